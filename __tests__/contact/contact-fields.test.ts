/** @jest-environment node */
// The catalog of trip details (src/booking/catalogue/fields.ts) is the one description the form, the schema, the payload
// and the e-mail derive from: what it says must hold together.
import servicesFile from "../../content/services.json";
import { ALL_DETAIL_KEYS, DETAILS, SERVICES, type DetailKey, type DetailSpec } from "../../src/booking/catalogue/fields";
import { FIELD_ORDER, FORM_FIELDS, SERVICE_VALUES, SERVICES_WITHOUT_CARD } from "../../src/booking/catalogue/options";

const entries = Object.entries(DETAILS) as [DetailKey, DetailSpec][];
const serviceOf = (key: string) =>
  Object.entries(SERVICES)
    .filter(([, keys]) => (keys as readonly string[]).includes(key))
    .map(([service]) => service);

test("every detail is asked for by a service, and every service card of the content is a service", () => {
  expect([...ALL_DETAIL_KEYS].sort()).toEqual(Object.keys(DETAILS).sort());
  expect(servicesFile.map((service) => service.id).sort()).toEqual(
    SERVICE_VALUES.filter((service) => !(SERVICES_WITHOUT_CARD as readonly string[]).includes(service)).sort(),
  );
});

test("a detail that belongs to a flag, a count or a day names one of its own service", () => {
  for (const [key, spec] of entries) {
    if (spec.onlyWith) {
      expect(["flag", "count"]).toContain((DETAILS as Record<string, DetailSpec>)[spec.onlyWith]?.kind);
      expect(serviceOf(spec.onlyWith)).toEqual(serviceOf(key));
    }
    if (spec.kind === "date" && spec.time) {
      expect((DETAILS as Record<string, DetailSpec>)[spec.time]?.kind).toBe("time");
      expect(serviceOf(spec.time)).toEqual(serviceOf(key));
    }
  }
});

test("the focus order and the Privacy Policy's coverage follow the catalog", () => {
  for (const key of ALL_DETAIL_KEYS) {
    expect(FIELD_ORDER).toContain(`details.${key}`);
    expect(FORM_FIELDS).toContain(key);
  }
  // The trip details come after the service and its date, before the message.
  expect(FIELD_ORDER.indexOf(`details.${ALL_DETAIL_KEYS[0]}`)).toBeGreaterThan(FIELD_ORDER.indexOf("serviceTime"));
  expect(FIELD_ORDER.at(-1)).toBe("message");
});
