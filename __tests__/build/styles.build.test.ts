/**
 * Every pre-rendered page carries, in its <head>, every Emotion rule its markup uses: with JavaScript
 * off or not yet loaded, each page (both languages, both 404 pages, any page added later) looks as
 * designed. Pages are rendered one after another in one build worker; a shared style cache once left
 * /fr/ without the styles / had already "inserted".
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { builtHtmlFiles, PUBLIC } from "../support/builtHtml";

// The admin's page is Decap's empty shell, styled by its own bundle in the browser; the Identity
// e-mail templates use no Emotion. Every page the site renders is checked.
const pages = builtHtmlFiles().filter((file) => !file.startsWith("admin/") && !file.startsWith("identity-emails/"));

it("covers both languages and both 404 pages", () => {
  expect(pages).toEqual(expect.arrayContaining(["index.html", "fr/index.html", "404.html", "404/index.html", "fr/404.html", "fr/[...].html"]));
  // fr/[...].html: the French 404 page with its /fr/* matchPath, under the name gatsby-adapter-netlify moves it to.
});

describe.each(pages)("%s", (file) => {
  const html = readFileSync(path.join(PUBLIC, file), "utf8");
  const [head, body] = html.split(/<body[^>]*>/);

  it("has a rule for every generated class of its markup", () => {
    const css = [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((match) => match[1]).join("\n");
    const classes = new Set([...body.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/)).filter((name) => /^css-\w+$/.test(name)));
    expect(classes.size).toBeGreaterThan(0);
    const missing = [...classes].filter((name) => !new RegExp(`\\.${name}(?![\\w-])`).test(css));
    expect(missing).toEqual([]);
  });

  it("has its styles in its <head>, none in its <body>", () => {
    expect(/<style data-emotion="css-ssr [^"]+" data-s="">/.exec(head)?.[0]).toBeDefined();
    expect(body.match(/<style[\s>][^>]*>/g) ?? []).toEqual([]);
  });
});
