import { css } from "@emotion/react";
import { Form, Formik, useFormikContext, type FormikErrors, type FormikHelpers, type FormikTouched } from "formik";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "react-toastify";
import { sendContactRequest, type SendResult } from "../contact/client";
import { SERVICE_VALUES, type Language } from "../contact/options";
import { EMPTY_FORM, toPayload, todayIso, type ContactFormValues } from "../contact/payload";
import { contactSchema, limitFor } from "../contact/schema";
import { telHref } from "../content/localize";
import { buttonPrimary } from "../styles/buttons";
import { card } from "../styles/layout";
import { colors, media } from "../styles/theme";
import { FormField, fieldControl } from "./FormField";
import { ToastMessage } from "./ToastMessage";

/** Field order: the first invalid one in this order receives focus. */
const FIELD_ORDER: (keyof ContactFormValues)[] = ["name", "email", "phone", "service", "serviceDate", "serviceTime", "message"];

const formStyle = css`
  ${card};
  display: grid;
  gap: 1.5rem;
  grid-template-columns: 1fr 1fr;
  ${media.mobile} {
    grid-template-columns: 1fr;
    padding: 1.75rem 1.25rem;
  }
  h3 {
    grid-column: 1 / -1;
    font-size: 1.75rem;
  }
`;

const full = css`
  grid-column: 1 / -1;
`;

const note = css`
  grid-column: 1 / -1;
  margin-top: -0.75rem;
  font-size: 0.875rem;
  color: ${colors.ivoryMuted};
`;

const messageBox = css`
  min-height: 150px;
  resize: vertical;
`;

const actions = css`
  grid-column: 1 / -1;
  display: flex;
  justify-content: flex-end;
  ${media.mobile} {
    button {
      width: 100%;
    }
  }
`;

/** Bots fill every field they find; people never see this one. */
const honeypot = css`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/** After a submit attempt has been validated (isSubmitting is back to false), focus the first invalid field. */
function FocusFirstInvalid() {
  const { submitCount, isSubmitting, errors } = useFormikContext<ContactFormValues>();
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first) document.getElementById(`contact-${first}`)?.focus();
  }, [submitCount, isSubmitting, errors]);
  return null;
}

interface ErrorState {
  errors: FormikErrors<ContactFormValues>;
  touched: FormikTouched<ContactFormValues>;
  submitCount: number;
}

interface ContactFormProps {
  language: Language;
  responseHours: number;
  phone: string;
  /** yyyy-mm-dd of the build, so the pre-rendered `min` matches hydration; today's date follows. */
  buildDate: string;
}

export function ContactForm({ language, responseHours, phone, buildDate }: ContactFormProps) {
  const { t } = useTranslation();
  const [minDate, setMinDate] = useState(buildDate);
  useEffect(() => setMinDate(todayIso()), []);

  // Errors appear from the first submit on, then follow every edit. Showing them on blur before that
  // would push the submit button down between mousedown and mouseup, and the click would be lost.
  const errorText = (field: keyof ContactFormValues, { errors, touched, submitCount }: ErrorState) => {
    const key = submitCount > 0 && touched[field] ? errors[field] : undefined;
    return key ? t(`contact.errors.${key}`, { max: limitFor(field) }) : undefined;
  };

  const notify = (result: SendResult) => {
    if (result.ok) {
      toast.success(<ToastMessage title={t("contact.toast.successTitle")} text={t("contact.toast.successText", { hours: responseHours })} />);
      return;
    }
    console.error("Contact request failed:", result.error, result.status ?? "no response");
    const text =
      result.status === 429
        ? t("contact.toast.rateLimitedText", { minutes: Math.max(1, Math.ceil((result.retryAfterSeconds ?? 60) / 60)), phone })
        : t("contact.toast.errorText");
    toast.error(
      <ToastMessage title={t("contact.toast.errorTitle")} text={text} link={result.status === 429 ? { href: telHref(phone), label: phone } : undefined} />,
    );
  };

  const onSubmit = async (values: ContactFormValues, helpers: FormikHelpers<ContactFormValues>) => {
    const result = await sendContactRequest(toPayload(values, language));
    notify(result);
    if (result.ok) helpers.resetForm();
  };

  return (
    <Formik initialValues={EMPTY_FORM} validationSchema={contactSchema} onSubmit={onSubmit}>
      {({ errors, touched, submitCount, isSubmitting, getFieldProps }) => (
        <Form css={formStyle} noValidate aria-labelledby="contact-form-title">
          <FocusFirstInvalid />
          <h3 id="contact-form-title">{t("contact.form.title")}</h3>
          <p css={note}>{t("contact.form.requiredNote")}</p>
          <FormField name="name" label={t("contact.form.name")} required error={errorText("name", { errors, touched, submitCount })}>
            {(a11y) => <input {...a11y} {...getFieldProps("name")} type="text" autoComplete="name" css={fieldControl} />}
          </FormField>
          <FormField name="email" label={t("contact.form.email")} required error={errorText("email", { errors, touched, submitCount })}>
            {(a11y) => <input {...a11y} {...getFieldProps("email")} type="email" autoComplete="email" inputMode="email" css={fieldControl} />}
          </FormField>
          <FormField name="phone" label={t("contact.form.phone")} error={errorText("phone", { errors, touched, submitCount })}>
            {(a11y) => <input {...a11y} {...getFieldProps("phone")} type="tel" autoComplete="tel" css={fieldControl} />}
          </FormField>
          <FormField name="service" label={t("contact.form.service")} error={errorText("service", { errors, touched, submitCount })}>
            {(a11y) => (
              <select {...a11y} {...getFieldProps("service")} css={fieldControl}>
                <option value="">{t("contact.form.options.none")}</option>
                {SERVICE_VALUES.map((value) => (
                  <option key={value} value={value}>
                    {t(`contact.form.options.${value}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField name="serviceDate" label={t("contact.form.serviceDate")} error={errorText("serviceDate", { errors, touched, submitCount })}>
            {(a11y) => <input {...a11y} {...getFieldProps("serviceDate")} type="date" min={minDate} css={fieldControl} />}
          </FormField>
          <FormField name="serviceTime" label={t("contact.form.serviceTime")} error={errorText("serviceTime", { errors, touched, submitCount })}>
            {(a11y) => <input {...a11y} {...getFieldProps("serviceTime")} type="time" css={fieldControl} />}
          </FormField>
          <FormField name="message" label={t("contact.form.message")} required error={errorText("message", { errors, touched, submitCount })} css={full}>
            {(a11y) => <textarea {...a11y} {...getFieldProps("message")} rows={6} placeholder={t("contact.form.messagePlaceholder")} css={[fieldControl, messageBox]} />}
          </FormField>
          <div css={honeypot} aria-hidden="true">
            <label htmlFor="contact-website">{t("contact.form.website")}</label>
            <input id="contact-website" {...getFieldProps("website")} type="text" tabIndex={-1} autoComplete="off" />
          </div>
          <div css={actions}>
            <button type="submit" css={buttonPrimary} disabled={isSubmitting}>
              {isSubmitting ? t("contact.form.sending") : t("contact.form.submit")}
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
