import type { Language, ServiceValue } from "./options";

/** What the form holds while the visitor types. `serviceDate` is the native date input's yyyy-mm-dd. */
export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  service: "" | ServiceValue;
  serviceDate: string;
  serviceTime: string;
  message: string;
  website: string;
}

/** Exactly what is POSTed to the function. */
export interface ContactPayload extends Omit<ContactFormValues, "serviceDate"> {
  serviceDate: string;
  language: Language;
}

export const EMPTY_FORM: ContactFormValues = {
  name: "",
  email: "",
  phone: "",
  service: "",
  serviceDate: "",
  serviceTime: "",
  message: "",
  website: "",
};

/** "2026-11-21" -> "21 November 2026" (en) / "21 novembre 2026" (fr); "" stays "". */
export function formatServiceDate(isoDate: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return "";
  // Noon UTC keeps the calendar day the visitor picked, whatever their time zone.
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  return new Intl.DateTimeFormat(language === "fr" ? "fr-CH" : "en-GB", { dateStyle: "long", timeZone: "UTC" }).format(date);
}

export function toPayload(values: ContactFormValues, language: Language): ContactPayload {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    service: values.service,
    serviceDate: formatServiceDate(values.serviceDate, language),
    serviceTime: values.serviceTime,
    message: values.message.trim(),
    language,
    website: values.website,
  };
}

/** Today's date in the visitor's own time zone as yyyy-mm-dd, for the date input's `min`. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
