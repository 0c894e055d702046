/** @jest-environment node */
// The hero picture content names reaches the built home pages through Gatsby's image pipeline: AVIF and
// WebP for every screen, and for phones a 9:16 crop of the same picture (site.json `heroPhoneFocus`).
import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import site from "../../content/site.json";
import { pictureSources } from "../support/builtHtml";

const PUBLIC = path.resolve(__dirname, "../../public");
const base = path.basename(site.heroImage).replace(/\.[^.]+$/, "");

/** The hero's sources: the page's first picture. */
const sources = (page: string) => pictureSources(path.join(page, "index.html"))[0];

test.each(["/", "/fr/"])("%s: the phones' crop and the wide picture, each in AVIF and WebP, made from site.json's picture", async (page) => {
  const all = sources(page);
  const phone = all.filter((source) => source.media);
  const wide = all.filter((source) => !source.media);
  for (const group of [phone, wide]) {
    expect(group.map((source) => source.type)).toEqual(expect.arrayContaining(["image/avif", "image/webp"]));
    for (const source of group) {
      for (const file of source.files) {
        expect(path.basename(file)).toMatch(new RegExp(`^${base}\\.(avif|webp|jpe?g|png)$`));
        expect(existsSync(path.join(PUBLIC, file))).toBe(true);
      }
    }
  }
  const [phoneFile] = phone.find((source) => source.type === "image/webp")!.files;
  const { width, height } = await sharp(path.join(PUBLIC, phoneFile)).metadata();
  expect(width! / height!).toBeCloseTo(9 / 16, 2);
  const [wideFile] = wide.find((source) => source.type === "image/webp")!.files;
  const wideSize = await sharp(path.join(PUBLIC, wideFile)).metadata();
  expect(wideSize.width! / wideSize.height!).toBeGreaterThan(1);
});
