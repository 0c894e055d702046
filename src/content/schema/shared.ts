/** The fields several content files share: the formats of phones, addresses, ids and pictures, the icons, the crops. */
import { CONSTANT_PLACEHOLDERS } from "../quantities";
import { DEFAULT_LANGUAGE } from "../../i18n/languages";
import { LEGAL_PAGES, type LegalPage } from "../../legal/list";
import { labelled, localized, oneOf, text, type Schema } from "./combinators";

/**
 * Icons content may name. The same names as ICON_NAMES in src/components/Icon.tsx (a test keeps the two
 * equal): the schema must not import a React component, the build and `check:content` load it in Node.
 */
export const CONTENT_ICONS = ["car-front", "user-check", "key-round", "clock", "shield-check", "award", "gem", "map-pin"] as const;

// International format, digits in groups separated by single spaces: "+41 22 000 00 00" (8 to 15 digits).
export const PHONE_PATTERN = /^\+[1-9](?: ?[0-9]){7,14}$/;
// WHATWG's e-mail grammar (what <input type=email> accepts), with a dot required in the domain.
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
// The profile's https address; a network left empty has no icon on the site.
export const SOCIAL_URL_PATTERN = /^https:\/\/[^\s/]+\.[^\s/]+(?:\/\S*)?$/;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// The Swiss business identification number (UID): "CHE-123.456.789".
export const UID_PATTERN = /^CHE-\d{3}\.\d{3}\.\d{3}$/;
export const POSTCODE_PATTERN = /^\d{4}$/;
// The Swiss VAT number: the UID followed by MWST, TVA or IVA.
export const VAT_PATTERN = /^CHE-\d{3}\.\d{3}\.\d{3} (?:MWST|TVA|IVA)$/;
export const IMAGE_PATTERN = /^images\/[^\s/][^\s]*\.(?:jpe?g|png|webp|avif)$/i;

/** The focal points of the phones' crop (gatsby/node/createResolvers.ts turns each into sharp's crop strategy or gravity). */
export const PHONE_FOCUS = ["attention", "entropy", "center", "north", "northeast", "east", "southeast", "south", "southwest", "west", "northwest"] as const;

/** A service's or a region's text: in every language, and it may name the site's constants by their placeholders. */
export const serviceText = (multiline = false) => localized({ multiline, placeholders: CONSTANT_PLACEHOLDERS });
export const PLACEHOLDER_HINT = `May use ${CONSTANT_PLACEHOLDERS.map((name) => `{{${name}}}`).join(", ")}: the number then comes from Contact details & settings, written with its unit ("1 hour", "2 hours").`;

/** The phones' crop choices, for editors. */
export const PHONE_FOCUS_LABELS: Record<(typeof PHONE_FOCUS)[number], string> = {
  attention: "What draws the eye (automatic)",
  entropy: "The most detailed part (automatic)",
  center: "The centre",
  north: "The top",
  northeast: "The top right",
  east: "The right",
  southeast: "The bottom right",
  south: "The bottom",
  southwest: "The bottom left",
  west: "The left",
  northwest: "The top left",
};

/** What each icon shows, for editors (the names are the code's). */
export const ICON_LABELS: Record<(typeof CONTENT_ICONS)[number], string> = {
  "car-front": "Car",
  "user-check": "Person with a tick",
  "key-round": "Key",
  clock: "Clock",
  "shield-check": "Shield with a tick",
  award: "Award rosette",
  gem: "Gem",
  "map-pin": "Map pin",
};

/** The icon of a service or of an about pillar, chosen by what it shows. */
export const icon = labelled(oneOf(CONTENT_ICONS, "an icon the site has"), { label: "Icon", options: ICON_LABELS });

/** A picture under content/images, as the admin's media library stores it. */
export const picture = (example: string) => text({ pattern: { regex: IMAGE_PATTERN, what: "a picture in content/images (.jpg, .png, .webp or .avif)", example } });
export const emailText = (example: string) => text({ pattern: { regex: EMAIL_PATTERN, what: "a valid e-mail address", example } });

/** An id, or a reference to one: lower-case letters, digits and dashes. */
export const slug = (example: string) => text({ pattern: { regex: SLUG_PATTERN, what: "an id of lower-case letters, digits and dashes", example } });
/** An id that requests or code carry: fixed once saved. */
export const idText = (example: string, hint: string) => labelled(slug(example), { label: "Id", hint, fixedId: true });

/** A list's summary line in the admin: an item's `field` in the admin's first language. */
export const summaryOf = (field: string) => `{{fields.${field}.${DEFAULT_LANGUAGE}}}`;

/** One field per legal page (src/legal/list.ts), each with the schema `make` gives. */
export function perLegalPage<S extends Schema>(make: (page: LegalPage) => S): Record<LegalPage, S> {
  return Object.fromEntries(LEGAL_PAGES.map((page) => [page, make(page)])) as Record<LegalPage, S>;
}
