import { css } from "@emotion/react";
import type { FormEventHandler, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { serviceTitle } from "../booking/catalogue/catalog";
import { messageRequired, SERVICE_VALUES } from "../booking/catalogue/options";
import type { Language } from "../i18n/languages";
import type { ShortNotice } from "../booking/trip/notice";
import { mailtoHref, telHref } from "../booking/catalogue/channels";
import { LEGAL_PATHS } from "../legal/pages";
import { FORM_ANCHOR } from "../booking/catalogue/fareIds";
import { buttonPrimary } from "../styles/buttons";
import { card, fullRow, twoColumns } from "../styles/layout";
import { colors, fonts, media, tints } from "../styles/theme";
import { useNeverShrink } from "../hooks/useNeverShrink";
import { emptyMark, FormField, fieldArea, fieldControl, type FieldBinding, type FieldName } from "./FormField";
import { TripDetailsFields } from "./TripDetailsFields";
import { AddressBreaks } from "./AddressBreaks";
import { KeepCompounds } from "./KeepCompounds";

const formStyle = css`
  ${card};
  ${twoColumns};
  gap: 1.5rem;
  ${media.mobile} {
    padding: 1.75rem 1.25rem;
    grid-template-columns: 1fr;
  }
  h3 {
    grid-column: 1 / -1;
    font-size: 1.75rem;
  }
`;

const note = css`
  grid-column: 1 / -1;
  margin-top: -0.75rem;
  font-size: 0.875rem;
  color: ${colors.ivoryMuted};
`;

const actions = css`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  ${media.mobile} {
    button {
      width: 100%;
    }
  }
`;

const privacyLine = css`
  grid-column: 1 / -1;
  margin: -0.5rem 0 0;
  font-size: 0.875rem;
  color: ${colors.ivoryMuted};
  text-align: end;
  ${media.mobile} {
    text-align: start;
  }
  a {
    color: ${colors.gold};
  }
`;

const noScript = css`
  padding: 1rem 1.25rem;
  border: 1px solid ${colors.lineStrong};
  border-radius: 4px;
  strong {
    display: block;
    margin-bottom: 0.35rem;
    color: ${colors.ivory};
  }
  p {
    margin: 0 0 0.5rem;
    color: ${colors.ivoryMuted};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1.5rem;
  }
  a {
    color: ${colors.gold};
    font-weight: 600;
  }
`;

// Live regions stay in the page while empty (so that what appears in them is announced) and take no
// room until they have something to say.
const liveLine = css`
  align-self: stretch;
  font-size: 0.9375rem;
  &:not(:empty) {
    padding: 0.85rem 1rem;
    border-inline-start: 3px solid ${colors.gold};
    background: ${tints.notice};
  }
  a {
    color: ${colors.gold};
    font-weight: 600;
  }
`;
/** The price and its breakdown, right above the button (PriceBreakdown). */
const priceArea = css`
  align-self: stretch;
`;
/** A live region stays in the page while empty; empty, it cancels the kept room's gap above it. */
const closedWhenEmpty = css`
  &:empty {
    margin-top: -1.5rem;
  }
`;
/** What a "Book" link chose, set like a price of the Rates section, under the form's title. */
const summaryStyle = css`
  grid-column: 1 / -1;
  margin: -0.75rem 0 0;
  font: 500 1.375rem/1.3 ${fonts.display};
  color: ${colors.goldBright};
  font-variant-numeric: lining-nums;
  ${media.mobile} {
    font-size: 1.25rem;
  }
  &:empty {
    display: none;
  }
`;
const before = css`
  &:not(:empty) {
    margin-bottom: 1rem;
  }
`;

/**
 * The trip details and the message share one place (useNeverShrink): when fields go (another service,
 * the return trip unticked) while the visitor is scrolled near the page's end, where a shorter page
 * would move everything on screen, the message box grows into the room they leave instead of the page
 * shortening (a larger space to write in, which "Other" needs most); anywhere else the form closes up.
 */
const keptRoom = css`
  ${fullRow};
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
`;
// Cancels the gap above: the trip details bring their own with their rule (./TripDetailsFields).
const detailsContentStyle = css`
  display: flow-root;
  margin-top: -1.5rem;
  &:empty {
    display: none;
  }
`;

/** Where a failure is said: right under the button the visitor has just pressed (the toasts' styles: Contact.tsx). */
const besideButton = css`
  align-self: stretch;
  /* Nothing a toast does sideways may widen a phone's page (its layout viewport would grow and jump). */
  overflow-x: clip;
`;

/** Bots fill every field they find; people never see this one. */
const honeypot = css`
  position: absolute;
  inset-inline-start: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

interface ContactFormFieldsProps {
  bind: FieldBinding;
  language: Language;
  /** The chosen service: which trip details show (a flag's own details follow its binding's `checked`). */
  service?: string;
  /** Set when the requested start is near: a notice with the phone number above the button. */
  shortNotice?: ShortNotice;
  /** "Geneva Airport → Lausanne · Mercedes S-Class · CHF 390": what a "Book" link chose, as it stands, at the top. */
  summary?: string;
  /** The price of the request (PriceBreakdown), above the button. */
  price?: ReactNode;
  /** The party does not fit the class chosen: the class that does. */
  capacityNotice?: string;
  phone?: string;
  /** Shown right under the submit button: the interactive form's failure message (a toast). */
  afterSubmit?: ReactNode;
  /** Localized error per field, or undefined. */
  errorOf?: (name: FieldName) => string | undefined;
  minDate: string;
  /**
   * False until the interactive form has taken over: the pre-rendered button stays disabled so that
   * nobody submits the bare HTML form (a native GET that would put their message in the address).
   */
  ready?: boolean;
  isSubmitting?: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  onReset?: FormEventHandler<HTMLFormElement>;
  /** The phones and e-mail offered instead of the form when JavaScript is off. */
  reach: { phones: string[]; email: string };
  children?: ReactNode;
}

/**
 * The contact form's markup: the same for the interactive form (ContactForm, loaded when needed)
 * and for the placeholder shown while that code loads, so nothing moves when it arrives.
 */
export function ContactFormFields({
  bind,
  language,
  service = "",
  shortNotice,
  summary,
  price,
  capacityNotice,
  phone = "",
  afterSubmit,
  errorOf = () => undefined,
  minDate,
  ready = false,
  isSubmitting = false,
  onSubmit,
  onReset,
  reach,
  children,
}: ContactFormFieldsProps) {
  const { t } = useTranslation();
  const [detailsArea, messageBox] = useNeverShrink<HTMLDivElement, HTMLTextAreaElement>();
  // Each service names its own date and time (a pick-up, a meeting, a start); "other" and no choice keep the generic ones.
  const own = service !== "" && service !== "other" ? service : undefined;
  const dateLabel = own ? t(`contact.form.serviceDates.${own}`) : t("contact.form.serviceDate");
  const timeLabel = own ? t(`contact.form.serviceTimes.${own}`) : t("contact.form.serviceTime");
  const placeholder = own ? t(`contact.form.messagePlaceholders.${own}`) : t("contact.form.messagePlaceholder");
  return (
    <form
      id={FORM_ANCHOR}
      css={formStyle}
      noValidate
      aria-labelledby="contact-form-title"
      onSubmit={(event) => {
        if (isSubmitting) event.preventDefault();
        else onSubmit?.(event);
      }}
      onReset={onReset}
    >
      {children}
      <h3 id="contact-form-title">{t("contact.form.title")}</h3>
      {/* Without JavaScript the form cannot be sent (its button stays disabled): said first, under the title, with the
          other ways, before the visitor types anything. */}
      <noscript css={fullRow}>
        <div css={noScript} role="note">
          <strong>{t("contact.noScript.title")}</strong>
          <p>{t("contact.noScript.text")}</p>
          <ul>
            {reach.phones.map((number) => (
              <li key={number}>
                <a dir="ltr" href={telHref(number)}>
                  {number}
                </a>
              </li>
            ))}
            <li>
              <a dir="ltr" href={mailtoHref(reach.email)}>
                <AddressBreaks text={reach.email} />
              </a>
            </li>
          </ul>
        </div>
      </noscript>
      <p role="status" id="contact-summary" css={summaryStyle}>
        {summary && <KeepCompounds text={summary} />}
      </p>
      <p css={note}>{t("contact.form.requiredNote")}</p>
      <FormField name="name" label={t("contact.form.name")} required error={errorOf("name")}>
        {/* A name, an address or a message is in any script: each free text follows what is typed (dir="auto"), its start in sight. */}
        {(a11y) => <input {...a11y} {...bind("name")} dir="auto" type="text" autoComplete="name" css={fieldControl} />}
      </FormField>
      <FormField name="email" label={t("contact.form.email")} required error={errorOf("email")}>
        {(a11y) => <input {...a11y} {...bind("email")} dir="ltr" type="email" autoComplete="email" inputMode="email" css={fieldControl} />}
      </FormField>
      <FormField name="phone" label={t("contact.form.phone")} error={errorOf("phone")}>
        {(a11y) => <input {...a11y} {...bind("phone")} dir="ltr" type="tel" autoComplete="tel" css={fieldControl} />}
      </FormField>
      <FormField name="service" label={t("contact.form.service")} error={errorOf("service")}>
        {(a11y) => (
          <select {...a11y} {...bind("service")} css={fieldControl}>
            <option value="">{t("contact.form.options.none")}</option>
            {SERVICE_VALUES.map((value) => (
              <option key={value} value={value}>
                {serviceTitle(value, language, (own) => t(`contact.form.options.${own}`))}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {/* In a dispatcher's order: when, then where and who (the trip details), then anything else. */}
      <FormField name="serviceDate" label={dateLabel} error={errorOf("serviceDate")}>
        {(a11y) => <input {...a11y} {...bind("serviceDate")} {...emptyMark(bind("serviceDate").value)} type="date" min={minDate} css={fieldControl} />}
      </FormField>
      <FormField name="serviceTime" label={timeLabel} error={errorOf("serviceTime")}>
        {(a11y) => <input {...a11y} {...bind("serviceTime")} {...emptyMark(bind("serviceTime").value)} type="time" css={fieldControl} />}
      </FormField>
      {/* Below the choice, so nothing above the visitor's focus moves when it appears. */}
      <div css={keptRoom} ref={detailsArea}>
        <div css={detailsContentStyle}>
          <TripDetailsFields service={service} bind={bind} errorOf={errorOf} minDate={minDate} language={language} />
        </div>
        <FormField name="message" label={t("contact.form.message")} required={messageRequired(service)} error={errorOf("message")}>
          {(a11y) => <textarea {...a11y} {...bind("message")} ref={messageBox} dir="auto" rows={6} placeholder={placeholder} css={[fieldControl, fieldArea]} />}
        </FormField>
        {/* In the same kept room: a price or a notice that gets shorter at the page's end (another service,
            another time) is made up by the message box, like the trip details. */}
        <div role="status" id="contact-capacity" css={[liveLine, closedWhenEmpty]}>
          {capacityNotice}
        </div>
        <div role="status" id="contact-price" css={[priceArea, closedWhenEmpty]}>
          {price}
        </div>
      </div>
      <div css={honeypot} aria-hidden="true">
        <label htmlFor="contact-website">{t("contact.form.website")}</label>
        <input id="contact-website" {...bind("website")} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div css={actions}>
        <div role="status" id="contact-short-notice" css={[liveLine, before]}>
          {shortNotice && (
            <>
              {t("contact.shortNotice.text", { count: shortNotice.hours })}{" "}
              <a dir="ltr" href={telHref(phone)}>
                {phone}
              </a>
              . {t("contact.shortNotice.still")}
            </>
          )}
        </div>
        {/* While sending, aria-disabled rather than disabled: a disabled button drops keyboard focus. */}
        <button type="submit" css={buttonPrimary} disabled={!ready} aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? t("contact.form.sending") : t("contact.form.submit")}
        </button>
        <div css={besideButton}>{afterSubmit}</div>
      </div>
      <p css={privacyLine}>
        {t("contact.privacyNotice.text")} <a href={LEGAL_PATHS.privacy[language]}>{t("contact.privacyNotice.link")}</a>
      </p>
    </form>
  );
}
