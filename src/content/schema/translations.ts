/** content/locales/<language>/translation.json: the interface texts, one file per language. */
import { DETAIL_LABEL_KEYS, type DetailLabelKey } from "../../booking/catalogue/fields";
import { SERVICES_WITHOUT_CARD } from "../../booking/catalogue/options";
import { PRICE_EXTRAS, PRICE_ITEMS, PRICE_MISSING } from "../../booking/pricing/pricing";
import { COUNTED_ERRORS, ERROR_KEYS } from "../../booking/request/requestSchema";
import { LANGUAGES, type Language } from "../../i18n/languages";
import { REQUIRED_PLURAL_FORMS } from "../../i18n/plural";
import { labelled, list, object, text, type Infer, type TextSchema } from "./combinators";
import { icon, perLegalPage } from "./shared";
import { DETAILED_SERVICE_IDS } from "./services";

// Locale strings: every key the components use is declared (so a key missing from both languages is
// caught too); the objects are open, so a new string only has to be added to both files.
const s = text();
const long = text({ multiline: true });
// Keys whose name says too little wherever they stand; a key without a label is shown as it is spelt ("skipToContent").
const eyebrow = labelled(s, "Small line above the title");
const cta = labelled(s, "Button");

/**
 * A text that names a count ("{{count}} hours"): i18next's plural keys `<key>_one` and `<key>_other`,
 * both required in every language (a language whose rules have more forms may add `_few`, `_many`…,
 * which ./check.ts accepts), so "1 hours" cannot reach a page.
 */
function plural<K extends string>(key: K, schema: TextSchema = s): Record<`${K}_${(typeof REQUIRED_PLURAL_FORMS)[number]}`, TextSchema> {
  return Object.fromEntries(REQUIRED_PLURAL_FORMS.map((form) => [`${key}_${form}`, schema])) as Record<`${K}_${(typeof REQUIRED_PLURAL_FORMS)[number]}`, TextSchema>;
}
/** The contact errors whose text holds no count (the others have plural forms). */
const PLAIN_ERROR_KEYS = ERROR_KEYS.filter(
  (key): key is Exclude<(typeof ERROR_KEYS)[number], (typeof COUNTED_ERRORS)[number]> => !(COUNTED_ERRORS as readonly string[]).includes(key),
);
/** One text per service of the form (date and time labels, message placeholders). */
const perService = () =>
  object(Object.fromEntries(DETAILED_SERVICE_IDS.map((id) => [id, s])) as Record<(typeof DETAILED_SERVICE_IDS)[number], TextSchema>, { open: true });

const BOOKING_STATUSES = ["received", "proposed", "confirmed", "declined", "cancelled"] as const;
/** One text per name. */
const group = <K extends string>(names: readonly K[]) => Object.fromEntries(names.map((name) => [name, s])) as Record<K, TextSchema>;


export const translationSchema = object(
  {
    meta: labelled(object({ title: s, description: long }, { open: true }), "Search engines and browser tab"),
    nav: labelled(
      object(
      {
        label: labelled(s, "Navigation name (screen readers)"),
        skipToContent: s,
        home: s,
        services: s,
        rates: s,
        about: s,
        area: s,
        contact: s,
        cta: labelled(s, "Call-to-action button"),
        openMenu: s,
        closeMenu: s,
        call: s,
        callLabel: s,
        whatsapp: s,
        brandHome: labelled(s, "Logo link (screen readers)"),
        // The language switch's visible codes ("EN", "FR"), one per language; its names are under `language`.
        languageCodes: object(Object.fromEntries(LANGUAGES.map((code) => [code, s])), { open: true }),
      },
      { open: true },
      ),
      "Navigation bar",
    ),
    hero: labelled(
      object(
        {
          eyebrow,
          title: s,
          lead: labelled(long, "Introduction"),
          claimAvailable: s,
          claimDiscretion: s,
          cta: labelled(s, "Main button"),
          secondaryCta: labelled(s, "Second button"),
          imageAlt: labelled(s, "Picture description (screen readers)"),
        },
        { open: true },
      ),
      "Hero (top of the page)",
    ),
    services: labelled(object({ eyebrow, title: s, subtitle: long }, { open: true }), "Services section"),
    // The fleet section (its vehicles, pictures and names are content/fleet.json): a vehicle's capacity in its plural forms.
    fleet: object({ eyebrow, title: s, subtitle: long, ...plural("seats"), ...plural("bags"), cta }, { open: true }),
    // The Rates section (src/sections/Rates.tsx); its prices and names are in content/rates.json.
    rates: object(
      Object.fromEntries(
        [
          "eyebrow",
          "title",
          "subtitle",
          "validFrom",
          "transfersTitle",
          "transfersNote",
          "from",
          "destination",
          "onRequest",
          "onRequestWithReason",
          "book",
          "bookLabel",
          "hourlyTitle",
          "hourlyNote",
          "vehicle",
          "perHour",
          "minimum",
          "assistance",
          "rentalTitle",
          "rentalNote",
          "withChauffeur",
          "withoutChauffeur",
          "deposit",
          "includedTitle",
          "supplementsTitle",
          "fromPrice",
          "finderFrom",
          "finderTo",
          "finderClass",
          "finderSwap",
          "finderIncludes",
          "finderSupplements",
          "bookOnRequestLabel",
          "bookHourlyLabel",
          "bookAssistanceLabel",
          "bookRentalWithLabel",
          "bookRentalWithoutLabel",
          "rentalIncludedTitle",
          ...Object.keys(plural("allFares")),
        ].map((key) => [key, key === "subtitle" ? long : key === "eyebrow" ? eyebrow : s]),
      ),
      { open: true },
    ),
    about: labelled(
      object(
        {
          eyebrow,
          title: s,
          paragraphs: list(long),
          pillars: labelled(list(object({ icon, title: labelled(s, "Title"), text: labelled(long, "Text") })), { label: "Pillars", singular: "pillar", summary: "{{fields.title}}" }),
        },
        { open: true },
      ),
      "About section",
    ),
    area: labelled(
      object(
        { eyebrow, title: s, subtitle: long, primaryBadge: s, preferentialRates: s, citiesLabel: labelled(s, "Cities list name (screen readers)") },
        { open: true },
      ),
      "Service area section",
    ),
    contact: labelled(
      object(
      {
        eyebrow,
        title: s,
        ...plural("subtitle", long),
        info: labelled(
          object(
          {
            title: s,
            phone: s,
            email: s,
            callLabel: s,
            emailLabel: s,
            bookingTitle: s,
            ...plural("bookingGeneva"),
            ...plural("bookingStandard"),
            ...plural("response"),
          },
          { open: true },
          ),
          "Contact details card",
        ),
        // The price of a request above the form's button (src/components/PriceBreakdown.tsx, src/booking/pricing/priceText.ts).
        price: object(
          {
            ...(Object.fromEntries(
              ["title", "total", "estimate", "fixedNote", "estimateNote", "nightMayApply", "onRequest", "changed", "changedPlaces", "changedClass", "changedService", "capacity", "capacityFits", "capacityNone", "summary"].map((key) => [key, s]),
            ) as Record<string, TextSchema>),
            items: object({
              ...(Object.fromEntries(PRICE_ITEMS.filter((item) => item !== "rentalDays").map((item) => [item, s])) as Record<string, TextSchema>),
              ...plural("rentalDays"),
            }),
            missing: object(Object.fromEntries(PRICE_MISSING.map((key) => [key, s])) as Record<string, TextSchema>),
            // What the Terms may add to a time-based estimate (also under the Rates' hourly table and in the office's e-mail).
            extras: object(Object.fromEntries(PRICE_EXTRAS.map((key) => [key, s])) as Record<string, TextSchema>),
          },
          { open: true },
        ),
        form: labelled(
          object(
          {
            title: s,
            requiredNote: s,
            name: s,
            email: s,
            phone: s,
            service: s,
            // The generic date and time (no service, "other"), and each service's own ("Pick-up date").
            serviceDate: s,
            serviceTime: s,
            serviceDates: labelled(perService(), "Date label of each service"),
            serviceTimes: labelled(perService(), "Time label of each service"),
            message: s,
            // The generic placeholder (no service, "other"), and each service's own.
            messagePlaceholder: s,
            messagePlaceholders: labelled(perService(), "Message placeholder of each service"),
            website: labelled(s, "Spam trap label (hidden)"),
            submit: s,
            sending: s,
            // The empty choice and the services without a card; the others' choices are their titles in services.json.
            options: labelled(
              object({ none: s, ...(Object.fromEntries(SERVICES_WITHOUT_CARD.map((id) => [id, s])) as Record<(typeof SERVICES_WITHOUT_CARD)[number], TextSchema>) }, { open: true }),
              "Service choices (the services' own are their titles under Services)",
            ),
            // The trip details of each service (src/booking/catalogue/fields.ts) and their choices.
            details: labelled(
              object(
                {
                  ...(Object.fromEntries(DETAIL_LABEL_KEYS.map((key) => [key, s])) as Record<DetailLabelKey, typeof s>),
                  // A vehicle's seats and bags, filled into vehicleOption.
                  ...plural("seats"),
                  ...plural("bags"),
                },
                { open: true },
              ),
              "Trip details (by service)",
            ),
          },
          { open: true },
          ),
          "Contact form",
        ),
        // One message per error the contact schema can give (src/booking/request/requestSchema.ts), and the function's
        // summary of a 400 answer.
        // `tooLong` (a count of characters), `minimumHours` (the class's hours) and `rentalTooLong` (days) name a count: their plural forms.
        errors: labelled(
          object(
            {
              ...(Object.fromEntries([...PLAIN_ERROR_KEYS, "someInvalid"].map((key) => [key, s])) as Record<(typeof PLAIN_ERROR_KEYS)[number] | "someInvalid", typeof s>),
              ...plural("tooLong"),
              ...plural("minimumHours"),
              ...plural("rentalTooLong"),
            },
            { open: true },
          ),
          "Form errors",
        ),
        // A failure beside the button (success has its panel, `sent`): the phone number is the link, `callUs`.
        toast: labelled(object({ errorTitle: s, errorText: long, ...plural("rateLimitedText", long), close: s, callUs: s }, { open: true }), "Message when sending fails"),
        // Before sending a request that starts soon: text, the phone number as a link, then `still`.
        shortNotice: labelled(object({ ...plural("text", long), still: s }, { open: true }), "Short-notice warning (before sending)"),
        // The panel that replaces the form once a request was accepted (src/components/ConfirmationPanel.tsx):
        // `title` is the specification's "Message sent!" beside the check mark, `heading` the panel's heading;
        // the summary's labels and values, what happens next, and the visitor's calendar file
        // (`calendarTitle`, `calendarNote`: each event's title and note, in the page's language).
        sent: labelled(
          object(
          {
            title: s,
            heading: s,
            reference: s,
            summary: s,
            service: s,
            when: s,
            dateTime: s,
            route: s,
            duration: s,
            price: s,
            onRequest: s,
            nextTitle: s,
            ...plural("next", long),
            terms: long,
            call: s,
            calendar: s,
            calendarTitle: s,
            calendarNote: long,
            again: s,
          },
          { open: true },
          ),
          "Confirmation after sending (replaces the form)",
        ),
        privacyNotice: object({ text: s, link: s }, { open: true }),
        noScript: object({ title: s, text: long }, { open: true }),
        whatsapp: object({ label: s, linkLabel: s, greeting: s }, { open: true }),
        // The acknowledgement e-mailed to the visitor (src/booking/mail/acknowledgement.ts): a fixed template in
        // their language; {{reference}}, {{brand}} and {{site}} are filled in, nothing the visitor typed.
        ack: object(
          {
            subject: s,
            title: s,
            intro: long,
            labels: object({ reference: s, service: s, when: s, route: s, returnTrip: s, vehicle: s, passengers: s, price: s }, { open: true }),
            onRequest: s,
            ...plural("next", long),
            terms: long,
            call: s,
            site: s,
            // The Privacy Policy's link, and the per-address limit of the configuration (ACK_ADDRESS_DAILY_CAP).
            privacy: s,
            ...plural("limit", long),
            notYou: long,
            // Before the status page's address (the request's own link), when the request has one.
            status: s,
          },
          { open: true },
        ),
      },
      { open: true },
      ),
      "Contact section",
    ),
    // A count on its own, with its unit: a table's cell, the form's summary ("2 hours", Arabic "ساعتان").
    units: labelled(object({ ...plural("hours") }, { open: true }), "Counts on their own (table cells, the form's summary)"),
    // A count inside a sentence, where the texts' {{…Duration}} placeholders stand ("within 2 hours", "خلال ساعتين",
    // "seit 3 Jahren"): the legal texts, the services' and the Rates' conditions (src/content/quantities.ts).
    counts: labelled(object({ ...plural("hours"), ...plural("minutes"), ...plural("days"), ...plural("years"), ...plural("age") }, { open: true }), {
      label: "Counts inside a sentence ({{responseDuration}}, {{freeCancellationDuration}}…)",
      hint: "The form a count takes after a preposition (\"within 2 hours\"; German dative: \"seit 3 Jahren\"; Arabic: \"خلال ساعتين\"); \"age\" is a person's age (Chinese \"25 周岁\").",
    }),
    // The language menu: its label and each language's name.
    language: labelled(object({ label: s, ...Object.fromEntries(LANGUAGES.map((code) => [code, s])) }, { open: true }), "Language bar"),
    footer: labelled(
      object(
      {
        description: long,
        quickLinks: s,
        contactTitle: s,
        followUs: s,
        facebook: s,
        instagram: s,
        available: s,
        copyright: s,
        legal: s,
        // Each legal page's link.
        ...perLegalPage(() => s),
      },
      { open: true },
      ),
      "Footer",
    ),
    // The legal pages' titles and descriptions (their texts are Markdown in content/legal/).
    legal: object(
      perLegalPage(() => object({ title: s, description: long }, { open: true })),
      { open: true },
    ),
    notFound: labelled(object({ metaTitle: s, code: labelled(s, "Error code"), title: s, text: long, back: s }, { open: true }), "Page not found (404)"),
    // The admin's GitHub log-in pop-up on our own server (src/server/oauth.ts), in the editor's browser language;
    // {{reason}} is GitHub's own explanation.
    adminLogin: object(
      Object.fromEntries(["title", "pending", "noOpener", "failed", "expired", "denied", "noCode", "refused", "unreachable"].map((key) => [key, s])),
      { open: true },
    ),
    error: labelled(object({ title: s, reload: s }, { open: true }), "Error screen"),
    // The booking's pages (src/booking/pages/): the guest's status page in their language, the office's in
    // officeLanguage; also the plain e-mails of the booking's changes. {{…}}: the booking's own values.
    booking: labelled(
      object(
        {
          page: object(
            {
              metaTitle: s,
              officeTitle: s,
              guestTitle: s,
              status: object(group(BOOKING_STATUSES), { open: true }),
              statusText: object(group(BOOKING_STATUSES), { open: true }),
              labels: object(
                group(["reference", "service", "when", "route", "total", "quoted", "onRequest", "chauffeur", "mobile", "vehicle", "plate", "note", "reason", "date", "time", "guest", "answeredIn", "history"]),
                { open: true },
              ),
              actions: object(group(["confirm", "propose", "decline", "accept", "refuse", "cancel"]), { open: true }),
              totalHint: s,
              priceRequired: s,
              declineReasons: object(group(["fullyBooked", "outsideArea", "other"]), { open: true }),
              proposalReasons: object(group(["vehicleUnavailable", "timeUnavailable", "priceAdjusted", "other"]), { open: true }),
              already: object(group(["proposed", "confirmed", "declined", "cancelled"]), { open: true }),
              notNow: s,
              invalid: s,
              freeCancellation: s,
              lateCancellation: long,
              done: s,
              call: s,
              notFound: object({ title: s, text: long }, { open: true }),
              mail: object({ subject: s, statusLink: s, proposal: s, noticeSubject: s }, { open: true }),
            },
            { open: true },
          ),
          // The guest's e-mails once the office has answered (src/booking/mail/bookingMessages.ts): fixed templates in
          // the request's language; {{reference}} and {{brand}} are filled in, the cancellation rule's numbers from the Terms'.
          mail: object(
            {
              confirmation: object({ subject: s, title: s, intro: long }, { open: true }),
              proposal: object({ subject: s, title: s, intro: long, answer: s, accept: s, refuse: s }, { open: true }),
              decline: object({ subject: s, title: s, intro: long }, { open: true }),
              proposalReasons: object({ vehicleUnavailable: s, timeUnavailable: s, priceAdjusted: s, other: s }, { open: true }),
              declineReasons: object({ fullyBooked: s, outsideArea: s, other: s }, { open: true }),
              labels: object(
                { total: s, includes: s, supplements: s, chauffeur: s, assignedVehicle: s, note: s, reason: s, newWhen: s, newTotal: s, cancellation: s },
                { open: true },
              ),
              cancellation: long,
              call: s,
              status: s,
              calendar: s,
            },
            { open: true },
          ),
        },
        { open: true },
      ),
      "Booking pages and e-mails (the guest's status page, the office's page, the guest's e-mails once the office has answered)",
    ),
  },
  { open: true },
);

/**
 * The office's own words (its e-mail's actions, capacity warnings and notices: src/booking/mail/officeTexts.ts),
 * only in the files of the languages the office may read (OFFICE_LANGUAGES); ../check.ts compares them there only.
 */
export const OFFICE_GROUP = "office";
const officeTextsSchema = labelled(
  object(
    {
      actions: object({ lead: s, confirm: s, propose: s, decline: s, guestLanguage: s }, { open: true }),
      capacity: object({ label: s, lead: s }, { open: true }),
      cancellation: object({ subject: s, lead: long, cancelledAt: s }, { open: true }),
      // The e-mail for each request (src/booking/mail/message.ts): every word a dispatcher reads in it.
      mail: labelled(
        object(
          {
            lead: s,
            shortNotice: labelled(object({ mark: s, lead: s }, { open: true }), "Short notice (subject and first line)"),
            labels: object(group(["reference", "when", "price", "replyIn", "received", "acknowledgement", "calendar", "requestId"]), { open: true }),
            subject: object(group(["noService", "returnOn", "until", "onRequest", "replyIn", "unreadDate"]), { open: true }),
            time: labelled(object(group(["geneva", "twice", "visitorWrote", "zoneAndVisitor"]), { open: true }), "Geneva time and the visitor's own wording"),
            values: labelled(object(group(["yes", "no", "returnFlight", "returnEvent"]), { open: true }), "Yes, no and the return"),
            price: object(
              {
                total: s,
                onRequest: s,
                onRequestBecause: s,
                notPriced: s,
                missing: object(group(PRICE_MISSING), { open: true }),
                check: object(group(["verified", "differs", "none"]), { open: true }),
              },
              { open: true },
            ),
            // What became of the visitor's acknowledgement (message.ts AckStatus); {{count}}: the cap that was reached.
            acknowledgement: labelled(
              object(group(["sent", "no-challenge", "address", "network", "daily-cap", "not-composed"]), { open: true }),
              "What became of the visitor's acknowledgement",
            ),
            noCalendar: labelled(s, "Calendar row when no calendar file could be written"),
            plainLead: labelled(long, "Lead of the plain e-mail (when the full one cannot be written)"),
          },
          { open: true },
        ),
        "The e-mail for each request",
      ),
      // The guest's answer to a proposal, told to the office; {{reference}} is filled in.
      proposalAnswer: object(
        { accepted: object({ subject: s, lead: long, at: s }, { open: true }), refused: object({ subject: s, lead: long, at: s }, { open: true }) },
        { open: true },
      ),
      // The office's page: a proposed day and time already gone (the booking form's own messages say the rest).
      page: object({ past: s }, { open: true }),
    },
    { open: true },
  ),
  "Office e-mails (the office's language only)",
);
export const officeTranslationSchema = object({ ...translationSchema.fields, [OFFICE_GROUP]: officeTextsSchema }, { open: true });

export type TranslationFile = Infer<typeof translationSchema>;

/** A language's interface texts, relative to content/: `locales/fr/translation.json`. */
export type LocaleFile = `locales/${Language}/translation.json`;
export const localeFileOf = (language: Language): LocaleFile => `locales/${language}/translation.json`;
