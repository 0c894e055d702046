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
  /** The text's direction: "rtl" sets the headline and claims in the Arabic faces, flush right. */
  dir?: "ltr" | "rtl";
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

/**
 * A right-to-left line: runs of the Arabic face and of the Latin one (Fontsource's Arabic files have no
 * Latin digits: "100%"), each shaped by opentype.js (joining forms, right-to-left order), laid from the
 * line's right end leftwards, as the bidi algorithm orders the runs of an Arabic paragraph.
 */
function setRtlText(arabic: opentype.Font, latin: opentype.Font, text: string, right: number, y: number, size: number) {
  const runs: { face: opentype.Font; text: string; space: boolean }[] = [];
  for (const char of text) {
    // Spaces are runs of their own (in the Latin face): between an Arabic and a Latin run a space takes the
    // paragraph's direction and stands between them, where a run's own trailing space would not.
    const space = char.trim() === "";
    const face = !space && (arabic.charToGlyph(char) as unknown as { index: number }).index !== 0 ? arabic : latin;
    const last = runs[runs.length - 1];
    if (last && last.face === face && last.space === space) last.text += char;
    else runs.push({ face, text: char, space });
  }
  let cursor = right;
  let d = "";
  for (const run of runs) {
    if (run.face === arabic) {
      const width = shaped(arabic).getAdvanceWidth(run.text, size);
      cursor -= width;
      const data = shaped(arabic).getPath(run.text, cursor, y, size).toPathData(3);
      if (data) d += `<path d="${data}"/>`;
    } else {
      // Latin: glyph by glyph, as setText (Inter's lookups stop opentype.js's shaping).
      const width = setText(latin, run.text, 0, 0, size).width;
      cursor -= width;
      d += setText(latin, run.text, cursor, y, size).paths;
    }
  }
  return { paths: d, width: right - cursor };
}

/** opentype.js 2's whole-string methods (shaping, bidi order), which its bundled types do not declare. */
const shaped = (face: opentype.Font) =>
  face as unknown as {
    getAdvanceWidth(text: string, size: number): number;
    getPath(text: string, x: number, y: number, size: number): { toPathData(decimals: number): string };
  };

/** Greedy line breaking by measured width. */
function wrap(measure: (text: string) => number, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The characters of `text` neither of a direction's faces can draw (each would be an empty box). */
export async function undrawable(root: string, text: string, dir: "ltr" | "rtl"): Promise<string[]> {
  const faces = await Promise.all(
    (dir === "rtl"
      ? ["@fontsource/markazi-text/files/markazi-text-arabic-500-normal.woff", "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff"]
      : ["@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff"]
    ).map((file) => font(root, file)),
  );
  return [
    ...new Set([...text].filter((char) => char.trim() !== "" && faces.every((face) => (face.charToGlyph(char) as unknown as { index: number }).index === 0))),
  ];
}

export async function renderShareImage(root: string, heroImage: string, text: ShareImageText): Promise<Buffer> {
  // (Cormorant's 600 "B" outline does not survive librsvg at small sizes; 500 is used throughout.)
  const [display, sans, arabicDisplay, arabicSans] = await Promise.all([
    font(root, "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff"),
    font(root, "@fontsource/inter/files/inter-latin-500-normal.woff"),
    // The Arabic page's faces (src/styles/fonts.css).
    font(root, "@fontsource/markazi-text/files/markazi-text-arabic-500-normal.woff"),
    font(root, "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-500-normal.woff"),
  ]);

  const left = 84;
  // The text column, over the darker side of the veil; right to left, its lines end flush at its right edge.
  const right = left + 700;
  const rtl = text.dir === "rtl";
  const headlineSize = rtl ? 72 : 78;
  const leading = rtl ? 1.3 : 1.05;
  const measure = (line: string) =>
    rtl ? setRtlText(arabicDisplay, display, line, 0, 0, headlineSize).width : setText(display, line, 0, 0, headlineSize).width;
  const lines = wrap(measure, text.headline, 700);
  const lineY = (i: number) => 250 + i * headlineSize * leading;
  const headline = lines
    .map(
      (line, i) => (rtl ? setRtlText(arabicDisplay, display, line, right, lineY(i), headlineSize) : setText(display, line, left, lineY(i), headlineSize)).paths,
    )
    .join("");
  const claimsY = lineY(lines.length - 1) + 96;
  const claimsText = text.claims.join("   ·   ");
  const claims = (rtl ? setRtlText(arabicSans, sans, claimsText, right, claimsY, 26) : setText(sans, claimsText, left, claimsY, 26)).paths;
  const ruleX = rtl ? right - 56 : left;
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
    <rect x="${ruleX}" y="${claimsY - 58}" width="56" height="2" fill="${GOLD}"/>
    <g fill="${MUTED}">${claims}</g>
  </svg>`;

  return sharp(heroImage)
    .resize(W, H, { fit: "cover", position: "right" })
    .composite([{ input: Buffer.from(overlay) }])
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer();
}
