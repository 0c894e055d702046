import { useFormik, type FormikHelpers } from "formik";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast, ToastContainer } from "react-toastify";
import { sendContactRequest, type SendResult } from "../contact/client";
import type { Language } from "../contact/options";
import { EMPTY_FORM, toPayload, todayIso, type ContactFormValues } from "../contact/payload";
import { contactSchema, limitFor } from "../contact/schema";
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

/** Field order: the first invalid one in this order receives focus. */
const FIELD_ORDER: (keyof ContactFormValues)[] = ["name", "email", "phone", "service", "serviceDate", "serviceTime", "message"];

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
  useEffect(() => {
    setMinDate(todayIso());
    setReady(true);
  }, []);

  const notify = (result: SendResult) => {
    if (result.ok) {
      const toastId = `contact-success-${Date.now()}`;
      toast.success(<ToastMessage title={t("contact.toast.successTitle")} text={t("contact.toast.successText", { hours: responseHours })} />, {
        toastId,
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
      onOpen: () => revealToast(toastId),
    });
  };

  const onSubmit = async (values: ContactFormValues, helpers: FormikHelpers<ContactFormValues>) => {
    const result = await sendContactRequest(toPayload(values, language));
    notify(result);
    if (result.ok) helpers.resetForm();
  };

  const formik = useFormik({ initialValues: EMPTY_FORM, validationSchema: contactSchema, onSubmit });
  const { errors, touched, submitCount, isSubmitting, getFieldProps, setFieldValue } = formik;

  // This code arrives after the HTML: keep anything the visitor typed into the pre-rendered fields.
  useEffect(() => {
    for (const field of [...FIELD_ORDER, "website" as const]) {
      const element = document.getElementById(`contact-${field}`) as HTMLInputElement | null;
      if (element?.value) void setFieldValue(field, element.value, false);
    }
  }, [setFieldValue]);

  // After a submit attempt has been validated (isSubmitting is back to false), focus the first invalid field.
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first) document.getElementById(`contact-${first}`)?.focus();
  }, [submitCount, isSubmitting, errors]);

  // Errors appear from the first submit on, then follow every edit. Showing them on blur before that
  // would push the submit button down between mousedown and mouseup, and the click would be lost.
  const errorOf = (field: keyof ContactFormValues) => {
    const key = submitCount > 0 && touched[field] ? errors[field] : undefined;
    return key ? t(`contact.errors.${key}`, { max: limitFor(field) }) : undefined;
  };

  return (
    <>
      <ContactFormFields
        bind={getFieldProps}
        errorOf={errorOf}
        minDate={minDate}
        ready={ready}
        isSubmitting={isSubmitting}
        onSubmit={formik.handleSubmit}
        onReset={formik.handleReset}
        reach={{ phones, email }}
      />
      <ToastContainer position="bottom-right" theme="dark" autoClose={8000} newestOnTop />
    </>
  );
}
