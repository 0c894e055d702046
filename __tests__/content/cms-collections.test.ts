/** @jest-environment node */
// The admin's configuration (src/cms/collections.ts, what /admin/ runs) against the schema and the files:
// every CMS field points at a field the schema declares and the content files hold, with a widget of
// the right kind, the same patterns and limits; and every field of the schema (every string of the
// locale files) can be edited. So the CMS and the schema cannot drift apart.
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  cmsConfigFor,
  collections,
  fixedLists,
  ROOT_LIST_FIELD,
  ROOT_LIST_FORMAT,
  rootListFormat,
  stringifyContent,
  type CmsCollection,
} from "../../src/cms/collections";
import type { CmsField } from "../../src/cms/fields";
import { cmsBackend, usesIdentityWidget } from "../../src/cms/backend";
import { adminSettings } from "../../gatsby/admin/build";
import { checkDecapMarkup, DECAP_LABELS, decapMarkupProblems } from "../../gatsby/admin/decapMarkup";
import { DECAP_MARKUP } from "../../src/cms/adminChrome";
import { brandLogoSvg, brandLogoUrl, EMBLEM } from "../../src/cms/brandLogo";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { BrandMark } from "../../src/components/BrandMark";
import { colors } from "../../src/styles/theme";
import site from "../../content/site.json";
import { LEGAL_FILES } from "../../src/legal/pages";
import { CONTENT_FILES, CONTENT_ICONS, ICON_LABELS, IMAGE_PATTERN, OFFICE_GROUP, SERVICE_IDS, object, officeTranslationSchema, schemaAt, type ObjectSchema, type Schema } from "../../src/content/schema";
import { isOfficeLanguage, LANGUAGES, OFFICE_LANGUAGES } from "../../src/i18n/languages";
import services from "../../content/services.json";

/** gatsby-node's onPreInit in the given environment, with Decap's markup problems as given (the framework checks left out). */
async function preInitWith(env: Record<string, string>, markup: string[] = []) {
  let onPreInit: (args: unknown) => Promise<void> = async () => {};
  jest.isolateModules(() => {
    jest.doMock("../../gatsby/patches", () => ({ checkPatchesBeforeBuild: () => {} }));
    jest.doMock("../../gatsby/patches/reactStreamNulBytes", () => ({ checkReactStillEmitsNul: async () => {} }));
    jest.doMock("../../gatsby/admin/decapMarkup", () => ({ checkDecapMarkup: () => markup }));
    ({ onPreInit } = require("../../gatsby/node/onPreInit"));
  });
  for (const name of ["../../gatsby/patches", "../../gatsby/patches/reactStreamNulBytes", "../../gatsby/admin/decapMarkup"]) jest.dontMock(name);
  const saved = { ...process.env };
  Object.assign(process.env, env);
  const panic = (message: string) => {
    throw new Error(message);
  };
  try {
    await onPreInit({ store: { getState: () => ({ program: { directory: "/" } }) }, reporter: { panic } });
  } finally {
    for (const key of Object.keys(env)) delete process.env[key];
    Object.assign(process.env, saved);
  }
}

const ROOT = path.resolve(__dirname, "../..");
type Tree = Record<string, unknown>;
const isTree = (value: unknown): value is Tree => typeof value === "object" && value !== null && !Array.isArray(value);

/** What is wrong between a field and the schema node / content values at the same place. */
function checkField(field: CmsField, node: Schema | undefined, values: unknown[], at: string, open: boolean, problems: string[]) {
  const expect = (ok: boolean, message: string) => {
    if (!ok) problems.push(`${at}: ${message}`);
  };
  if (!node) {
    // Only open objects (locale files) have keys the schema does not declare: strings or groups of them.
    if (!open) return problems.push(`${at}: the schema has no such field`);
    if (field.widget === "object") {
      values.forEach((value) => expect(isTree(value), "is a group in the CMS but not in the file"));
      return walkObject(field.fields ?? [], object({}, { open: true }), values, at, problems);
    }
    expect(field.widget === "string" || field.widget === "text", `widget ${field.widget} for an undeclared text`);
    return values.forEach((value) => expect(typeof value === "string", "is text in the CMS but not in the file"));
  }
  // The schema requires every field but the optional texts (WhatsApp); so does the admin (Decap's default).
  // A price may be emptied ("on request"): not required either; nor a text in every language that waits
  // for an owner's decision (it may be empty in all languages, never in one: LocalizedControl).
  const optional = (node.kind === "text" && node.optional) || (node.kind === "int" && node.nullable) || (node.kind === "localized" && node.text.optional === true);
  expect((field.required === false) === optional, optional ? "is optional in the schema but required in the CMS" : "is optional in the CMS but required by the schema");
  switch (field.widget) {
    case "string":
    case "text":
    case "image":
      if (node.kind !== "text") return expect(false, `widget ${field.widget}, schema ${node.kind}`);
      if (field.widget === "image") expect(node.pattern?.regex === IMAGE_PATTERN, "image field without the image pattern in the schema");
      else expect((field.widget === "text") === node.multiline, `widget ${field.widget} but the schema says multiline: ${node.multiline}`);
      if (field.widget !== "image") {
        expect(field.pattern?.[0] === node.pattern?.regex.source, `pattern ${field.pattern?.[0]} in the CMS, ${node.pattern?.regex.source} in the schema`);
      }
      return;
    case "number":
      if (node.kind !== "int") return expect(false, `widget number, schema ${node.kind}`);
      expect(field.value_type === "int" && field.min === node.min, `number field must be value_type int, min ${node.min}`);
      return;
    case "boolean":
      return expect(node.kind === "bool", `widget boolean, schema ${node.kind}`);
    case "select":
      if (node.kind !== "oneOf") return expect(false, `widget select, schema ${node.kind}`);
      expect(JSON.stringify(field.options?.map((option) => option.value)) === JSON.stringify(node.values), "select options differ from the schema's values");
      return;
    case "technical-id":
      // Read-only once set: the schema's choices (with names for editors) or its pattern for new items.
      if (node.kind === "oneOf") {
        expect(JSON.stringify(field.options?.map((option) => option.value)) === JSON.stringify(node.values), "technical-id options differ from the schema's values");
        return;
      }
      if (node.kind !== "text") return expect(false, `widget technical-id, schema ${node.kind}`);
      expect(field.pattern?.[0] === node.pattern?.regex.source, `pattern ${field.pattern?.[0]} in the CMS, ${node.pattern?.regex.source} in the schema`);
      return;
    case "localized":
      if (node.kind !== "localized") return expect(false, `widget localized, schema ${node.kind}`);
      expect(Boolean(field.multiline) === node.text.multiline, `multiline: ${Boolean(field.multiline)} in the CMS, ${node.text.multiline} in the schema`);
      return;
    case "localized-list":
      return expect(node.kind === "list" && node.item.kind === "localized", `widget localized-list, schema ${node.kind}`);
    case "object":
      if (node.kind !== "object") return expect(false, `widget object, schema ${node.kind}`);
      return walkObject(field.fields ?? [], node, values, at, problems);
    case "list": {
      if (node.kind !== "list") return expect(false, `widget list, schema ${node.kind}`);
      const items = values.flatMap((value) => (Array.isArray(value) ? value : []));
      if (field.fields) {
        if (node.item.kind !== "object") return expect(false, `list of objects in the CMS, of ${node.item.kind} in the schema`);
        return walkObject(field.fields, node.item, items, `${at}[]`, problems);
      }
      if (!field.field) return expect(false, "list without field(s)");
      return checkField(field.field, node.item, items, `${at}[]`, false, problems);
    }
    default:
      return expect(false, `unexpected widget ${String(field.widget)}`);
  }
}

function walkObject(fields: CmsField[], schema: ObjectSchema, values: unknown[], at: string, problems: string[]) {
  const names = fields.map((field) => field.name);
  for (const field of fields) {
    const where = at ? `${at}.${field.name}` : field.name;
    values.forEach((value) => {
      if (!isTree(value) || !(field.name in value)) problems.push(`${where}: not in the content file`);
    });
    const inner = values.map((value) => (isTree(value) ? value[field.name] : undefined)).filter((value) => value !== undefined);
    checkField(field, schemaAt(schema, [field.name]), inner, where, schema.open, problems);
  }
  // The other way round: everything the schema declares, and every key of the files, can be edited.
  for (const key of Object.keys(schema.fields)) {
    if (!names.includes(key)) problems.push(`${at ? `${at}.` : ""}${key}: in the schema but not in the CMS`);
  }
  for (const value of values) {
    if (!isTree(value)) continue;
    for (const key of Object.keys(value)) {
      if (!names.includes(key) && !(key in schema.fields)) problems.push(`${at ? `${at}.` : ""}${key}: in the content file but not in the CMS`);
    }
  }
}

/** Every drift between a set of collections, the schema and the content files. */
function drift(config: CmsCollection[]): string[] {
  const problems: string[] = [];
  const configured = config.flatMap((collection) => collection.files.map((file) => file.file));
  for (const file of Object.keys(CONTENT_FILES)) {
    const count = configured.filter((name) => name === `content/${file}`).length;
    if (count !== 1) problems.push(`content/${file}: ${count} CMS entries (expected 1)`);
  }
  for (const collection of config) {
    // The legal texts are Markdown, not JSON: checked by their own test below.
    if (collection.extension === "md") continue;
    for (const file of collection.files) {
      const key = file.file.replace(/^content\//, "") as keyof typeof CONTENT_FILES;
      const schema = CONTENT_FILES[key] as Schema | undefined;
      if (!schema) {
        problems.push(`${file.file}: not a content file of the schema`);
        continue;
      }
      const text = readFileSync(path.join(ROOT, file.file), "utf8");
      const rootList = schema.kind === "list";
      if (rootList !== (collection.format === ROOT_LIST_FORMAT)) problems.push(`${file.file}: format ${collection.format} for a ${schema.kind}`);
      const data = rootList ? rootListFormat.fromFile(text) : JSON.parse(text);
      const root = rootList ? object({ [ROOT_LIST_FIELD]: schema }) : schema;
      if (root.kind !== "object") throw new Error(`unexpected root ${root.kind}`);
      walkObject(file.fields, root, [data], file.file, problems);
    }
  }
  return problems;
}

test("every CMS field matches the schema and the content files, and every content field is in the CMS", () => {
  expect(drift(collections)).toEqual([]);
});

test("the office's e-mail words (office.mail.*) are edited in each office language's texts, under the schema's titles, and only there", () => {
  const fieldsOf = (language: string) => collections.flatMap((collection) => collection.files).find((file) => file.file === `content/locales/${language}/translation.json`)!.fields;
  const leaves = (fields: CmsField[], at: string[]): string[] => fields.flatMap((field) => (field.fields ? leaves(field.fields, [...at, field.name]) : [[...at, field.name].join(".")]));
  const english = JSON.parse(readFileSync(path.join(__dirname, "../../content/locales/en/translation.json"), "utf8")) as { office: { mail: Record<string, unknown> } };
  const texts = (tree: Record<string, unknown>, at: string[]): string[] =>
    Object.entries(tree).flatMap(([key, value]) => (typeof value === "string" ? [[...at, key].join(".")] : texts(value as Record<string, unknown>, [...at, key])));
  for (const language of OFFICE_LANGUAGES) {
    const office = fieldsOf(language).find((field) => field.name === OFFICE_GROUP)!;
    const mail = office.fields!.find((field) => field.name === "mail")!;
    expect([office.label, mail.label]).toEqual([OFFICE_GROUP, "office.mail"].map((at) => schemaAt(officeTranslationSchema, at.split("."))!.admin!.label));
    expect(leaves(mail.fields!, ["office", "mail"]).sort()).toEqual(texts(english.office.mail, ["office", "mail"]).sort());
  }
  for (const language of LANGUAGES.filter((language) => !isOfficeLanguage(language))) {
    expect(fieldsOf(language).map((field) => field.name)).not.toContain(OFFICE_GROUP);
  }
});

test("every legal text (content/legal/) is edited once, as Markdown, in a collection of plain Markdown files", () => {
  const legal = collections.filter((collection) => collection.extension === "md");
  expect(legal).toHaveLength(1);
  expect(legal[0].format).toBe("frontmatter");
  expect(legal[0].files.map((file) => file.file).sort()).toEqual(LEGAL_FILES.map(({ file }) => `content/${file}`).sort());
  for (const file of legal[0].files) expect(file.fields).toEqual([expect.objectContaining({ name: "body", widget: "markdown" })]);
  // Decap writes a file without front matter as its body alone: the files stay plain Markdown.
  for (const { file } of LEGAL_FILES) expect(readFileSync(path.join(ROOT, "content", file), "utf8")).not.toMatch(/^---/);
});

test("the admin runs this configuration: the build's backend on Netlify, the local backend on a laptop, no config.yml", () => {
  const cmsConfig = cmsConfigFor(cmsBackend({}));
  expect(cmsConfig).toMatchObject({
    load_config_file: false,
    backend: { name: "git-gateway", branch: "main" },
    local_backend: true,
    media_folder: "content/images",
    public_folder: "images",
  });
  expect(cmsConfig.collections).toBe(collections);
  // The admin's module passes it, with the backend the build inlined, to CMS.init.
  expect(readFileSync(path.join(ROOT, "src/cms/cms.tsx"), "utf8")).toMatch(/CMS\.init\(\{\s*config: cmsConfigFor\(CMS_BACKEND, brandLogoUrl\(site\.brand, displayFont\)\)/);
  // site.json names its hero picture relative to content/, like the image widget (public_folder).
  const site = JSON.parse(readFileSync(path.join(ROOT, "content/site.json"), "utf8"));
  expect(site.heroImage.startsWith(`${cmsConfig.public_folder}/`)).toBe(true);
});

describe("the backend is chosen at build time by CMS_BACKEND, CMS_REPO, CMS_BRANCH", () => {
  test("github on Netlify: log-in through Netlify's GitHub OAuth provider, on the repository and branch given", () => {
    const backend = cmsBackend({ CMS_BACKEND: "github", CMS_REPO: "geneva-mobility/site", CMS_BRANCH: "content", NETLIFY: "true" });
    expect(cmsConfigFor(backend).backend).toEqual({
      name: "github",
      repo: "geneva-mobility/site",
      branch: "content",
      base_url: "https://api.netlify.com",
      auth_endpoint: "auth",
    });
    expect(cmsConfigFor(backend).local_backend).toBe(true);
    expect(usesIdentityWidget(backend, { NETLIFY: "true" })).toBe(false);
    expect(cmsBackend({ CMS_BACKEND: "github", CMS_REPO: "a/b" })).toMatchObject({ branch: "main" });
  });

  test("git-gateway (the default): Netlify Identity and Git Gateway, with the Identity widget on Netlify only", () => {
    for (const env of [{}, { CMS_BACKEND: "git-gateway" }, { CMS_BACKEND: "", CMS_REPO: "ignored/here" }]) {
      expect(cmsConfigFor(cmsBackend(env)).backend).toEqual({ name: "git-gateway", branch: "main" });
    }
    const backend = cmsBackend({ CMS_BACKEND: "git-gateway", CMS_BRANCH: "release/site" });
    expect(backend).toEqual({ name: "git-gateway", branch: "release/site" });
    expect(usesIdentityWidget(backend, { NETLIFY: "true" })).toBe(true);
    // A site on its own server offers no Netlify Identity log-in: it could not work there.
    expect(usesIdentityWidget(backend, {})).toBe(false);
  });

  test.each([
    [{ CMS_BACKEND: "github" }, /CMS_BACKEND=github needs CMS_REPO/],
    [{ CMS_BACKEND: "github", CMS_REPO: "  " }, /needs CMS_REPO/],
    [{ CMS_BACKEND: "github", CMS_REPO: "https://github.com/a/b" }, /CMS_REPO "https:\/\/github.com\/a\/b" is not of the form owner\/name/],
    [{ CMS_BACKEND: "gitlab" }, /CMS_BACKEND is "gitlab"; set it to "github" or "git-gateway"/],
    [{ CMS_BRANCH: "main..x" }, /CMS_BRANCH "main..x" is not a branch name/],
  ])("%j stops the build with the variable to set", (env, message) => {
    expect(() => cmsBackend(env)).toThrow(message);
    expect(() => cmsBackend(env)).toThrow(/docs\/editing\.md, "On the live site \(Netlify\)"/);
  });

  test("the admin's build gets the backend, and the Identity widget only for git-gateway on Netlify", () => {
    expect(adminSettings({ CMS_BACKEND: "github", CMS_REPO: "geneva-mobility/site", NETLIFY: "true" })).toMatchObject({
      backend: { name: "github", repo: "geneva-mobility/site", branch: "main", base_url: "https://api.netlify.com", auth_endpoint: "auth" },
      problem: undefined,
      identity: false,
    });
    expect(adminSettings({ NETLIFY: "true" })).toMatchObject({ backend: { name: "git-gateway", branch: "main" }, identity: true });
    expect(adminSettings({ NETLIFY: "" })).toMatchObject({ backend: { name: "git-gateway", branch: "main" }, identity: false });
    // Built anywhere else, the GitHub log-in goes through our own server (src/server/oauth.ts).
    expect(adminSettings({ CMS_BACKEND: "github", CMS_REPO: "geneva-mobility/site", SITE_URL: "https://www.gpm.ch" })).toMatchObject({
      backend: { name: "github", repo: "geneva-mobility/site", base_url: "https://www.gpm.ch", auth_endpoint: "api/auth" },
      identity: false,
    });
  });

  test("a missing CMS_REPO stops the build in onPreInit with the message (not swallowed with gatsby-config)", async () => {
    expect(adminSettings({ CMS_BACKEND: "github" }).backend).toBeUndefined();
    await expect(preInitWith({ CMS_BACKEND: "github" })).rejects.toThrow(/CMS_BACKEND=github needs CMS_REPO/);
  });
});

test("the drift check catches a renamed, a missing, a mistyped and an extra field", () => {
  const copy: CmsCollection[] = structuredClone(collections);
  const services = copy[0].files[0].fields[0].fields!;
  services.find((field) => field.name === "title")!.name = "titel";
  copy[2].files[0].fields = copy[2].files[0].fields.filter((field) => field.name !== "email");
  copy[2].files[0].fields.find((field) => field.name === "phones")!.field!.pattern = ["^.*$", "anything"];
  copy[1].files[0].fields[0].fields!.push({ name: "country", label: "Country", widget: "string" });
  copy[3].files[1].fields.find((field) => field.name === "nav")!.fields!.push({ name: "extra", label: "Extra", widget: "string" });
  expect(drift(copy)).toEqual([
    "content/services.json.items[].titel: not in the content file",
    "content/services.json.items[].titel: not in the content file",
    "content/services.json.items[].titel: not in the content file",
    "content/services.json.items[].titel: the schema has no such field",
    "content/services.json.items[].title: in the schema but not in the CMS",
    "content/regions.json.items[].country: not in the content file",
    "content/regions.json.items[].country: not in the content file",
    "content/regions.json.items[].country: not in the content file",
    "content/regions.json.items[].country: not in the content file",
    "content/regions.json.items[].country: the schema has no such field",
    "content/site.json.phones[]: pattern ^.*$ in the CMS, ^\\+[1-9](?: ?[0-9]){7,14}$ in the schema",
    "content/site.json.email: in the schema but not in the CMS",
    "content/locales/fr/translation.json.nav.extra: not in the content file",
  ]);
});

test("the list files keep their shape through the admin: read as { items }, written back as a list", () => {
  for (const file of ["content/services.json", "content/regions.json"]) {
    const text = readFileSync(path.join(ROOT, file), "utf8");
    const data = rootListFormat.fromFile(text);
    expect(Object.keys(data)).toEqual([ROOT_LIST_FIELD]);
    const written = rootListFormat.toFile(data);
    expect(JSON.parse(written)).toEqual(JSON.parse(text));
    // As Decap writes JSON: two-space indentation and a final newline.
    expect(written).toBe(stringifyContent(JSON.parse(text)));
  }
});

/** Every field of the configuration, nested ones included, with where it is. */
function allFields(fields: CmsField[], at: string): { at: string; field: CmsField }[] {
  return fields.flatMap((field) => {
    const here = `${at}.${field.name}`;
    return [{ at: here, field }, ...allFields(field.fields ?? [], here), ...(field.field ? allFields([field.field], here) : [])];
  });
}
const everyField = collections.flatMap((collection) => collection.files.flatMap((file) => allFields(file.fields, file.file)));

test("technical ids are not free text: every id is a technical-id field (read-only once set)", () => {
  const ids = everyField.filter(({ field }) => field.name === "id");
  expect(ids.map(({ at }) => at).sort()).toEqual([
    "content/fleet.json.items.id",
    "content/rates.json.classes.id",
    "content/rates.json.origins.id",
    "content/rates.json.transfers.id",
    "content/regions.json.items.id",
    "content/services.json.items.id",
  ]);
  for (const { at, field } of ids) expect([at, field.widget]).toEqual([at, "technical-id"]);
  // A service's id is shown as the service's name, the one the contact form shows.
  const serviceId = ids.find(({ at }) => at.startsWith("content/services.json"))!.field;
  expect(serviceId.options).toEqual(SERVICE_IDS.map((id) => ({ value: id, label: services.find((service) => service.id === id)!.title.en })));
});

test("icons are chosen by a human name, never by the code's name", () => {
  const icons = everyField.filter(({ field }) => field.name === "icon");
  expect(icons.length).toBeGreaterThanOrEqual(2);
  for (const { field } of icons) {
    expect(field.widget).toBe("select");
    expect(field.options!.map((option) => option.value)).toEqual([...CONTENT_ICONS]);
    for (const option of field.options!) {
      expect(option.label).toBe(ICON_LABELS[option.value as (typeof CONTENT_ICONS)[number]]);
      expect(option.label).not.toMatch(/-|^[a-z]/);
    }
  }
});

test("the services list offers neither adding nor removing a service, and refuses to save another number of them", () => {
  const list = collections.find((collection) => collection.name === "services")!.files[0].fields[0];
  expect(list).toMatchObject({ widget: "list", allow_add: false, allow_remove: false, min: SERVICE_IDS.length, max: SERVICE_IDS.length });
  // Decap 3.6.4 ignores allow_remove: src/cms/adminChrome.tsx hides the remove buttons of these lists.
  expect(fixedLists).toEqual([{ collection: "services", field: ROOT_LIST_FIELD }]);
});

describe("the company's mark in the admin", () => {
  const FONT = "data:font/woff2;base64,AAAA";

  test("the log-in page shows it (logo_url): the lozenge above the brand name, in the site's display face", () => {
    const url = brandLogoUrl(site.brand, FONT);
    expect(cmsConfigFor(cmsBackend({}), url).logo_url).toBe(url);
    const svg = decodeURIComponent(url.replace(/^data:image\/svg\+xml;charset=utf-8,/, ""));
    expect(svg).toBe(brandLogoSvg(site.brand, FONT));
    expect(svg).toContain(`>${site.brand.toUpperCase()}</text>`);
    expect(svg).toContain(`src:url(${FONT}) format("woff2")`);
    expect(svg.match(new RegExp(`fill="${colors.goldDeep}"|stroke="${colors.goldDeep}"`, "g"))).toHaveLength(2);
    // Decap's logo box is 300 px wide: the picture never is wider, and the name is set to fit it.
    for (const brand of [site.brand, "A", "An exceptionally long company name for a chauffeur house"]) {
      const [, width, , viewWidth] = /width="(\d+)" height="(\d+)" viewBox="0 0 (\d+) /.exec(brandLogoSvg(brand, FONT))!;
      expect(Number(width)).toBeLessThanOrEqual(300);
      const textLength = Number(/textLength="(\d+)"/.exec(brandLogoSvg(brand, FONT))![1]);
      expect(textLength).toBeLessThanOrEqual(Number(viewWidth));
    }
    // The lozenge is BrandMark's.
    const rects = (markup: string) => [...markup.matchAll(/<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)" transform="([^"]+)"/g)].map((m) => m.slice(1).join(" "));
    expect(rects(svg)).toEqual(rects(renderToStaticMarkup(createElement(BrandMark, { brand: site.brand }))));
    expect(rects(svg)).toHaveLength(2);
    expect(renderToStaticMarkup(createElement(BrandMark, { brand: site.brand }))).toContain(`stroke-width="${EMBLEM.stroke}"`);
    // Escaped as XML.
    expect(brandLogoSvg("A & B <C>", FONT)).toContain(">A &#38; B &#60;C&#62;</text>");
  });

  test("the build stops when Decap's markup that adminChrome relies on is gone, or Decap has its own header logo", () => {
    expect(Object.values(DECAP_MARKUP).map((selector) => /class\*="(\w+)"/.exec(selector)![1]).sort()).toEqual([...DECAP_LABELS].sort());
    // The Decap this project installs (3.6.4) passes.
    expect(checkDecapMarkup(path.resolve(__dirname, "../.."))).toEqual([]);
    const bundle = DECAP_LABELS.map((label: string) => `label:"${label}"`).join(";");
    expect(decapMarkupProblems(bundle)).toEqual([]);
    expect(decapMarkupProblems(bundle.replace('label:"NestedObjectLabel"', ""))).toEqual([expect.stringMatching(/"NestedObjectLabel".*src\/cms\/adminChrome\.tsx/)]);
    expect(decapMarkupProblems(`${bundle};show_in_header:{type:"boolean"}`)).toEqual([expect.stringMatching(/decaporg\/decap-cms#7487/)]);
    expect(decapMarkupProblems(`${bundle};allow_remove:{type:"boolean"}`)).toEqual([expect.stringMatching(/decaporg\/decap-cms#7573/)]);
    // …and onPreInit panics with them before anything is built.
    return expect(preInitWith({}, ["Decap no longer labels X"])).rejects.toThrow(/admin: Decap no longer labels X/);
  });
});
