/** content/rates.json: the published prices, and the checks across its lists. */
import { RATES_PLACEHOLDERS } from "../quantities";
import { destinationOf, type FareRates, type Route } from "../../booking/catalogue/fareIds";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../i18n/languages";
import { bool, fieldOf, int, isObject, labelled, list, localized, object, oneOf, optionalInt, price, text, unique, type Infer, type ListCheck, type ObjectCheck } from "./combinators";
import { idText, SLUG_PATTERN, slug, summaryOf } from "./shared";

// yyyy-mm-dd, a real day: the first day the prices of content/rates.json apply.
export const DATE_PATTERN = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;


/** The ids of the list at `key` of an object (the vehicle classes, the origins), for the checks below. */
const idsAt = (value: Record<string, unknown>, key: string): string[] => {
  const items = value[key];
  return Array.isArray(items) ? items.map((item) => fieldOf(item, "id")).filter((id): id is string => typeof id === "string") : [];
};

/**
 * content/rates.json across its lists: every route starts at a known origin and has exactly one cell per
 * vehicle class (a price, or null for "on request": explicit, never a missing cell); the hourly rates
 * name known classes. The fleet ids (classes' `vehicle`, the rental rows) are checked in ./check.ts.
 */
const ratesAgree: ObjectCheck = (value, path, report) => {
  const classes = idsAt(value, "classes");
  const origins = idsAt(value, "origins");
  const known = (id: unknown, ids: string[]) => typeof id !== "string" || ids.includes(id);
  const transfers = Array.isArray(value.transfers) ? value.transfers : [];
  transfers.forEach((route, index) => {
    const at = [...path, "transfers", index];
    const from = fieldOf(route, "from");
    if (!known(from, origins)) report([...at, "from"], `${JSON.stringify(from)} is not an origin of this file (one of: ${origins.join(", ")})`);
    const prices = fieldOf(route, "prices");
    if (!Array.isArray(prices)) return;
    const seen = new Set<string>();
    prices.forEach((cell, cellIndex) => {
      const vehicleClass = fieldOf(cell, "class");
      if (typeof vehicleClass !== "string") return;
      if (!classes.includes(vehicleClass)) report([...at, "prices", cellIndex, "class"], `${JSON.stringify(vehicleClass)} is not a vehicle class of this file (one of: ${classes.join(", ")})`);
      else if (seen.has(vehicleClass)) report([...at, "prices", cellIndex, "class"], `${JSON.stringify(vehicleClass)} has two prices on this route`);
      seen.add(vehicleClass);
    });
    for (const id of classes) {
      if (!seen.has(id)) report([...at, "prices"], `has no cell for the vehicle class ${JSON.stringify(id)}: give its price, or null for "on request"`);
    }
  });
  // Two routes between the same places in the same direction: the fare finder and the form would only ever find the first.
  const routes = new Map<string, number>();
  transfers.forEach((route, index) => {
    const from = fieldOf(route, "from");
    const to = fieldOf(route, "to");
    if (typeof from !== "string" || !isObject(to)) return;
    const end = destinationOf({ origins: (Array.isArray(value.origins) ? value.origins : []) as FareRates["origins"] } as FareRates, route as Route).id;
    const key = `${from} -> ${end}`;
    const first = routes.get(key);
    if (first !== undefined) report([...path, "transfers", index, "to"], `repeats the route of transfers[${first}] (${key}): one price per route and direction`);
    else routes.set(key, index);
  });
  const hourly = Array.isArray(value.hourly) ? value.hourly : [];
  hourly.forEach((rate, index) => {
    const vehicleClass = fieldOf(rate, "class");
    if (!known(vehicleClass, classes)) report([...path, "hourly", index, "class"], `${JSON.stringify(vehicleClass)} is not a vehicle class of this file (one of: ${classes.join(", ")})`);
  });
};

/**
 * A rental price "on request" needs the reason shown beside it, in every language: the Price Indication
 * Ordinance (PBV/OIP Art. 10) lists vehicle rental among the services whose prices must be shown.
 */
const reasonWhenOnRequest: ListCheck = (items, path, report) => {
  items.forEach((row, index) => {
    if (!["withChauffeur", "withoutChauffeur"].some((key) => fieldOf(row, key) === null)) return;
    const reason = fieldOf(row, "onRequestReason");
    for (const language of LANGUAGES) {
      const text = isObject(reason) ? reason[language] : undefined;
      if (typeof text !== "string" || text.trim() === "") {
        report([...path, index, "onRequestReason", language], 'is required: a price of this vehicle is "on request", and the page gives the reason beside it (PBV Art. 10)');
      }
    }
  });
};

/** The supplements the price engine computes ("night", "child-seat") and those the office quotes ("other"). */
export const SUPPLEMENT_KINDS = ["night", "child-seat", "other"] as const;
const HH_MM_PATTERN = { regex: /^(?:[01]\d|2[0-3]):[0-5]\d$/, what: "a time written HH:MM (24 h)", example: "22:00" };

/** Each computed supplement once: two "night" lines would leave the engine to guess which price applies. */
const uniqueComputedKinds: ListCheck = (items, path, report) => {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const kind = fieldOf(item, "kind");
    if (typeof kind !== "string" || kind === "other") return;
    if (seen.has(kind)) report([...path, index, "kind"], `${JSON.stringify(kind)} is already the kind of another supplement: the price engine adds one of each`);
    seen.add(kind);
  });
};

const CLASS_VEHICLE_LABEL = "Vehicle of the fleet";
const CLASS_SEATS_LABEL = "Passenger seats (no car of the fleet)";
const CLASS_LUGGAGE_LABEL = "Pieces of luggage (no car of the fleet)";
const CLASS_CAPACITY_HINT =
  "Only for a class that is no car of the fleet: what the car you send carries. The form and the office's e-mail warn when a party does not fit. Leave empty when the class is a vehicle of Fleet (its seats and bags are the Fleet's).";

/**
 * Every class the guest can choose has one known capacity: its fleet car's seats and bags, or, for a class
 * the fleet has no car of, its own two numbers; never both (one source), never neither (the form and the
 * office's e-mail could not say that a party does not fit).
 */
const oneCapacity: ObjectCheck = (value, path, report) => {
  const vehicle = value.vehicle;
  if (typeof vehicle !== "string") return;
  const name = isObject(value.name) && typeof value.name[DEFAULT_LANGUAGE] === "string" ? value.name[DEFAULT_LANGUAGE] : String(value.id);
  const own = [
    ["seats", CLASS_SEATS_LABEL],
    ["luggage", CLASS_LUGGAGE_LABEL],
  ] as const;
  for (const [key, label] of own) {
    if (vehicle !== "" && value[key] !== null && value[key] !== undefined) {
      report([...path, key], `must be empty (null): the ${name} is the fleet's ${JSON.stringify(vehicle)}, whose seats and bags Fleet gives; "${label}" is only for a class that is no car of the fleet`);
    } else if (vehicle === "" && value[key] === null) {
      report(
        [...path, key],
        `is required: the ${name} is no car of the fleet ("${CLASS_VEHICLE_LABEL}" is empty), so give "${label}" (the form and the office's e-mail check a party against it), or name its car in "${CLASS_VEHICLE_LABEL}"`,
      );
    }
  }
};

const FRANCS_HINT = 'Whole Swiss francs, VAT included. Leave empty for "on request".';
/** A price, as editors fill it in. */
const francs = (label: string) => labelled(price(), { label, hint: FRANCS_HINT });
const CLASS_HINT = "The id of a vehicle class above.";
// The admin adds the fleet's ids to these hints (src/cms/collections.ts: content, not schema).
export const FLEET_ID_HINT = "A vehicle of Fleet.";

/**
 * content/rates.json: the published prices (the Rates section, the fares the form and the office's e-mail
 * quote, the JSON-LD offers), in whole Swiss francs, VAT included. Conditions already in content are not
 * repeated here: the assistance minimum (site.json), waiting elsewhere, cancellation and the rental
 * deposit (company.json `terms`).
 */
export const ratesSchema = object(
    {
      validFrom: labelled(text({ pattern: { regex: DATE_PATTERN, what: "a date written yyyy-mm-dd", example: "2026-01-01" } }), {
        label: "Prices valid from",
        hint: "yyyy-mm-dd. Shown under the prices and in the Terms; a request carries it with the fare it shows.",
      }),
      // The transfer vehicle classes; `vehicle` names the fleet.json vehicle the class is, or "" when the fleet has
      // none: then the class states its own seats and bags (null otherwise: the car's, one source).
      classes: labelled(
        list(
          object(
            {
              id: idText("s-class", "A short name for a new class (not shown; the Book links and requests carry it, so it is fixed once saved)."),
              name: labelled(localized(), "Name"),
              vehicle: labelled(text({ optional: true, pattern: { regex: SLUG_PATTERN, what: "a vehicle id of fleet.json (or empty)", example: "s-class" } }), {
                label: CLASS_VEHICLE_LABEL,
                hint: `${FLEET_ID_HINT} Empty when the fleet has none of this class: then give its passenger seats and bags below.`,
              }),
              seats: labelled(optionalInt(1), { label: CLASS_SEATS_LABEL, hint: CLASS_CAPACITY_HINT }),
              luggage: labelled(optionalInt(0), { label: CLASS_LUGGAGE_LABEL, hint: CLASS_CAPACITY_HINT }),
            },
            { checks: [oneCapacity] },
          ),
          { checks: [unique("id")] },
        ),
        { label: "Transfer vehicle classes", hint: "The columns of the fixed-price transfers and the hourly rates.", singular: "vehicle class", summary: summaryOf("name") },
      ),
      origins: labelled(
        list(object({ id: idText("airport", 'A short name (not shown), used by the routes\' "From".'), name: labelled(localized(), "Name") }), { checks: [unique("id")] }),
        { label: "Transfers start from", singular: "starting point", summary: summaryOf("name") },
      ),
      // `oneWay`: the fare applies from `from` to `to` only; otherwise the fare finder and the form offer it both ways.
      transfers: labelled(
        list(
          object({
            id: idText("gva-verbier", "A short name for a new route (not shown; Book links carry it, so it is fixed once saved)."),
            from: labelled(slug("airport"), { label: "From", hint: "The id of a starting point above, e.g. airport." }),
            to: labelled(localized(), "To"),
            oneWay: labelled(bool(), {
              label: "This direction only",
              hint: "Off: the fare finder and the form offer this fare both ways (To → From at the same price). On: only From → To.",
            }),
            prices: labelled(list(object({ class: labelled(slug("s-class"), { label: "Vehicle class", hint: CLASS_HINT }), amount: francs("Price (CHF)") })), {
              label: "Prices",
              singular: "price",
              summary: "{{fields.class}}: {{fields.amount}}",
            }),
          }),
          { checks: [unique("id")] },
        ),
        {
          label: "Fixed-price transfers",
          hint: 'One price per vehicle class; an empty price shows "on request" (and has no Book link).',
          singular: "route",
          summary: `{{fields.from}} → {{fields.to.${DEFAULT_LANGUAGE}}}`,
        },
      ),
      hourly: labelled(
        list(object({ class: labelled(slug("s-class"), { label: "Vehicle class", hint: CLASS_HINT }), amount: francs("Price per hour (CHF)"), minimumHours: labelled(int(1), "Minimum hours") })),
        { label: "By the hour (chauffeur at your disposal)", singular: "hourly rate", summary: "{{fields.class}}: {{fields.amount}}" },
      ),
      assistanceHourly: labelled(price(), {
        label: "Personal assistance, per hour (CHF)",
        hint: 'The minimum is the accompanying agent minimum of Contact details & settings. Empty: "on request".',
      }),
      // A price left "on request" shows the reason the owner gives beside it (PBV Art. 10 lists vehicle rental).
      rental: labelled(
        list(
          object({
            vehicle: labelled(slug("s-class"), { label: "Vehicle", hint: FLEET_ID_HINT }),
            withChauffeur: francs("With chauffeur, per day (CHF)"),
            withoutChauffeur: francs("Without chauffeur, per day (CHF)"),
            onRequestReason: labelled(localized({ optional: true }), {
              label: 'Why a price is "on request"',
              hint: 'Shown beside "On request" on the page. Required when a price of this row is empty: the Price Indication Ordinance (PBV Art. 10) wants rental prices shown. Leave empty when both prices are set.',
            }),
          }),
          { checks: [unique("vehicle"), reasonWhenOnRequest] },
        ),
        {
          label: "Rental per day",
          hint: "One row per vehicle of Fleet. The deposit is the self-drive deposit of Company & legal identity → Terms of Service numbers.",
          singular: "vehicle",
          summary: "{{fields.vehicle}}",
        },
      ),
      airportWaitingMinutes: labelled(int(0), {
        label: "Waiting time included at the airport (minutes)",
        hint: "{{airportWaitingDuration}} in texts (\"60 minutes\"). Elsewhere: Company & legal identity → Terms of Service numbers.",
      }),
      included: labelled(list(localized({ placeholders: RATES_PLACEHOLDERS })), {
        label: "What every fare includes, and the conditions",
        hint: `May use ${RATES_PLACEHOLDERS.map((name) => `{{${name}}}`).join(", ")}.`,
        singular: "line",
      }),
      // The VAT line of "included": shown only when company.json has a VAT number (a company not registered
      // for VAT may not state prices "VAT included").
      vatIncluded: labelled(localized(), {
        label: "VAT line",
        hint: "The last line of what every fare includes, shown only when Company & legal identity → VAT number is set: a company not registered for VAT may not state its prices with VAT.",
      }),
      // `kind`: which supplements the price engine (src/booking/pricing/pricing.ts) adds: the night one (per journey
      // whose pick-up falls in nightWindow), a child seat (per seat and journey); "other" is quoted by the office.
      supplements: labelled(
        list(
          object({
            kind: labelled(oneOf(SUPPLEMENT_KINDS, "a kind of supplement"), {
              label: "Added by the form",
              hint: "night: added to each journey whose pick-up falls in the night window below; child-seat: per seat and journey; other: shown, quoted by the office.",
            }),
            label: labelled(localized(), "Supplement"),
            amount: francs("Price (CHF)"),
            unit: labelled(localized(), "Per (e.g. per trip)"),
          }),
          { min: 0, checks: [uniqueComputedKinds] },
        ),
        { label: "Supplements", singular: "supplement", summary: summaryOf("label") },
      ),
      nightWindow: labelled(object({ from: labelled(text({ pattern: HH_MM_PATTERN }), "From (HH:MM)"), until: labelled(text({ pattern: HH_MM_PATTERN }), "Until (HH:MM)") }), {
        label: "Night window (Geneva time)",
        hint: "The night supplement applies to a journey whose pick-up time falls in it; keep the supplement's name in step.",
      }),
    },
  { checks: [ratesAgree] },
);

export type RatesFile = Infer<typeof ratesSchema>;
