/** content/site.json: brand, contact details and the business constants. */
import { int, labelled, list, localized, object, oneOf, text, type Infer } from "./combinators";
import { languageInfo, OFFICE_LANGUAGES } from "../../i18n/languages";
import { emailText, PHONE_FOCUS, PHONE_FOCUS_LABELS, PHONE_PATTERN, picture, SOCIAL_URL_PATTERN } from "./shared";

/** content/site.json: brand, contact details and the business constants. */
export const siteSchema = object({
  brand: labelled(text(), "Company name"),
  phones: labelled(list(labelled(text({ pattern: { regex: PHONE_PATTERN, what: "a phone number in international format", example: "+41 22 000 00 00" } }), "Phone number")), {
    label: "Phone numbers",
    singular: "phone number",
    summary: "{{fields.item}}",
  }),
  // An owner decision (npm run check:launch lists it until decisions.spokenLanguages is on): the service texts'
  // {{spokenLanguages}}, named in each page's language. Any language, not only the site's.
  spokenLanguages: labelled(list(labelled(text({ pattern: { regex: /^[a-z]{2,3}$/, what: "a language code", example: "it" } }), "Language code")), {
    label: "Languages the team speaks",
    hint: "Two-letter language codes (en, fr, de, ar, it, ru, zh…): the services' texts name them in each page's language ({{spokenLanguages}}: \"English and French\").",
    singular: "language",
    summary: "{{fields.item}}",
  }),
  email: labelled(emailText("contact@example.com"), {
    label: "Contact e-mail",
    hint: "Shown on the page; contact requests are sent to it too (unless the server sets CONTACT_TO).",
  }),
  city: labelled(localized(), "City line"),
  social: labelled(
    object({
      facebook: labelled(text({ optional: true, pattern: { regex: SOCIAL_URL_PATTERN, what: "an https:// address (or empty)", example: "https://www.facebook.com/yourpage" } }), "Facebook"),
      instagram: labelled(text({ optional: true, pattern: { regex: SOCIAL_URL_PATTERN, what: "an https:// address (or empty)", example: "https://www.instagram.com/yourpage" } }), "Instagram"),
    }),
    { label: "Social links", hint: "Leave a network empty until its page exists: the site shows an icon only for the ones set." },
  ),
  responseHours: labelled(int(1), { label: "Response time (hours)", hint: '{{responseDuration}} in texts ("24 hours").' }),
  // The language of the office's e-mails and pages (src/booking/mail/officeTexts.ts); the guests' are in their own.
  officeLanguage: labelled(oneOf(OFFICE_LANGUAGES, "a language the office reads its e-mails in"), {
    label: "Office language",
    hint: "The language of the e-mails and booking pages the office receives (the guests always get theirs in the language they wrote in).",
    options: Object.fromEntries(OFFICE_LANGUAGES.map((code) => [code, languageInfo(code).name])) as Record<(typeof OFFICE_LANGUAGES)[number], string>,
  }),
  bookingNoticeHours: labelled(
    object({
      geneva: labelled(int(0), { label: "Departures from Geneva", hint: '{{bookingGenevaDuration}} in texts ("2 hours").' }),
      standard: labelled(int(0), { label: "Standard services", hint: '{{bookingStandardDuration}} in texts ("24 hours").' }),
    }),
    "Booking notice (hours)",
  ),
  agentMinimumHours: labelled(int(1), { label: "Accompanying agent minimum (hours)", hint: '{{agentMinimumDuration}} in texts ("2 hours").' }),
  // How long a delivered request stays stored: the privacy notice names it, the delivery worker applies it.
  requestRetentionDays: labelled(int(0), {
    label: "Stored requests kept after delivery (days)",
    hint: "How long a request sent through the form stays stored by the website once it has reached the office (0: deleted within the hour). The privacy notice says this number; a new build applies both.",
  }),
  heroImage: labelled(picture("images/hero.jpg"), {
    label: "Hero picture",
    hint: "A landscape photograph, ideally at least 2400 pixels wide.",
  }),
  // Where phones' portrait crop of the hero picture is centred: what draws the eye, or a side of the picture.
  heroPhoneFocus: labelled(oneOf(PHONE_FOCUS, "a focal point for the phones' crop"), {
    label: "Hero picture on phones: keep in frame",
    hint: "Phones show a tall crop of the hero picture: choose what it keeps (by default what draws the eye, found in the picture itself).",
    options: PHONE_FOCUS_LABELS,
  }),
  // The picture under the title and claims of the link previews (public/og/<language>.jpg, src/seo/shareImage.ts).
  shareImage: labelled(picture("images/share.jpg"), {
    label: "Share picture (link previews)",
    hint: "The photograph under the title when the site's address is shared (WhatsApp, LinkedIn, Facebook…), cropped to 1200 × 630 around what draws the eye. May be the hero picture.",
  }),
});

export type SiteFile = Infer<typeof siteSchema>;
