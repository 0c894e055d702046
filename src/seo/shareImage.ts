import { readFile } from "node:fs/promises";
import path from "node:path";
import opentype from "opentype.js";
import sharp from "sharp";
import { colors } from "../styles/theme";
import { SHARE_IMAGE } from "./urls";

/**
 * The 1200×630 picture that link previews show, drawn at build time from the brand and the headline
 * over the hero artwork. Text is set in the site's own fonts (@fontsource files, converted to paths
 * with opentype.js), so the result does not depend on the fonts installed on the build machine.
 */
export interface ShareImageText {
  brand: string;
  headline: string;
  claims: string[];
}

const { width: W, height: H } = SHARE_IMAGE;
const GOLD = colors.gold;
const IVORY = colors.ivory;
const MUTED = colors.ivoryMuted;

async function font(root: string, file: string) {
  const buffer = await readFile(path.join(root, "node_modules", file));
  return opentype.parse(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength));
}

/**
 * Glyph by glyph with kerning: opentype.js's text shaping stops at OpenType lookups it does not
 * support (Inter's ccmp), and plain Latin text needs none of them.
 */
function setText(face: opentype.Font, text: string, x: number, y: number, size: number, tracking = 0) {
  const scale = size / face.unitsPerEm;
  let cursor = x;
  let d = "";
  let previous: opentype.Glyph | undefined;
  for (const char of text) {
    const glyph = face.charToGlyph(char);
    if (previous) cursor += face.getKerningValue(previous, glyph) * scale;
    // One element per glyph: a glyph librsvg cannot fill then costs only itself, not the rest of the line.
    const data = glyph.getPath(cursor, y, size).toPathData(3);
    if (data) d += `<path d="${data}"/>`;
    cursor += glyph.advanceWidth * scale + tracking;
    previous = glyph;
  }
  return { paths: d, width: cursor - x };
}

/** Greedy line breaking by measured width. */
function wrap(face: opentype.Font, text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && setText(face, candidate, 0, 0, size).width > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export async function renderShareImage(root: string, heroImage: string, text: ShareImageText): Promise<Buffer> {
  // (Cormorant's 600 "B" outline does not survive librsvg at small sizes; 500 is used throughout.)
  const [display, sans] = await Promise.all([
    font(root, "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff"),
    font(root, "@fontsource/inter/files/inter-latin-500-normal.woff"),
  ]);

  const left = 84;
  const headlineSize = 78;
  const lines = wrap(display, text.headline, headlineSize, 700);
  const headline = lines.map((line, i) => setText(display, line, left, 250 + i * headlineSize * 1.05, headlineSize).paths).join("");
  const claimsY = 250 + (lines.length - 1) * headlineSize * 1.05 + 96;
  const claims = setText(sans, text.claims.join("   ·   "), left, claimsY, 26).paths;
  const brand = setText(display, text.brand.toUpperCase(), left + 44, 132, 26, 4.5).paths;

  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
    <defs>
      <linearGradient id="veil" x1="0" y1="0" x2="1" y2="0">
        <stop offset="0" stop-color="${colors.night}" stop-opacity="0.94"/>
        <stop offset="0.55" stop-color="${colors.night}" stop-opacity="0.72"/>
        <stop offset="1" stop-color="${colors.night}" stop-opacity="0.1"/>
      </linearGradient>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#veil)"/>
    <rect x="28" y="28" width="${W - 56}" height="${H - 56}" fill="none" stroke="${GOLD}" stroke-opacity="0.45" stroke-width="1.5"/>
    <g transform="translate(${left} 112)">
      <rect x="3" y="3" width="22" height="22" transform="rotate(45 14 14)" fill="none" stroke="${GOLD}" stroke-width="2"/>
      <rect x="9" y="9" width="10" height="10" transform="rotate(45 14 14)" fill="${GOLD}"/>
    </g>
    <g fill="${GOLD}">${brand}</g>
    <g fill="${IVORY}">${headline}</g>
    <rect x="${left}" y="${claimsY - 58}" width="56" height="2" fill="${GOLD}"/>
    <g fill="${MUTED}">${claims}</g>
  </svg>`;

  return sharp(heroImage)
    .resize(W, H, { fit: "cover", position: "right" })
    .composite([{ input: Buffer.from(overlay) }])
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer();
}
