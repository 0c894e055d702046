/**
 * The company's mark as a picture for Decap's log-in page (`logo_url`, the one place Decap 3.6.4 takes
 * a logo): the lozenge of src/components/BrandMark.tsx above the brand name in the site's display face.
 * An <img> cannot use the page's web fonts, so the face travels inside the SVG as a data: URL (the admin's
 * CSP allows data: images and fonts); the whole SVG is a data: URL too, built from content/site.json.
 */
import { colors } from "../styles/theme";

/**
 * BrandMark's lozenge on its 22 × 22 grid: an outlined square and a filled one, turned 45°. Written out
 * here rather than exported by BrandMark, whose code is on every page's first load (a budget of 110 KB
 * that it fills); __tests__/content/cms-collections.test.ts keeps the two equal.
 */
export const EMBLEM = { size: 22, outline: { at: 4, side: 14 }, core: { at: 8, side: 6 }, stroke: 1.5 } as const;

const FONT_SIZE = 16;
const LETTER_SPACING = 0.16; // em, as the navigation bar's mark
/**
 * The mean advance of a Cormorant Garamond 500 capital (A–Z, measured in Chromium: 0.64 em) plus the
 * spacing: the name is set to exactly that length (`textLength`, the spacing gives or takes), so it
 * never overflows the picture whatever its letters.
 */
const ADVANCE = 0.64 + LETTER_SPACING;
const EMBLEM_SIZE = 48;
const GAP = 18;
/** Room under the name: Decap's local log-in page sets its button right below the logo. */
const BOTTOM = 28;
/** Decap shows the logo in a 300 px wide box: a longer name is drawn smaller rather than cut. */
const MAX_WIDTH = 300;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The SVG document of the log-in mark; `fontUrl` is the display face as a data: URL. */
export function brandLogoSvg(brand: string, fontUrl: string): string {
  const name = brand.toUpperCase();
  const textWidth = Math.ceil(name.length * FONT_SIZE * ADVANCE);
  const width = Math.max(textWidth, EMBLEM_SIZE);
  const height = EMBLEM_SIZE + GAP + FONT_SIZE + BOTTOM;
  const shown = Math.min(width, MAX_WIDTH);
  const scale = EMBLEM_SIZE / EMBLEM.size;
  const { size, outline, core, stroke } = EMBLEM;
  const turn = `rotate(45 ${size / 2} ${size / 2})`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${shown}" height="${Math.round((height * shown) / width)}" viewBox="0 0 ${width} ${height}">`,
    `<style>@font-face{font-family:"Brand";src:url(${fontUrl}) format("woff2");font-weight:500}</style>`,
    `<g transform="translate(${(width - EMBLEM_SIZE) / 2} 0) scale(${scale})">`,
    `<rect x="${outline.at}" y="${outline.at}" width="${outline.side}" height="${outline.side}" transform="${turn}" fill="none" stroke="${colors.goldDeep}" stroke-width="${stroke}"/>`,
    `<rect x="${core.at}" y="${core.at}" width="${core.side}" height="${core.side}" transform="${turn}" fill="${colors.goldDeep}"/>`,
    `</g>`,
    `<text x="${width / 2}" y="${EMBLEM_SIZE + GAP + FONT_SIZE - 4}" text-anchor="middle" textLength="${textWidth}" lengthAdjust="spacing" font-family="Brand, serif" font-weight="500" font-size="${FONT_SIZE}" letter-spacing="${LETTER_SPACING}em" fill="${colors.night}">${escapeXml(name)}</text>`,
    `</svg>`,
  ].join("");
}

export const brandLogoUrl = (brand: string, fontUrl: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(brandLogoSvg(brand, fontUrl))}`;
