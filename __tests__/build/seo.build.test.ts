/** Search and sharing tags of the built pages (public/), generated from content/. */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import regions from "../../content/regions.json";
import services from "../../content/services.json";
import site from "../../content/site.json";
import rates from "../../content/rates.json";
import company from "../../content/company.json";
import { siteUrl } from "../../src/i18n/siteUrl";
import { LEGAL_PAGES } from "../../src/legal/list";
import { LEGAL_PATHS } from "../../src/legal/pages";
import { languageInfo, LANGUAGE_LIST, LANGUAGES, localizedPath } from "../../src/i18n/languages";
import { strings } from "../support/content";

const PUBLIC = path.resolve(__dirname, "../../public");
const read = (file: string) => readFileSync(path.join(PUBLIC, file), "utf8");
const decode = (value: string) =>
  value
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"');

function attr(html: string, tag: RegExp, name: string): string[] {
  return [...html.matchAll(tag)].map((m) => decode(new RegExp(`${name}="([^"]*)"`).exec(m[0])?.[1] ?? ""));
}
const metaProperty = (html: string, property: string) => attr(html, new RegExp(`<meta[^>]*property="${property}"[^>]*>`, "g"), "content");
const metaName = (html: string, name: string) => attr(html, new RegExp(`<meta[^>]*name="${name}"[^>]*>`, "g"), "content");

// Every language's home page; the business's town as that language writes it (company.json).
const pages = LANGUAGE_LIST.map(({ code }) => ({
  language: code,
  file: `${localizedPath(code, "/").slice(1)}index.html`,
  url: `${siteUrl}${localizedPath(code, "/")}`,
  t: strings[code],
  locality: company.city[code],
}));

describe.each(pages)("the $language home page", ({ language, file, url, t, locality }) => {
  const html = read(file);

  it("has its title, description, canonical URL and hreflang alternates", () => {
    expect(decode(/<title[^>]*>([^<]*)<\/title>/.exec(html)![1])).toBe(t.meta.title);
    expect(metaName(html, "description")).toEqual([t.meta.description]);
    expect(attr(html, /<link[^>]*rel="canonical"[^>]*>/g, "href")).toEqual([url]);
    const alternates = [...html.matchAll(/<link[^>]*rel="alternate"[^>]*>/g)].map((m) => [
      /hreflang="([^"]*)"/i.exec(m[0])![1],
      /href="([^"]*)"/.exec(m[0])![1],
    ]);
    expect(alternates).toEqual([...LANGUAGES.map((code) => [code, `${siteUrl}${localizedPath(code, "/")}`]), ["x-default", `${siteUrl}/`]]);
  });

  it("has Open Graph and Twitter tags with a 1200x630 share image made at build time", async () => {
    expect(metaProperty(html, "og:title")).toEqual([t.meta.title]);
    expect(metaProperty(html, "og:url")).toEqual([url]);
    expect(metaProperty(html, "og:locale")).toEqual([languageInfo(language).ogLocale]);
    expect(metaName(html, "twitter:card")).toEqual(["summary_large_image"]);
    const [image] = metaProperty(html, "og:image");
    expect(image).toBe(`${siteUrl}/og/share-${language}.jpg`);
    expect(metaName(html, "twitter:image")).toEqual([image]);
    const meta = await sharp(path.join(PUBLIC, new URL(image).pathname)).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([1200, 630, "jpeg"]);
  });

  it("describes the business once, as LocalBusiness JSON-LD generated from content/", () => {
    const scripts = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts[0][1]);
    expect(data["@type"]).toBe("LocalBusiness");
    expect(data.name).toBe(site.brand);
    expect(data.telephone).toEqual(site.phones);
    expect(data.email).toBe(site.email);
    expect(data.address).toMatchObject({ addressLocality: locality, addressCountry: "CH" });
    expect(data.areaServed.map((area: { name: string }) => area.name)).toEqual(regions.map((r) => r.name[language]));
    expect(data.openingHoursSpecification.dayOfWeek).toHaveLength(7);
    expect(data.openingHoursSpecification).toMatchObject({ opens: "00:00", closes: "23:59" });
    expect(data.availableLanguage.map((l: { alternateName: string }) => l.alternateName)).toEqual([...LANGUAGES]);
    expect(data.makesOffer.map((offer: { itemOffered: { name: string } }) => offer.itemOffered.name)).toEqual(services.map((s) => s.title[language]));
  });

  /**
   * The services' offers carry the published prices (content/rates.json) as Google's rich results want an
   * Offer: a numeric price and priceCurrency, here CHF, and a PriceSpecification with VAT included.
   */
  it("gives each service its offers from content/rates.json: price, priceCurrency CHF and a PriceSpecification", () => {
    const data = JSON.parse(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(html)![1]);
    type Offer = {
      "@type": string;
      name: string;
      url: string;
      price: unknown;
      priceCurrency: string;
      validFrom: string;
      priceSpecification: Record<string, unknown>;
    };
    const offersOf = (id: string): Offer[] =>
      data.makesOffer.find((entry: { itemOffered: { "@id": string } }) => entry.itemOffered["@id"].endsWith(`#${id}`)).itemOffered.offers;
    const all = ["private-transport", "personal-assistance", "vehicle-rental"].flatMap((id) => {
      const offers = offersOf(id);
      expect(offers.length).toBeGreaterThan(0);
      return offers;
    });
    for (const offer of all) {
      expect(offer["@type"]).toBe("Offer");
      expect(typeof offer.price).toBe("number");
      expect(offer.price).toBeGreaterThan(0);
      expect(offer.priceCurrency).toBe("CHF");
      expect(offer.url).toBe(`${url}#rates`);
      expect(offer.validFrom).toBe(rates.validFrom);
      expect(offer.priceSpecification).toMatchObject({ price: offer.price, priceCurrency: "CHF" });
      // "VAT included" only for a company registered for VAT, as on the page.
      expect(offer.priceSpecification.valueAddedTaxIncluded).toBe(company.vatNumber.trim() ? true : undefined);
      expect(["PriceSpecification", "UnitPriceSpecification"]).toContain(offer.priceSpecification["@type"]);
    }
    // Every priced transfer is an offer at its amount; a cell on request is none.
    const transfers = rates.transfers.flatMap((route) => route.prices.map((cell) => cell.amount)).filter((amount) => amount !== null);
    const fixed = offersOf("private-transport").filter((offer) => offer.priceSpecification["@type"] === "PriceSpecification");
    expect(fixed.map((offer) => offer.price)).toEqual(transfers);
    const hourly = offersOf("private-transport").filter((offer) => offer.priceSpecification["@type"] === "UnitPriceSpecification");
    expect(hourly.map((offer) => offer.priceSpecification.unitCode)).toEqual(rates.hourly.map(() => "HUR"));
    expect(offersOf("vehicle-rental").every((offer) => offer.priceSpecification.unitCode === "DAY")).toBe(true);
  });

  it("names its theme colour and web manifest", () => {
    expect(metaName(html, "theme-color")).toEqual(["#070b16"]);
    expect(html).toContain('rel="manifest" href="/manifest.webmanifest"');
  });
});

describe("sitemap and robots.txt", () => {
  it("lists every home page and every legal page in every language with their alternates, and no 404", () => {
    const sitemap = read("sitemap-0.xml");
    const homes = LANGUAGES.map((code) => `${siteUrl}${localizedPath(code, "/")}`);
    const legal = LEGAL_PAGES.flatMap((page) => LANGUAGES.map((code) => `${siteUrl}${LEGAL_PATHS[page][code]}`));
    expect([...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]).sort()).toEqual([...homes, ...legal].sort());
    // Each page lists every language and x-default.
    expect(sitemap.match(/<xhtml:link rel="alternate" hreflang="[\w-]+"/g)).toHaveLength((homes.length + legal.length) * (LANGUAGES.length + 1));
    // A legal page's alternates are its own set (each language has its slug), not the home pages.
    for (const page of LEGAL_PAGES) {
      for (const code of LANGUAGES) {
        const entry = sitemap.split("<url>").find((chunk) => chunk.includes(`<loc>${siteUrl}${LEGAL_PATHS[page][code]}</loc>`))!;
        for (const other of LANGUAGES) expect(entry).toContain(`hreflang="${other}" href="${siteUrl}${LEGAL_PATHS[page][other]}"`);
      }
    }
    expect(read("sitemap-index.xml")).toContain(`${siteUrl}/sitemap-0.xml`);
  });

  it("robots.txt points to the sitemap", () => {
    expect(read("robots.txt")).toContain(`Sitemap: ${siteUrl}/sitemap-index.xml`);
    expect(existsSync(path.join(PUBLIC, "manifest.webmanifest"))).toBe(true);
  });
});
