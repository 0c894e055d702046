/** @jest-environment node */
// The content check on the real content/ and on broken copies of each file, asserting the exact lines
// an editor reads when the build (or `npm run check:content`) refuses the content.
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { checkContent, describeProblems, formatProblem } from "../../src/content/check";
import { CONTENT_ICONS, officeTranslationSchema, schemaAt, vehicleSchema } from "../../src/content/schema";
import { LANGUAGES, OFFICE_LANGUAGES } from "../../src/i18n/languages";
import { ICON_NAMES } from "../../src/components/Icon";
import { createSchemaCustomization, onPreBootstrap } from "../../gatsby-node";
import { describePlaceholders, launchPlaceholders } from "../../src/content/launch";
import { LEGAL_CONDITIONS } from "../../src/legal/pages";
import { QUANTITIES } from "../../src/content/quantities";
import { destinationOf } from "../../src/booking/catalogue/fareIds";

const CONTENT = path.resolve(__dirname, "../../content");
const FLEET = JSON.parse(readFileSync(path.join(CONTENT, "fleet.json"), "utf8")) as { id: string }[];
const made: string[] = [];

/** A copy of content/ in a temporary directory (only the JSON and the hero image are needed). */
function copyContent(): string {
  const root = mkdtempSync(path.join(tmpdir(), "content-check-"));
  made.push(root);
  const dir = path.join(root, "content");
  cpSync(CONTENT, dir, { recursive: true, filter: (source) => !source.endsWith("icon.png") });
  return dir;
}

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- the tests edit arbitrary paths of parsed content JSON

/** The messages for a copy of content/ where `file` went through `change` (parsed JSON or raw text). */
function problemsAfter(file: string, change: (data: Json) => void | Json): string[] {
  const dir = copyContent();
  const full = path.join(dir, file);
  const data = JSON.parse(readFileSync(full, "utf8"));
  const result = change(data);
  writeFileSync(full, typeof result === "string" ? result : JSON.stringify(result ?? data, null, 2));
  return checkContent(dir).map(formatProblem);
}

function rawAfter(file: string, text: string): string[] {
  const dir = copyContent();
  writeFileSync(path.join(dir, file), text);
  return checkContent(dir).map(formatProblem);
}

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

test("the real content/ matches the schema", () => {
  expect(checkContent(CONTENT).map(formatProblem)).toEqual([]);
});

test("the icons content may name are the icons the site has", () => {
  expect([...CONTENT_ICONS].sort()).toEqual([...ICON_NAMES].sort());
});

describe("services.json", () => {
  test("missing French", () => {
    expect(problemsAfter("services.json", (services) => void delete services[1].title.fr)).toEqual([
      "content/services.json: [1].title.fr is required",
    ]);
  });

  test("empty text", () => {
    expect(problemsAfter("services.json", (services) => void (services[0].features[2].en = "  "))).toEqual([
      "content/services.json: [0].features[2].en must not be empty",
    ]);
  });

  test("duplicate id", () => {
    expect(problemsAfter("services.json", (services) => void (services[2].id = "private-transport"))).toEqual([
      'content/services.json: [2].id "private-transport" is already used by [0]',
      'content/services.json: has no service with the id "vehicle-rental", an option of the contact form (src/booking/catalogue/fields.ts)',
    ]);
  });

  test("an id that is not an option of the contact form", () => {
    expect(problemsAfter("services.json", (services) => void (services[1].id = "limousine"))).toEqual([
      'content/services.json: [1].id "limousine" is not a service of the contact form (one of: private-transport, personal-assistance, vehicle-rental)',
      'content/services.json: has no service with the id "personal-assistance", an option of the contact form (src/booking/catalogue/fields.ts)',
    ]);
  });

  test("unknown icon, unknown placeholder, misspelt field, wrong type", () => {
    expect(
      problemsAfter("services.json", (services) => {
        services[0].icon = "car";
        services[1].description.fr = "Dès {{agentMinHours}} heures.";
        services[2].titel = services[2].title;
        services[2].features = "VIP vans";
      }),
    ).toEqual([
      'content/services.json: [0].icon "car" is not an icon the site has (one of: car-front, user-check, key-round, clock, shield-check, award, gem, map-pin)',
      "content/services.json: [1].description.fr uses {{agentMinHours}}, which is not one of {{agentMinimumDuration}}, {{responseDuration}}, {{bookingGenevaDuration}}, {{bookingStandardDuration}}, {{spokenLanguages}}",
      'content/services.json: [2].features must be a list, not text ("VIP vans")',
      "content/services.json: [2].titel is not a known field (expected: id, icon, title, description, features)",
    ]);
  });

  test("a text instead of both languages", () => {
    expect(problemsAfter("services.json", (services) => void (services[0].title = "Private Transportation"))).toEqual([
      `content/services.json: [0].title must be { ${LANGUAGES.map((language) => `"${language}": …`).join(", ")} }, not text ("Private Transportation")`,
    ]);
  });

  test("invalid JSON", () => {
    const source = readFileSync(path.join(CONTENT, "services.json"), "utf8");
    // Drop the comma after the first service's icon (line 4).
    const broken = source.replace('"icon": "car-front",', '"icon": "car-front"');
    expect(broken).not.toBe(source);
    expect(rawAfter("services.json", broken)).toEqual([
      "content/services.json: is not valid JSON (line 5, column 5): check for a missing comma, quote or bracket around there",
    ]);
  });

  test("an empty or missing file", () => {
    expect(rawAfter("services.json", "\n")).toEqual(["content/services.json: is empty: it must hold JSON"]);
    const dir = copyContent();
    unlinkSync(path.join(dir, "services.json"));
    expect(checkContent(dir).map(formatProblem)).toEqual(["content/services.json: is missing"]);
  });
});

describe("fleet.json", () => {
  test("every vehicle has an id, a name in both languages, seats and luggage; ids are unique", () => {
    expect(
      problemsAfter("fleet.json", (fleet) => {
        delete fleet[0].name.fr;
        fleet[1].id = fleet[0].id;
        fleet[2].seats = 0;
        fleet[3].luggage = "two";
      }),
    ).toEqual([
      "content/fleet.json: [0].name.fr is required",
      "content/fleet.json: [2].seats must be at least 1, not 0",
      "content/fleet.json: [3].luggage must be a whole number, not text (\"two\")",
      `content/fleet.json: [1].id "${FLEET[0].id}" is already used by [0]`,
      // The rental prices name every vehicle of the fleet: the one renamed away is no longer in it.
      `content/rates.json: rental[1].vehicle "${FLEET[1].id}" is not a vehicle of fleet.json (one of: ${[FLEET[0], ...FLEET.slice(2)].map((vehicle) => vehicle.id).join(", ")})`,
    ]);
  });

  test("the GraphQL type FleetJson (gatsby/node/createSchemaCustomization.ts) has the schema's fields", () => {
    const createTypes = jest.fn();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Gatsby's node API args, of which the hook uses only `actions`
    (createSchemaCustomization as any)({ actions: { createTypes } });
    const sdl: string = createTypes.mock.calls[0][0];
    const body = /type FleetJson implements Node @dontInfer \{([^}]*)\}/.exec(sdl)?.[1] ?? "";
    const fields = [...body.matchAll(/(\w+):/g)].map((match) => match[1]);
    // gatsby-transformer-json renames `id` to `jsonId`.
    expect(fields).toEqual(Object.keys(vehicleSchema.fields).map((key) => (key === "id" ? "jsonId" : key)));
  });
});

describe("regions.json", () => {
  test("exactly one primary region", () => {
    expect(problemsAfter("regions.json", (regions) => void (regions[2].primary = true))).toEqual([
      "content/regions.json: must have exactly one region with primary: true, not 2: [0], [2]",
    ]);
    expect(problemsAfter("regions.json", (regions) => void (regions[0].primary = false))).toEqual([
      "content/regions.json: must have exactly one region with primary: true, and none has",
    ]);
  });

  test("missing French city, empty city list, primary not a boolean, duplicate id", () => {
    expect(
      problemsAfter("regions.json", (regions) => {
        delete regions[0].cities[1].fr;
        regions[1].cities = [];
        regions[2].primary = "false";
        regions[3].id = "switzerland";
      }),
    ).toEqual([
      "content/regions.json: [0].cities[1].fr is required",
      "content/regions.json: [1].cities must not be an empty list",
      'content/regions.json: [2].primary must be true or false, not text ("false")',
      'content/regions.json: [3].id "switzerland" is already used by [0]',
    ]);
  });
});

describe("site.json", () => {
  test("the office's language is one the office's words exist in", () => {
    expect(problemsAfter("site.json", (site) => void (site.officeLanguage = "ar"))).toHaveLength(1);
    expect(problemsAfter("site.json", (site) => void (site.officeLanguage = "ar"))[0]).toMatch(/^content\/site\.json: officeLanguage /);
  });

  test("bad e-mail", () => {
    expect(problemsAfter("site.json", (site) => void (site.email = "contact@example"))).toEqual([
      'content/site.json: email "contact@example" is not a valid e-mail address, e.g. "contact@example.com"',
    ]);
  });

  test("bad phone number, social link, hour count, missing field", () => {
    expect(
      problemsAfter("site.json", (site) => {
        site.phones[1] = "079 000 00 00";
        site.social.instagram = "instagram.com/us";
        site.bookingNoticeHours.geneva = 1.5;
        site.agentMinimumHours = 0;
        delete site.city.en;
      }),
    ).toEqual([
      'content/site.json: phones[1] "079 000 00 00" is not a phone number in international format, e.g. "+41 22 000 00 00"',
      "content/site.json: city.en is required",
      'content/site.json: social.instagram "instagram.com/us" is not an https:// address (or empty), e.g. "https://www.instagram.com/yourpage"',
      "content/site.json: bookingNoticeHours.geneva must be a whole number, not a number (1.5)",
      "content/site.json: agentMinimumHours must be at least 1, not 0",
    ]);
  });

  test("the hero picture exists", () => {
    expect(problemsAfter("site.json", (site) => void (site.heroImage = "images/lake.jpg"))).toEqual([
      'content/site.json: heroImage "images/lake.jpg" does not exist (no file content/images/lake.jpg)',
    ]);
    expect(problemsAfter("site.json", (site) => void (site.heroImage = "hero.gif"))).toEqual([
      'content/site.json: heroImage "hero.gif" is not a picture in content/images (.jpg, .png, .webp or .avif), e.g. "images/hero.jpg"',
      'content/site.json: heroImage "hero.gif" does not exist (no file content/hero.gif)',
    ]);
  });

  test("each vehicle's picture exists, with its alt text in every language and a focal point", () => {
    expect(
      problemsAfter("fleet.json", (fleet) => {
        fleet[1].picture = "images/fleet/missing.jpg";
        delete fleet[2].pictureAlt.fr;
        fleet[3].pictureFocus = "middle";
      }),
    ).toEqual([
      "content/fleet.json: [2].pictureAlt.fr is required",
      'content/fleet.json: [3].pictureFocus "middle" is not a focal point for the picture\'s crops (one of: attention, entropy, center, north, northeast, east, southeast, south, southwest, west, northwest)',
      'content/fleet.json: [1].picture "images/fleet/missing.jpg" does not exist (no file content/images/fleet/missing.jpg)',
    ]);
  });
});

describe("locale files", () => {
  const fr = "locales/fr/translation.json";
  const en = "locales/en/translation.json";

  test("extra locale key", () => {
    expect(problemsAfter(fr, (strings) => void (strings.nav.extra = "En plus"))).toEqual([
      "content/locales/fr/translation.json: nav.extra is not in content/locales/en/translation.json",
    ]);
  });

  test("the office's words are required in the office's languages, and only there", () => {
    const office = OFFICE_LANGUAGES.find((language) => language !== "en")!;
    expect(problemsAfter(`locales/${office}/translation.json`, (strings) => void delete strings.office.actions.confirm)).toEqual([
      `content/locales/${office}/translation.json: office.actions.confirm is required`,
      `content/locales/${office}/translation.json: office.actions.confirm is required (content/locales/en/translation.json has it)`,
    ]);
    const other = LANGUAGES.find((language) => !(OFFICE_LANGUAGES as readonly string[]).includes(language))!;
    expect(problemsAfter(`locales/${other}/translation.json`, (strings) => void (strings.office = { actions: {} }))).toEqual([
      `content/locales/${other}/translation.json: office is not in content/locales/en/translation.json`,
    ]);
  });

  test.each(OFFICE_LANGUAGES)("every word of the office's e-mail (office.mail.*) is required in %s, named by file and field", (language) => {
    const file = `locales/${language}/translation.json`;
    const words = JSON.parse(readFileSync(path.join(__dirname, "../../content", file), "utf8")).office.mail as Json;
    const leaves = (tree: Json, at: string[]): string[][] =>
      Object.entries(tree).flatMap(([key, value]) => (typeof value === "string" ? [[...at, key]] : leaves(value as Json, [...at, key])));
    // The schema declares each one, so none can go missing unnoticed...
    for (const at of leaves(words, ["office", "mail"])) expect([at.join("."), schemaAt(officeTranslationSchema, at)?.kind]).toEqual([at.join("."), "text"]);
    // ...and the check names the file, the field and so the language of the one that is missing.
    expect(problemsAfter(file, (strings) => void delete strings.office.mail.price.check.differs)).toContain(
      `content/${file}: office.mail.price.check.differs is required`,
    );
  });

  test("the booking e-mails' texts are required in every language", () => {
    const last = LANGUAGES[LANGUAGES.length - 1];
    expect(problemsAfter(`locales/${last}/translation.json`, (strings) => void delete strings.booking.mail.cancellation)).toContain(
      `content/locales/${last}/translation.json: booking.mail.cancellation is required`,
    );
  });

  test("a new key needs every language", () => {
    expect(problemsAfter(en, (strings) => void (strings.footer.madeIn = "Made in Geneva"))).toEqual(
      LANGUAGES.filter((language) => language !== "en").map((language) => `content/locales/${language}/translation.json: footer.madeIn is required (content/locales/en/translation.json has it)`),
    );
  });

  test("a key the site uses is missing or empty", () => {
    expect(
      problemsAfter(fr, (strings) => {
        delete strings.hero.title;
        strings.contact.form.options.other = "";
        delete strings.contact.errors.phone;
      }),
    ).toEqual([
      "content/locales/fr/translation.json: hero.title is required",
      "content/locales/fr/translation.json: contact.form.options.other must not be empty",
      "content/locales/fr/translation.json: contact.errors.phone is required",
    ]);
  });

  test("placeholders must match the English ones", () => {
    expect(
      problemsAfter(fr, (strings) => {
        strings.contact.subtitle_other = strings.contact.subtitle_other.replace("{{count}}", "{{heures}}");
        strings.footer.copyright = "© Tous droits réservés.";
      }),
    ).toEqual([
      "content/locales/fr/translation.json: contact.subtitle_other must use the same placeholders as content/locales/en/translation.json: {{count}} (found {{heures}})",
      "content/locales/fr/translation.json: footer.copyright must use the same placeholders as content/locales/en/translation.json: {{brand}}, {{year}} (found none)",
    ]);
  });

  // i18next's plural keys: both forms in every language, the declared texts and an editor's new ones alike.
  test("a plural text missing a form is named, with its file, in either language", () => {
    expect(
      problemsAfter(fr, (strings) => {
        delete (strings.contact as Record<string, unknown>).subtitle_other;
        (strings.units as Record<string, string>).minutes_one = "{{count}} minute";
      }),
    ).toEqual([
      "content/locales/fr/translation.json: contact.subtitle_other is required",
      "content/locales/fr/translation.json: units.minutes_one is not in content/locales/en/translation.json",
      "content/locales/fr/translation.json: units.minutes_other is required: a plural text in French needs its _one, _other forms",
    ]);
    expect(
      problemsAfter(en, (strings) => {
        delete (strings.units as Record<string, string>).hours_one;
        (strings.units as Record<string, string>).days_few = "{{count}} days";
      }),
    ).toEqual([
      "content/locales/en/translation.json: units.hours_one is required",
      "content/locales/en/translation.json: units.days_few is a plural form English never uses (its forms: _one, _other)",
      "content/locales/en/translation.json: units.days_one is required: a plural text in English needs its _one, _other forms",
      "content/locales/en/translation.json: units.days_other is required: a plural text in English needs its _one, _other forms",
      ...LANGUAGES.filter((language) => language !== "en").map(
        (language) => `content/locales/${language}/translation.json: units.days_few is required (content/locales/en/translation.json has it)`,
      ),
    ]);
  });

  // Arabic counts: zero, one, two, few (3–10), many (11–99) and other (100…), each required; the words
  // for exactly 0, 1 or 2 ("ساعتان", two hours) may stand without {{count}}, the others may not.
  test("an Arabic count without all its forms is refused, naming file and key", () => {
    const arabic = "locales/ar/translation.json";
    expect(
      problemsAfter(arabic, (strings) => {
        delete strings.units.hours_two;
        delete strings.units.hours_many;
      }),
    ).toEqual([
      `content/${arabic}: units.hours_two is required: a plural text in Arabic needs its _zero, _one, _two, _few, _many, _other forms`,
      `content/${arabic}: units.hours_many is required: a plural text in Arabic needs its _zero, _one, _two, _few, _many, _other forms`,
    ]);
    expect(problemsAfter(arabic, (strings) => void (strings.units.hours_few = "ساعات"))).toEqual([
      `content/${arabic}: units.hours_few must use the same placeholders as content/locales/en/translation.json: {{count}} (found none)`,
    ]);
    expect(problemsAfter(arabic, (strings) => void (strings.units.hours_two = "ساعتان"))).toEqual([]);
  });

  test("about pillars and paragraphs", () => {
    expect(
      problemsAfter(en, (strings) => {
        strings.about.pillars[1].icon = "star";
        delete strings.about.pillars[2].text;
        strings.about.paragraphs = [];
      }),
    ).toEqual([
      "content/locales/en/translation.json: about.paragraphs must not be an empty list",
      'content/locales/en/translation.json: about.pillars[1].icon "star" is not an icon the site has (one of: car-front, user-check, key-round, clock, shield-check, award, gem, map-pin)',
      "content/locales/en/translation.json: about.pillars[2].text is required",
    ]);
  });
});

test("every problem of every file is listed at once, file by file", () => {
  const dir = copyContent();
  const edit = (file: string, change: (data: Json) => void) => {
    const full = path.join(dir, file);
    const data = JSON.parse(readFileSync(full, "utf8"));
    change(data);
    writeFileSync(full, JSON.stringify(data));
  };
  edit("locales/fr/translation.json", (strings) => void (strings.nav.extra = "x"));
  edit("site.json", (site) => void (site.email = "nobody"));
  edit("services.json", (services) => void delete services[0].title.fr);
  expect(describeProblems(checkContent(dir))).toBe(
    [
      "The content has 3 problems; fix the file(s) below (`npm run check:content` checks again in a second):",
      "content/services.json: [0].title.fr is required",
      'content/site.json: email "nobody" is not a valid e-mail address, e.g. "contact@example.com"',
      "content/locales/fr/translation.json: nav.extra is not in content/locales/en/translation.json",
    ].join("\n"),
  );
});

describe("the build (gatsby-node onPreBootstrap)", () => {
  const run = (root: string) => {
    const reporter = { panicOnBuild: jest.fn(), warn: jest.fn(), info: jest.fn() };
    const store = { getState: () => ({ program: { directory: root } }) };
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Gatsby's node API args, of which the hook uses only `store` and `reporter`
    (onPreBootstrap as any)({ store, reporter });
    return Object.assign(reporter.panicOnBuild, { warn: reporter.warn });
  };

  test("stops on broken content with every problem, one per line", () => {
    const dir = copyContent();
    const file = path.join(dir, "services.json");
    const services = JSON.parse(readFileSync(file, "utf8"));
    delete services[1].title.fr;
    writeFileSync(file, JSON.stringify(services));
    const panic = run(path.dirname(dir));
    expect(panic).toHaveBeenCalledTimes(1);
    expect(panic.mock.calls[0][0]).toMatch(/\ncontent\/services\.json: \[1\]\.title\.fr is required$/);
  });

  // A project folder with a copy of the real content and no build: onPreBootstrap must not touch this
  // checkout's public/ (it restores files of a previous build there, gatsby/patches/restoreMatchPathFiles.ts).
  test("lets valid content through", () => {
    expect(run(path.dirname(copyContent()))).not.toHaveBeenCalled();
  });

  test("prints the launch check's list of placeholders as a warning, without failing", () => {
    const panic = run(path.dirname(copyContent()));
    expect(panic).not.toHaveBeenCalled();
    const expected = describePlaceholders(launchPlaceholders(CONTENT, process.env));
    expect(expected.split("\n").length).toBeGreaterThan(1);
    expect(panic.warn).toHaveBeenCalledWith(expected);
  });
});

describe("rates.json", () => {
  test("a broken amount is named by its field: cents, text, zero, a negative price", () => {
    expect(
      problemsAfter("rates.json", (rates) => {
        rates.transfers[3].prices[1].amount = 790.5;
        rates.hourly[0].amount = "120";
        rates.rental[1].withChauffeur = 0;
        rates.supplements[2].amount = -15;
      }),
    ).toEqual([
      'content/rates.json: transfers[3].prices[1].amount must be a price in whole Swiss francs (e.g. 250), or null for "on request", not a number (790.5)',
      'content/rates.json: hourly[0].amount must be a price in whole Swiss francs (e.g. 250), or null for "on request", not text ("120")',
      'content/rates.json: rental[1].withChauffeur must be a positive price in Swiss francs (or null for "on request"), not 0',
      'content/rates.json: supplements[2].amount must be a positive price in Swiss francs (or null for "on request"), not -15',
    ]);
  });

  test("a cell on request is an explicit null; a missing cell, an unknown class or origin are named", () => {
    expect(problemsAfter("rates.json", (rates) => void (rates.transfers[0].prices[2].amount = null))).toEqual([]);
    expect(
      problemsAfter("rates.json", (rates) => {
        rates.transfers[0].prices.pop();
        rates.transfers[1].prices[0].class = "limousine";
        rates.transfers[2].from = "lausanne-station";
        rates.hourly[1].class = "s";
      }),
    ).toEqual([
      'content/rates.json: transfers[0].prices has no cell for the vehicle class "v-class": give its price, or null for "on request"',
      'content/rates.json: transfers[1].prices[0].class "limousine" is not a vehicle class of this file (one of: business-sedan, s-class, v-class)',
      'content/rates.json: transfers[1].prices has no cell for the vehicle class "business-sedan": give its price, or null for "on request"',
      'content/rates.json: transfers[2].from "lausanne-station" is not an origin of this file (one of: airport, city)',
      'content/rates.json: hourly[1].class "s" is not a vehicle class of this file (one of: business-sedan, s-class, v-class)',
    ]);
  });

  test("one price per route and direction; a computed supplement once; the night window as HH:MM", () => {
    const problems = problemsAfter("rates.json", (rates) => {
        rates.transfers[3].from = rates.transfers[2].from;
        rates.transfers[3].to = { ...rates.transfers[2].to };
        rates.supplements.push({ ...rates.supplements.find((supplement: { kind: string }) => supplement.kind === "night") });
        rates.nightWindow.from = "10 pm";
      });
    // The file-wide checks (routes) come after each field's own; a route is named by its places' ids.
    const rates = JSON.parse(readFileSync(path.join(CONTENT, "rates.json"), "utf8"));
    const repeated = rates.transfers[2];
    expect(problems).toEqual([
      `content/rates.json: supplements[${rates.supplements.length}].kind "night" is already the kind of another supplement: the price engine adds one of each`,
      'content/rates.json: nightWindow.from "10 pm" is not a time written HH:MM (24 h), e.g. "22:00"',
      `content/rates.json: transfers[3].to repeats the route of transfers[2] (${repeated.from} -> ${destinationOf(rates, repeated).id}): one price per route and direction`,
    ]);
  });

  test("both languages, a real date, and one fleet: classes and rental rows name vehicles of fleet.json, every one of them", () => {
    const fleet = JSON.parse(readFileSync(path.join(CONTENT, "fleet.json"), "utf8")) as { id: string }[];
    expect(
      problemsAfter("rates.json", (rates) => {
        delete rates.transfers[4].to.fr;
        rates.validFrom = "1.1.2026";
        rates.classes[1].vehicle = "s-klasse";
        rates.rental = rates.rental.slice(1);
      }),
    ).toEqual([
      'content/rates.json: validFrom "1.1.2026" is not a date written yyyy-mm-dd, e.g. "2026-01-01"',
      "content/rates.json: transfers[4].to.fr is required",
      `content/rates.json: classes[1].vehicle "s-klasse" is not a vehicle of fleet.json (one of: ${fleet.map((vehicle) => vehicle.id).join(", ")})`,
      `content/rates.json: rental has no prices for ${JSON.stringify(fleet[0].id)}, a vehicle of fleet.json: add its row (null for "on request")`,
    ]);
  });
});

describe("every vehicle class has one known capacity (seats and bags)", () => {
  const rates = JSON.parse(readFileSync(path.join(CONTENT, "rates.json"), "utf8"));
  const own = rates.classes.findIndex((entry: Json) => entry.vehicle === "");
  const car = rates.classes.findIndex((entry: Json) => entry.vehicle !== "");

  test("a class with neither a car of the fleet nor its own seats and bags is refused, naming the file, the field and the class", () => {
    const problems = problemsAfter("rates.json", (data) => void Object.assign(data.classes[own], { vehicle: "", seats: null, luggage: null }));
    expect(problems).toHaveLength(2);
    for (const [index, field] of ["seats", "luggage"].entries()) {
      expect(problems[index]).toMatch(new RegExp(`^content/rates\\.json: classes\\[${own}\\]\\.${field} is required: `));
      expect(problems[index]).toContain(rates.classes[own].name.en);
    }
    // One number alone is not a capacity either.
    expect(problemsAfter("rates.json", (data) => void (data.classes[own].luggage = null))).toEqual([expect.stringMatching(new RegExp(`^content/rates\\.json: classes\\[${own}\\]\\.luggage is required`))]);
  });

  test("a class that is a car of the fleet and states its own numbers too is refused: one source", () => {
    const problems = problemsAfter("rates.json", (data) => void Object.assign(data.classes[car], { seats: 4 }));
    expect(problems).toEqual([expect.stringMatching(new RegExp(`^content/rates\\.json: classes\\[${car}\\]\\.seats must be empty \\(null\\): `))]);
    expect(problems[0]).toContain(JSON.stringify(rates.classes[car].vehicle));
  });

  test("the shipped classes each have one: a car of the fleet, or their own two numbers", () => {
    expect(problemsAfter("rates.json", () => undefined)).toEqual([]);
    for (const entry of rates.classes) {
      if (entry.vehicle) expect([entry.seats, entry.luggage]).toEqual([null, null]);
      else expect([typeof entry.seats, typeof entry.luggage]).toEqual(["number", "number"]);
    }
  });
});

describe("content/company.json and the legal texts (content/legal/)", () => {
  test("the UID must have the CHE-123.456.789 form, the postcode 4 digits", () => {
    expect(
      problemsAfter("company.json", (company) => {
        company.uid = "CHE123456789";
        company.postcode = "CH-1201";
      }),
    ).toEqual([
      'content/company.json: postcode "CH-1201" is not a Swiss postcode (4 digits), e.g. "1201"',
      'content/company.json: uid "CHE123456789" is not a UID in the form CHE-123.456.789, e.g. "CHE-123.456.789"',
    ]);
  });

  test("WhatsApp may be empty (no links), but not a malformed number", () => {
    expect(problemsAfter("company.json", (company) => void (company.whatsapp = ""))).toEqual([]);
    expect(problemsAfter("company.json", (company) => void (company.whatsapp = "079 000"))).toEqual([
      'content/company.json: whatsapp "079 000" is not a phone number in international format (or empty), e.g. "+41 79 000 00 00"',
    ]);
  });

  test("every identity field, the Terms' numbers and the reviewed flags are required", () => {
    expect(
      problemsAfter("company.json", (company) => {
        delete company.legalName;
        company.terms.freeWaitingMinutes = -5;
        company.reviewed.cookies.de = "yes";
      }),
    ).toEqual([
      "content/company.json: legalName is required",
      "content/company.json: terms.freeWaitingMinutes must be at least 0, not -5",
      'content/company.json: reviewed.cookies.de must be true or false, not text ("yes")',
    ]);
  });

  test("a legal text must exist, use only the placeholders the build fills, and leave the <h1> to the page", () => {
    const dir = copyContent();
    unlinkSync(path.join(dir, "legal/terms.fr.md"));
    writeFileSync(path.join(dir, "legal/cookies.en.md"), "# Cookies\n\nWritten by {{author}}. {{governingLanguage}}\n");
    const lines = checkContent(dir).map(formatProblem);
    expect(lines).toContain("content/legal/terms.fr.md: is missing");
    expect(lines).toContainEqual(expect.stringMatching(/^content\/legal\/cookies\.en\.md: uses \{\{author\}\}, which is not one of \{\{brand\}\}, \{\{legalName\}\}/));
    expect(lines).toContain(
      "content/legal/cookies.en.md: has a first-level heading (# …): the page title comes from the texts (legal.*.title); start sections with ##",
    );
    expect(lines).toHaveLength(3);
  });

  test("a legal text's conditions are known names, closed, not nested", () => {
    const dir = copyContent();
    writeFileSync(path.join(dir, "legal/cookies.en.md"), "## A\n\n<!-- if fax -->Fax<!-- end -->\n\n<!-- if whatsapp -->W<!-- if vatNumber -->V<!-- end -->\n\n<!-- else -->\n\n{{governingLanguage}}\n");
    expect(checkContent(dir).map(formatProblem)).toEqual([
      `content/legal/cookies.en.md: uses <!-- if fax -->, which is not one of ${LEGAL_CONDITIONS.join(", ")}`,
      "content/legal/cookies.en.md: opens <!-- if vatNumber --> inside <!-- if whatsapp -->: close it first with <!-- end -->",
      "content/legal/cookies.en.md: has an <!-- else --> without its <!-- if … -->",
    ]);
  });
});

describe("numbers are written by the language, never put bare into a text", () => {
  // Every number content names has one placeholder that writes it with its unit (src/content/quantities.ts).
  test.each(Object.entries(QUANTITIES))("a legal text's bare {{%s}}'s number is refused, naming the written placeholder", (written, { bare }) => {
    const dir = copyContent();
    const file = path.join(dir, "legal/terms.ar.md");
    writeFileSync(file, `${readFileSync(file, "utf8")}\n\nخلال {{${bare}}} ساعة.\n`);
    expect(checkContent(dir).map(formatProblem)).toEqual([expect.stringMatching(new RegExp(`^content/legal/terms\\.ar\\.md: uses \\{\\{${bare}\\}\\}, the bare number: write \\{\\{${written}\\}\\} instead`))]);
  });

  test("the same in the services', the regions' and the Rates' texts", () => {
    expect(
      problemsAfter("services.json", (services) => {
        services[0].description.de = "Ab {{agentMinimumHours}} Stunden.";
      }),
    ).toEqual([expect.stringMatching(/^content\/services\.json: \[0\]\.description\.de uses \{\{agentMinimumHours\}\}, the bare number: write \{\{agentMinimumDuration\}\}/)]);
    expect(
      problemsAfter("rates.json", (rates) => {
        rates.included[0].ar = "إلغاء مجاني حتى {{freeCancellationHours}} ساعة، ثم {{lateCancellationPercent}} %";
      }),
    ).toEqual([
      expect.stringMatching(/^content\/rates\.json: included\[0\]\.ar uses \{\{freeCancellationHours\}\}, the bare number: write \{\{freeCancellationDuration\}\}/),
      expect.stringMatching(/^content\/rates\.json: included\[0\]\.ar uses \{\{lateCancellationPercent\}\}, the bare number: write \{\{lateCancellationShare\}\}/),
    ]);
  });

  test.each(LANGUAGES)("%s: a legal text that does not say which language version prevails is refused", (language) => {
    const dir = copyContent();
    const file = path.join(dir, `legal/cookies.${language}.md`);
    writeFileSync(file, readFileSync(file, "utf8").replace(/\{\{governingLanguage\}\}/g, "X"));
    expect(checkContent(dir).map(formatProblem)).toEqual([
      `content/legal/cookies.${language}.md: does not say which language version prevails: add the closing section that names {{governingLanguage}}, as the other legal texts do`,
    ]);
  });

  test.each(LANGUAGES)("%s: Terms without the cancellation ceiling or the fines' fee as a figure are refused, each named", (language) => {
    const dir = copyContent();
    const file = path.join(dir, `legal/terms.${language}.md`);
    writeFileSync(file, readFileSync(file, "utf8").replace(/\{\{(lateCancellationShare|finesFeeAmount)\}\}/g, "X"));
    expect(checkContent(dir).map(formatProblem)).toEqual([
      expect.stringMatching(new RegExp(`^content/legal/terms\\.${language}\\.md: does not name \\{\\{lateCancellationShare\\}\\} \\(`)),
      expect.stringMatching(new RegExp(`^content/legal/terms\\.${language}\\.md: does not name \\{\\{finesFeeAmount\\}\\} \\(`)),
    ]);
  });

  test.each(LANGUAGES)("%s: a Privacy Policy that does not say how long the status link works, or how long the booking's e-mails are kept, is refused", (language) => {
    const dir = copyContent();
    const file = path.join(dir, `legal/privacy.${language}.md`);
    writeFileSync(file, readFileSync(file, "utf8").replace(/\{\{(statusLinkDuration|requestRetentionDuration)\}\}/g, "X"));
    expect(checkContent(dir).map(formatProblem)).toEqual([
      expect.stringMatching(new RegExp(`^content/legal/privacy\\.${language}\\.md: does not name \\{\\{requestRetentionDuration\\}\\} \\(`)),
      expect.stringMatching(new RegExp(`^content/legal/privacy\\.${language}\\.md: does not name \\{\\{statusLinkDuration\\}\\} \\(`)),
    ]);
  });

  test("a Latin comma joining values into an Arabic sentence is refused, as after an Arabic word", () => {
    const dir = copyContent();
    const file = path.join(dir, "legal/legal-notice.ar.md");
    writeFileSync(file, `${readFileSync(file, "utf8")}\n\n{{legalName}}, {{address}}\n`);
    expect(checkContent(dir).map(formatProblem)).toEqual([expect.stringMatching(/^content\/legal\/legal-notice\.ar\.md: line \d+ uses the Latin “,” where Arabic writes “،”/)]);
  });
});

describe("company.json: what the Privacy Policy and the Cookie Policy list", () => {
  test("a field the contact form sends that no data category names is reported", () => {
    // The first category's fields, taken out: each is a field of the form (src/booking/catalogue/options.ts).
    let removed: string[] = [];
    const lines = problemsAfter("company.json", (company) => {
      removed = company.dataCategories[0].fields;
      company.dataCategories.splice(0, 1);
    });
    expect(removed.length).toBeGreaterThan(0);
    expect(lines).toEqual(
      removed.map(
        (field) =>
          `content/company.json: dataCategories names no category for ${JSON.stringify(field)}, a field the contact form sends (src/booking/catalogue/options.ts): add it to a category`,
      ),
    );
  });

  test("a category naming something the form does not send is reported", () => {
    expect(problemsAfter("company.json", (company) => void company.dataCategories[0].fields.push("shoeSize"))).toEqual([
      expect.stringMatching(/^content\/company\.json: dataCategories\[0\]\.fields\[\d+\] "shoeSize" is not a field of the contact form \(one of: name, email, /),
    ]);
  });

  test("VAT number, social links: empty or well formed; # is no longer an address", () => {
    expect(problemsAfter("company.json", (company) => void (company.vatNumber = "123"))).toEqual([
      'content/company.json: vatNumber "123" is not a VAT number in the form CHE-123.456.789 MWST (or empty), e.g. "CHE-123.456.789 MWST"',
    ]);
    expect(problemsAfter("company.json", (company) => void (company.vatNumber = "CHE-987.654.321 TVA"))).toEqual([]);
    expect(problemsAfter("site.json", (site) => void (site.social.facebook = "#"))).toEqual([
      'content/site.json: social.facebook "#" is not an https:// address (or empty), e.g. "https://www.facebook.com/yourpage"',
    ]);
  });
});
