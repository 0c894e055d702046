import { getIn, useFormik, type FormikHelpers } from "formik";
import { useEffect, useRef, useState } from "react";
import { CircleAlert, CircleCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast, ToastContainer } from "react-toastify";
import { ToastCloseButton } from "./ToastCloseButton";
import { sendContactRequest, SubmissionKeys, type SendResult } from "../contact/client";
import { shortNotice } from "../contact/notice";
import type { Language } from "../i18n/languages";
import { EMPTY_FORM, parseServiceDate, toPayload, todayIso, type ContactFormValues } from "../contact/payload";
import { contactSchema, limitFor, minimumFor } from "../contact/schema";
import { telHref } from "../content/localize";
import { ContactFormFields } from "./ContactFormFields";
import { ToastMessage } from "./ToastMessage";

/**
 * The toasts sit below the form (Contact.tsx), so one may appear under the fold: scroll it into view,
 * no further than needed. react-toastify calls onOpen when the toast enters its store, before React has
 * put it in the page, hence the wait for the element (a few frames at most).
 */
function revealToast(id: string, framesLeft = 10) {
  const element = document.getElementById(id);
  if (element) element.scrollIntoView?.({ block: "nearest" });
  else if (framesLeft > 0) requestAnimationFrame(() => revealToast(id, framesLeft - 1));
}

/** The pre-rendered fields, whose typed values are taken over when this code arrives. */
const STATIC_FIELDS = ["name", "email", "phone", "service", "serviceDate", "serviceTime", "message"] as const;

/** Field order: the first invalid one in this order receives focus (trip details follow the service). */
const FIELD_ORDER = [
  "name",
  "email",
  "phone",
  "service",
  "details.pickup",
  "details.destination",
  "details.passengers",
  "details.luggage",
  "details.flight",
  "details.returnDate",
  "details.returnTime",
  "details.durationHours",
  "details.meetingPlace",
  "details.chauffeur",
  "details.vehicle",
  "details.days",
  "serviceDate",
  "serviceTime",
  "message",
];

// The element that takes focus for a field: the first radio of the chauffeur group.
const elementIdOf = (field: string) => (field === "details.chauffeur" ? "contact-details-chauffeur-with" : `contact-${field.replace(".", "-")}`);

export interface ContactFormProps {
  language: Language;
  responseHours: number;
  phone: string;
  /** Every phone number and the e-mail, offered when JavaScript is off (ContactFormFields). */
  phones: string[];
  email: string;
  /** yyyy-mm-dd of the build, so the pre-rendered `min` matches hydration; today's date follows. */
  buildDate: string;
}

/** The interactive contact form: Formik state, the shared Yup schema, the request and its toasts. */
export default function ContactForm({ language, responseHours, phone, phones, email, buildDate }: ContactFormProps) {
  const { t } = useTranslation();
  const [minDate, setMinDate] = useState(buildDate);
  const [ready, setReady] = useState(false);
  const [confirmation, setConfirmation] = useState<string>();
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- after hydration, on purpose: the pre-rendered HTML has the build date and ready=false
    setMinDate(todayIso());
    setReady(true);
  }, []);

  const notify = (result: SendResult) => {
    if (result.ok) {
      const text = [
        t("contact.toast.successText", { hours: responseHours }),
        result.reference ? t("contact.toast.successReference", { reference: result.reference }) : "",
      ];
      const toastId = `contact-success-${Date.now()}`;
      toast.success(<ToastMessage title={t("contact.toast.successTitle")} text={text.filter(Boolean).join(" ")} />, {
        toastId,
        icon: <CircleCheck size={22} strokeWidth={1.5} aria-hidden="true" />,
        onOpen: () => revealToast(toastId),
      });
      return;
    }
    console.error("Contact request failed:", result.error, result.status ?? "no response");
    const rateLimited = result.status === 429;
    const text = rateLimited
      ? t("contact.toast.rateLimitedText", { minutes: Math.max(1, Math.ceil((result.retryAfterSeconds ?? 60) / 60)), phone })
      : t("contact.toast.errorText");
    // Whatever went wrong (no answer, a failure, too many requests), the phone is one tap away, and the
    // toast stays until dismissed: the visitor may be busy dialling or copying the number.
    const link = phone ? { href: telHref(phone), label: rateLimited ? phone : t("contact.toast.callUs", { phone }) } : undefined;
    const toastId = `contact-error-${Date.now()}`;
    toast.error(<ToastMessage title={t("contact.toast.errorTitle")} text={text} link={link} />, {
      toastId,
      autoClose: false,
      icon: <CircleAlert size={22} strokeWidth={1.5} aria-hidden="true" />,
      onOpen: () => revealToast(toastId),
    });
  };

  const keys = useRef(new SubmissionKeys());
  const onSubmit = async (values: ContactFormValues, helpers: FormikHelpers<ContactFormValues>) => {
    const payload = toPayload(values, language);
    const result = await sendContactRequest(payload, { key: keys.current.keyFor(payload) });
    notify(result);
    if (result.ok) {
      keys.current.done();
      helpers.resetForm();
      setConfirmation(result.reference || undefined);
    }
  };

  const formik = useFormik({ initialValues: EMPTY_FORM, validationSchema: contactSchema, onSubmit });
  const { values, errors, touched, submitCount, isSubmitting, getFieldProps, setFieldValue } = formik;

  // This code arrives after the HTML: keep anything the visitor typed into the pre-rendered fields.
  useEffect(() => {
    for (const field of [...STATIC_FIELDS, "website" as const]) {
      const element = document.getElementById(`contact-${field}`) as HTMLInputElement | null;
      if (element?.value) void setFieldValue(field, element.value, false);
    }
  }, [setFieldValue]);

  // After a submit attempt has been validated (isSubmitting is back to false), focus the first invalid field.
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    const first = FIELD_ORDER.find((field) => getIn(errors, field));
    if (first) document.getElementById(elementIdOf(first))?.focus();
  }, [submitCount, isSubmitting, errors]);

  // Errors appear from the first submit on, then follow every edit. Showing them on blur before that
  // would push the submit button down between mousedown and mouseup, and the click would be lost.
  const errorOf = (field: string) => {
    const key = submitCount > 0 && getIn(touched, field) ? (getIn(errors, field) as string | undefined) : undefined;
    return key ? t(`contact.errors.${key}`, { max: limitFor(field), min: minimumFor(field) }) : undefined;
  };

  // Short notice only for a day the schema accepts (today or later in Geneva); the pick-up address
  // counts only for the service that has one.
  const day = parseServiceDate(values.serviceDate);
  const notice =
    day && day >= minDate
      ? shortNotice({
          serviceDate: values.serviceDate,
          serviceTime: values.serviceTime,
          pickup: values.service === "private-transport" ? String(values.details.pickup) : undefined,
        })
      : undefined;

  return (
    <>
      <ContactFormFields
        bind={(name, options) => getFieldProps(options ? { name, ...options } : name)}
        language={language}
        service={values.service}
        returnTrip={values.details.returnTrip}
        shortNotice={notice}
        phone={phone}
        confirmation={confirmation}
        onEdit={() => setConfirmation(undefined)}
        errorOf={errorOf}
        minDate={minDate}
        ready={ready}
        isSubmitting={isSubmitting}
        onSubmit={formik.handleSubmit}
        onReset={formik.handleReset}
        reach={{ phones, email }}
      />
      <ToastContainer position="bottom-right" theme="dark" autoClose={8000} newestOnTop closeButton={<ToastCloseButton label={t("contact.toast.close")} />} />
    </>
  );
}
