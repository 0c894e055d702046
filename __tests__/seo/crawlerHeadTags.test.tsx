/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { checkHomeHeadTags, crawlerHeadTags as withRender } from "../../gatsby/ssr/crawlerHeadTags";
import { homeHeadTags } from "../../src/seo/homeHeadTags";
import site from "../../content/site.json";
import services from "../../content/services.json";
import regions from "../../content/regions.json";
import company from "../../content/company.json";
import rates from "../../content/rates.json";
import fleet from "../../content/fleet.json";
import fr from "../../content/locales/fr/translation.json";

const homeData = {
  siteJson: site,
  allServicesJson: { nodes: services },
  allRegionsJson: { nodes: regions },
  ratesJson: rates,
  allFleetJson: { nodes: fleet.map(({ id, name }) => ({ jsonId: id, name })) },
  companyJson: company,
  site: { siteMetadata: { siteUrl: "https://example.ch" } },
  locales: { edges: [{ node: { ns: "translation", language: "fr", data: JSON.stringify(fr) } }] },
};
const frHome = { result: { data: homeData } };
const crawlerHeadTags = (args: Parameters<typeof withRender>[0], production: boolean) => withRender(args, homeHeadTags, production);
const render = (tags: ReturnType<typeof crawlerHeadTags>) => renderToStaticMarkup(<>{tags}</>);

test("a home page gets its crawler tags from its own page data; other pages get none", () => {
  const head = render(crawlerHeadTags({ pathname: "/fr/", loadPageDataSync: () => frHome }, true));
  expect(head).toContain('<link rel="canonical" href="https://example.ch/fr/"/>');
  expect(head).toContain('hrefLang="x-default"');
  const read: string[] = [];
  const loadPageDataSync = (pathname: string) => (read.push(pathname), { result: { data: {} } });
  for (const pathname of ["/fr/mentions-legales/", "/privacy/", "/ar/404/", "/404.html"])
    expect(crawlerHeadTags({ pathname, loadPageDataSync }, true)).toEqual([]);
  expect(read).toEqual([]);
});

test("gatsby develop (no page data given) writes nothing and does not stop", () => {
  expect(crawlerHeadTags({ pathname: "/" }, false)).toEqual([]);
});

describe("guard: a home page never ships without its crawler tags", () => {
  test("Gatsby stops passing loadPageDataSync to onRenderBody", () => {
    expect(() => crawlerHeadTags({ pathname: "/" }, true)).toThrow(/no longer passes loadPageDataSync/);
  });
  test("the home page's query no longer returns what the tags need", () => {
    const { allServicesJson: _dropped, ...partial } = homeData;
    expect(() => crawlerHeadTags({ pathname: "/fr/", loadPageDataSync: () => ({ result: { ...frHome.result, data: partial } }) }, true)).toThrow(
      /home page \/fr\/ lacks siteJson, allServicesJson/,
    );
  });

  describe("after the build", () => {
    let dir: string;
    const write = (file: string, head: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), `<!DOCTYPE html><html><head>${head}</head><body></body></html>`);
    };
    beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), "head-tags-"))));
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    test("passes when both home pages carry every tag", () => {
      write("index.html", render(crawlerHeadTags({ pathname: "/", loadPageDataSync: () => frHome }, true)));
      write("fr/index.html", render(crawlerHeadTags({ pathname: "/fr/", loadPageDataSync: () => frHome }, true)));
      expect(() => checkHomeHeadTags(dir, ["en", "fr"], "en")).not.toThrow();
    });

    test("stops when a home page lacks a tag or was not built", () => {
      const tags = render(crawlerHeadTags({ pathname: "/fr/", loadPageDataSync: () => frHome }, true));
      write("index.html", tags.replace(/<link rel="canonical"[^>]*>/, ""));
      expect(() => checkHomeHeadTags(dir, ["en", "fr"], "en")).toThrow(/index.html has no canonical in its <head>; fr\/index.html was not built/);
      write("fr/index.html", tags.replace(/<link rel="alternate" hrefLang="x-default"[^>]*>/, ""));
      expect(() => checkHomeHeadTags(dir, ["en", "fr"], "en")).toThrow(/fr\/index.html has no hreflang x-default/);
    });
  });
});
