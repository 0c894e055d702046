/** @jest-environment node */
// docs/recipes.md, each recipe applied in a copy of the project and nothing else:
// - "Adding a form field": a count of child seats for transfers in src/booking/catalogue/fields.ts, its labels in the locale
//   files, its data category in content/company.json. In the copy the content check (which first refuses the field
//   until a category names it), the type check and the contact tests pass, and a probe shows the field in the form,
//   the schema, the payload, the e-mail, the Privacy Policy's coverage and the admin's list of fields.
// - "Adding a service": a wedding service with existing details, its card in content/services.json and its texts.
//   The content check (which first refuses the service until it has a card), the type check and the contact tests
//   pass, and a probe shows the service in the form with its details, in the schema, the payload and the e-mail.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { copyProject, editFile, readJson, runIn, writeJson } from "../support/projectCopy";
import { localized } from "../support/content";
import { LANGUAGES } from "../../src/i18n/languages";

// The tests that must still pass in the copy, beside the probe.
const TESTS = [
  "__tests__/contact/contact-details.test.ts",
  "__tests__/contact/contact-fields.test.ts",
  "__tests__/components/ContactFormServices.test.tsx",
  "__tests__/content/legal-texts.test.ts",
];
const KEY = "pets";
const SERVICE = "private-transport";

// What the probe checks in the copy, with the copy's own texts: the field through every derived description.
const FIELD_PROBE = `
import { fireEvent, screen } from "@testing-library/react";
import en from "../content/locales/en/translation.json";
import site from "../content/site.json";
import ContactForm from "../src/components/ContactForm";
import { collections } from "../src/cms/collections";
import { buildMessage } from "../src/booking/mail/message";
import { quoteOf } from "../src/booking/request/quote";
import { FIELD_ORDER, FORM_FIELDS } from "../src/booking/catalogue/options";
import { EMPTY_FORM, toPayload } from "../src/booking/request/payload";
import { validateContact } from "../src/booking/request/validation";
import { renderIn } from "./support/i18n";

const label = (en.contact.form.details as Record<string, string>)["${KEY}"];
const request = { name: "A B", email: "a@example.org", service: "${SERVICE}", language: "en", details: { ${KEY}: 2 } };

test("the form shows it for its service, as a number within its limits", () => {
  renderIn("en", <ContactForm language="en" responseHours={2} phone={site.phones[0]} phones={site.phones} email={site.email} buildDate="2026-01-01" />);
  expect(screen.queryByLabelText(label)).toBeNull();
  fireEvent.change(screen.getByLabelText(en.contact.form.service), { target: { value: "${SERVICE}" } });
  const input = screen.getByLabelText(label);
  expect(input).toHaveAttribute("type", "number");
  expect(input).toHaveAttribute("min", "0");
  expect(input).toHaveAttribute("max", "4");
  expect(FIELD_ORDER).toContain("details.${KEY}");
});

test("the schema keeps it and refuses it out of range; the payload sends it as a number", async () => {
  const accepted = await validateContact(request, "en");
  expect(accepted.ok && accepted.value.details).toEqual({ ${KEY}: 2 });
  const refused = await validateContact({ ...request, details: { ${KEY}: 9 } }, "en");
  expect(refused.ok).toBe(false);
  expect(Object.keys(refused.ok ? {} : refused.fields)).toEqual(["details.${KEY}"]);
  const payload = toPayload({ ...EMPTY_FORM, name: "A B", email: "a@example.org", service: "${SERVICE}", details: { ...EMPTY_FORM.details, ${KEY}: "2" } }, "en");
  expect(payload.details).toEqual({ ${KEY}: 2 });
});

test("the e-mail shows it with its label", async () => {
  const result = await validateContact(request, "en");
  if (!result.ok) throw new Error("refused");
  const config = { to: "office@company.test", from: "web@company.test", fromName: "Site" };
  const message = buildMessage({ id: "id-1", reference: "GPM-7K3F9Q", request: result.value, quote: quoteOf(result.value), receivedAt: new Date(), config });
  const row = String(message.text)
    .split("\\n")
    .find((line) => line.includes(label));
  expect(row?.trim().endsWith("2")).toBe(true);
});

test("the Privacy Policy's coverage and the admin's list of fields name it", () => {
  expect(FORM_FIELDS).toContain("${KEY}");
  expect(JSON.stringify(collections)).toContain(JSON.stringify({ label: "${KEY}", value: "${KEY}" }));
});
`;

/** What each recipe's copy must pass once its steps are done: the content check, the type check, the probe and the contact tests. */
function expectContentCheckPasses(copy: string) {
  const result = runIn(copy, "tsx", ["scripts/check-content.ts"]);
  expect(`${result.stdout}${result.stderr}`).toMatch(/every file matches the schema/);
  expect(result.status).toBe(0);
}
function expectTypeCheckPasses(copy: string) {
  const result = runIn(copy, "tsc", ["--noEmit", "-p", "tsconfig.copy.json"]);
  expect(result.stdout).toBe("");
  expect(result.status).toBe(0);
}
function expectProbePasses(copy: string) {
  const result = runIn(copy, "jest", ["--ci", "__tests__/recipe-probe.test.tsx", ...TESTS]);
  expect(result.stderr).toMatch(/Tests:\s+\d+ passed, \d+ total/);
  expect(result.stderr).toContain("PASS __tests__/recipe-probe.test.tsx");
  expect(result.status).toBe(0);
}

/**
 * The checks both recipes end with, declared in the recipe's describe (its copy and the content check's
 * refusal come from its beforeAll): the content check refused the copy halfway, `because`, and passes once
 * the recipe is done; the copy type-checks; the probe and the contact tests pass in it.
 */
function recipeChecks(state: () => { copy: string; refused: ReturnType<typeof runIn> }, names: { refusal: string; because: string; probe: string }) {
  test(names.refusal, () => {
    const { copy, refused } = state();
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(names.because);
    expectContentCheckPasses(copy);
  }, 120_000);

  test("the copy type-checks", () => expectTypeCheckPasses(state().copy), 240_000);

  test(names.probe, () => expectProbePasses(state().copy), 240_000);
}

describe("Adding a form field", () => {
  let copy = "";
  const run = (command: string, args: string[]) => runIn(copy, command, args);

  /** Step 3: the field in the data category that already names the service's other details. */
  function nameInPrivacyPolicy() {
    const file = path.join(copy, "content/company.json");
    const company = readJson(file) as { dataCategories: { fields: string[] }[] };
    company.dataCategories.find((category) => category.fields.includes("passengers"))!.fields.push(KEY);
    writeJson(file, company);
  }

  let refusedBeforeStep3: ReturnType<typeof run>;

  beforeAll(() => {
    copy = copyProject("recipe-field-", TESTS);

    // 1. The catalog: the detail with its kind and limits, and its place in the service's list.
    editFile(path.join(copy, "src/booking/catalogue/fields.ts"), (source) =>
      source
        .replace(/\n} as const satisfies Record<string, DetailSpec>;/, `\n  ${KEY}: { kind: "count", min: 0, max: 4 },$&`)
        .replace(/("luggage",)\s*/, `$1 "${KEY}", `),
    );

    // 2. Its label in each language.
    for (const [language, words] of Object.entries(localized("Pets travelling", { fr: "Animaux à bord", de: "Haustiere an Bord", ar: "حيوانات أليفة على متن السيارة" }))) {
      const file = path.join(copy, "content/locales", language, "translation.json");
      const texts = readJson(file) as { contact: { form: { details: Record<string, string> } } };
      texts.contact.form.details[KEY] = words;
      writeJson(file, texts);
    }
    refusedBeforeStep3 = run("tsx", ["scripts/check-content.ts"]);

    // 3. Its data category in the Privacy Policy.
    nameInPrivacyPolicy();

    writeFileSync(path.join(copy, "__tests__/recipe-probe.test.tsx"), FIELD_PROBE);
  }, 60_000);

  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  test("the recipe's edits are the ones made: the catalog takes the detail", () => {
    const fields = readFileSync(path.join(copy, "src/booking/catalogue/fields.ts"), "utf8");
    expect(fields).toContain(`${KEY}: { kind: "count", min: 0, max: 4 }`);
    expect(fields).toMatch(new RegExp(`"${SERVICE}": \\[[^\\]]*"luggage", "${KEY}"`));
  });

  recipeChecks(() => ({ copy, refused: refusedBeforeStep3 }), {
    refusal: "the content check refuses the field until a data category of the Privacy Policy names it, then passes",
    because: `names no category for "${KEY}"`,
    probe: "the field reaches the form, the schema, the payload, the e-mail, the privacy coverage and the admin; the contact tests pass",
  });
});

const NEW_SERVICE = "wedding";
const NEW_DETAILS = ["pickup", "destination", "passengers"];

const SERVICE_PROBE = `
import { fireEvent, screen, within } from "@testing-library/react";
import en from "../content/locales/en/translation.json";
import services from "../content/services.json";
import site from "../content/site.json";
import ContactForm from "../src/components/ContactForm";
import { buildMessage } from "../src/booking/mail/message";
import { quoteOf } from "../src/booking/request/quote";
import { EMPTY_FORM, toPayload } from "../src/booking/request/payload";
import { validateContact } from "../src/booking/request/validation";
import { renderIn } from "./support/i18n";

const title = services.find((service) => service.id === "${NEW_SERVICE}")!.title.en;
const labels = en.contact.form.details as Record<string, string>;
const request = { name: "A B", email: "a@example.org", service: "${NEW_SERVICE}", language: "en", details: { pickup: "Cologny", passengers: 4, durationHours: 3 } };

test("the form offers it under its card's title, with its own date label and its details", () => {
  renderIn("en", <ContactForm language="en" responseHours={2} phone={site.phones[0]} phones={site.phones} email={site.email} buildDate="2026-01-01" />);
  const choice = screen.getByLabelText(en.contact.form.service);
  expect(within(choice).getByRole("option", { name: title })).toHaveValue("${NEW_SERVICE}");
  fireEvent.change(choice, { target: { value: "${NEW_SERVICE}" } });
  expect(screen.getByLabelText(en.contact.form.serviceDates["${NEW_SERVICE}" as keyof typeof en.contact.form.serviceDates])).toHaveAttribute("type", "date");
  for (const key of ${JSON.stringify(NEW_DETAILS)}) expect(screen.getByLabelText(labels[key])).toBeInTheDocument();
  expect(screen.queryByLabelText(labels.durationHours)).toBeNull();
});

test("the schema keeps its details only, the payload sends them, the e-mail names the service", async () => {
  const result = await validateContact(request, "en");
  if (!result.ok) throw new Error(JSON.stringify(result.fields));
  expect(result.value.details).toEqual({ pickup: "Cologny", passengers: 4 });
  const payload = toPayload({ ...EMPTY_FORM, name: "A B", email: "a@example.org", service: "${NEW_SERVICE}", details: { ...EMPTY_FORM.details, pickup: "Cologny", durationHours: "3" } }, "en");
  expect(payload.details).toEqual({ pickup: "Cologny" });
  const config = { to: "office@company.test", from: "web@company.test", fromName: "Site" };
  const message = buildMessage({ id: "id-1", reference: "GPM-7K3F9Q", request: result.value, quote: quoteOf(result.value), receivedAt: new Date(), config });
  expect(message.subject).toContain(title);
  expect(String(message.text)).toContain("Cologny");
});
`;

describe("Adding a service", () => {
  let copy = "";
  const run = (command: string, args: string[]) => runIn(copy, command, args);
  let refusedBeforeStep2: ReturnType<typeof run>;

  beforeAll(() => {
    copy = copyProject("recipe-service-", TESTS);

    // 1. The catalog: the service and its details, before "other".
    editFile(path.join(copy, "src/booking/catalogue/fields.ts"), (source) => source.replace(/\n {2}other: \[\],/, `\n  "${NEW_SERVICE}": ${JSON.stringify(NEW_DETAILS)},$&`));
    refusedBeforeStep2 = run("tsx", ["scripts/check-content.ts"]);

    // 2. Its card, with the same id (an editor's words: the first card's, retitled).
    const servicesFile = path.join(copy, "content/services.json");
    const services = readJson<{ id: string; title: Record<string, string> }[]>(servicesFile);
    writeJson(servicesFile, [...services, { ...services[0], id: NEW_SERVICE, title: localized("Wedding car", { fr: "Voiture de mariage", de: "Hochzeitsauto", ar: "سيارة الزفاف" }) }]);

    // 3. Its date and time labels and its message placeholder.
    for (const language of LANGUAGES) {
      const file = path.join(copy, "content/locales", language, "translation.json");
      const texts = readJson<{ contact: { form: Record<string, Record<string, string>> } }>(file);
      for (const group of ["serviceDates", "serviceTimes", "messagePlaceholders"]) {
        texts.contact.form[group][NEW_SERVICE] = texts.contact.form[group]["private-transport"];
      }
      writeJson(file, texts);
    }
    writeFileSync(path.join(copy, "__tests__/recipe-probe.test.tsx"), SERVICE_PROBE);
  }, 60_000);

  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  recipeChecks(() => ({ copy, refused: refusedBeforeStep2 }), {
    refusal: "the content check refuses the service until it has a card, then passes",
    because: `has no service with the id "${NEW_SERVICE}"`,
    probe: "the service reaches the form, the schema, the payload and the e-mail; the contact tests pass",
  });
});
