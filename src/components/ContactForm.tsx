import { getIn, useFormik, type FormikHelpers } from "formik";
import { useEffect, useRef, useState } from "react";
import { CircleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cssTransition, toast, ToastContainer } from "react-toastify";
import { ToastCloseButton } from "./ToastCloseButton";
import { sendContactRequest, SubmissionKeys, type SendResult } from "../contact/client";
import { shortNotice } from "../contact/notice";
import type { Language } from "../i18n/languages";
import { EMPTY_FORM, parseServiceDate, toPayload, todayIso, type ContactFormValues } from "../contact/payload";
import { contactSchema, limitFor, minimumFor } from "../contact/requestSchema";
import { FIELD_ORDER } from "../contact/options";
import { detailControlId } from "../contact/fields";
import { telHref } from "../contact/channels";
import { PRE_RENDERED_FIELDS, takeTyped } from "../contact/prefill";
import { detailsKeepFare, fareAmount, fareClaim, fareFields, RATES } from "../contact/fares";
import { FARE_PARAMETER, findFare, type Fare } from "../contact/fareIds";
import { FARE_EVENT } from "../hooks/useFareLinks";
import { ConfirmationPanel } from "./ConfirmationPanel";
import { ContactFormFields } from "./ContactFormFields";
import { ToastMessage } from "./ToastMessage";

/**
 * The failure toast sits right under the submit button (ContactFormFields' afterSubmit), where the visitor
 * is; after a tap low on a phone it may still end below the fold: scrolled into view, no further than
 * needed. react-toastify calls onOpen when the toast enters its store, before React has put it in the
 * page, hence the wait for the element (a few frames at most).
 */
function revealToast(id: string, framesLeft = 10) {
  const element = document.getElementById(id);
  if (element) element.scrollIntoView?.({ block: "nearest" });
  else if (framesLeft > 0) requestAnimationFrame(() => revealToast(id, framesLeft - 1));
}

/**
 * The toast rises into place (its keyframes: Contact.tsx). react-toastify's default bounce enters from
 * 3,000 px to the right: on a phone that overflow widens the layout viewport for the animation's length,
 * and the page jumped about 1,200 px up under the visitor, the toast ending off-screen.
 */
const rise = cssTransition({ enter: "contact-toast-enter", exit: "contact-toast-exit" });

const elementIdOf = (field: string) => (field.startsWith("details.") ? detailControlId(field.slice("details.".length)) : `contact-${field}`);

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

/**
 * The interactive contact form: Formik state, the shared Yup schema, the request, a failure's toast under
 * the button, and the confirmation panel that takes the form's place once a request was accepted.
 */
export default function ContactForm({ language, responseHours, phone, phones, email, buildDate }: ContactFormProps) {
  const { t } = useTranslation();
  const [minDate, setMinDate] = useState(buildDate);
  const [ready, setReady] = useState(false);
  // The accepted request's reference: the panel shows instead of the form until "Send another request".
  const [sent, setSent] = useState<{ reference: string }>();
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- after hydration, on purpose: the pre-rendered HTML has the build date and ready=false
    setMinDate(todayIso());
    setReady(true);
  }, []);

  const notifyFailure = (result: Extract<SendResult, { ok: false }>) => {
    console.error("Contact request failed:", result.error, result.status ?? "no response");
    const text =
      result.status === 429
        ? t("contact.toast.rateLimitedText", { count: Math.max(1, Math.ceil((result.retryAfterSeconds ?? 60) / 60)) })
        : t("contact.toast.errorText");
    // Whatever went wrong (no answer, a failure, too many requests), the phone is one tap away, said once,
    // and the toast stays until dismissed: the visitor may be busy dialling or copying the number.
    const link = phone ? { href: telHref(phone), label: t("contact.toast.callUs", { phone }) } : undefined;
    const toastId = `contact-error-${Date.now()}`;
    toast.error(<ToastMessage title={t("contact.toast.errorTitle")} text={text} link={link} />, {
      toastId,
      autoClose: false,
      icon: <CircleAlert size={22} strokeWidth={1.5} aria-hidden="true" />,
      onOpen: () => revealToast(toastId),
    });
  };

  // The fare a "Book" link chose (the Rates section), shown above the button while the trip details still
  // describe it; it goes with the request, which the function checks against the published rates.
  const [fare, setFare] = useState<Fare>();

  const keys = useRef(new SubmissionKeys());
  const onSubmit = async (values: ContactFormValues, helpers: FormikHelpers<ContactFormValues>) => {
    const payload = toPayload(values, language, fare && detailsKeepFare(values.details, fare, language) ? fareClaim(fare) : undefined);
    const result = await sendContactRequest(payload, { key: keys.current.keyFor(payload) });
    if (!result.ok) return notifyFailure(result);
    keys.current.done();
    toast.dismiss();
    helpers.resetForm();
    setFare(undefined);
    setSent({ reference: result.reference });
  };

  const formik = useFormik({ initialValues: EMPTY_FORM, validationSchema: contactSchema, onSubmit });
  const { values, errors, touched, submitCount, isSubmitting, getFieldProps, setFieldValue } = formik;

  // This code arrives after the HTML: keep anything the visitor typed or chose in the pre-rendered fields
  // (read just before hydration, ../contact/prefill.ts; a select has been reset by React since).
  useEffect(() => {
    const typed = takeTyped();
    for (const field of PRE_RENDERED_FIELDS) {
      const element = document.getElementById(`contact-${field}`) as HTMLInputElement | null;
      const value = typed[field] || element?.value;
      if (value) void setFieldValue(field, value, false);
    }
  }, [setFieldValue]);

  // A fare from the address (a "Book" link followed before this code ran, or a shared link) as the form
  // starts, and from every "Book" link tapped after (useFareLinks): the transfer, its places and class.
  useEffect(() => {
    const apply = (id: unknown) => {
      const chosen = findFare(RATES, id);
      if (!chosen) return;
      const fields = fareFields(chosen, language);
      void setFieldValue("service", "private-transport", false);
      for (const [key, value] of Object.entries(fields)) void setFieldValue(`details.${key}`, value, false);
      setFare(chosen);
    };
    apply(new URLSearchParams(window.location.search).get(FARE_PARAMETER));
    const onFare = (event: Event) => apply((event as CustomEvent<string>).detail);
    window.addEventListener(FARE_EVENT, onFare);
    return () => window.removeEventListener(FARE_EVENT, onFare);
  }, [language, setFieldValue]);

  // Another service, route or vehicle class: the fare no longer applies, and goes.
  const fareHolds = fare !== undefined && values.service === "private-transport" && detailsKeepFare(values.details, fare, language);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the fare follows the visitor's edits of the trip details
    if (fare && !fareHolds) setFare(undefined);
  }, [fare, fareHolds]);

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
    // A limit of characters is a count: tooLong's plural forms.
    return key
      ? t(`contact.errors.${key}`, { max: limitFor(field), min: minimumFor(field), count: key === "tooLong" ? limitFor(field) : undefined })
      : undefined;
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

  if (sent) {
    const again = () => {
      setSent(undefined);
      // The new, empty form: in view, its first field focused for the next request.
      requestAnimationFrame(() => {
        const name = document.getElementById("contact-name");
        name?.closest("form")?.scrollIntoView?.({ block: "start" });
        name?.focus({ preventScroll: true });
      });
    };
    return <ConfirmationPanel reference={sent.reference} responseHours={responseHours} phone={phone} onAgain={again} />;
  }

  return (
    <ContactFormFields
      bind={(name, options) => getFieldProps(options ? { name, ...options } : name)}
      language={language}
      service={values.service}
      shortNotice={notice}
      fareLine={fare && fareHolds ? t("contact.form.fare", { price: fareAmount(fare, language) }) : undefined}
      phone={phone}
      errorOf={errorOf}
      minDate={minDate}
      ready={ready}
      isSubmitting={isSubmitting}
      onSubmit={formik.handleSubmit}
      onReset={formik.handleReset}
      reach={{ phones, email }}
      afterSubmit={
        <ToastContainer theme="dark" transition={rise} autoClose={8000} newestOnTop closeButton={<ToastCloseButton label={t("contact.toast.close")} />} />
      }
    />
  );
}
