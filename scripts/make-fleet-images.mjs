// Renders the placeholder fleet artwork (each vehicle of content/fleet.json in side profile, lit from
// above in a dark studio, gold on the shoulder line and the rims) to content/images/fleet/<id>.jpg.
// No stock photography is reachable from here: the owner uploads a photograph of each vehicle from the
// admin (Fleet → vehicle → Picture), and `npm run check:launch` names every one still drawn here.
// Run: node scripts/make-fleet-images.mjs
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { ACROSS, DIAGONAL, DOWN, gradient } from "./svg-gradients.mjs";

const W = 1800;
const H = 1200;
/** The floor line, in picture pixels. */
const FLOOR = 900;

/**
 * Each silhouette in a 1000-unit box, facing left: the body outline from the front bumper's foot round
 * the roof to the rear's (x, height above the floor), the side windows, the wheels (x, radius) and the
 * height of the sill. Catmull-Rom curves through the points soften every corner the way sheet metal does.
 */
const VEHICLES = {
  "mercedes-van": {
    length: 1000,
    sill: 52,
    body: [
      [8, 52],
      [0, 120],
      [10, 196],
      [70, 226],
      [150, 240],
      [300, 372],
      [420, 392],
      [900, 394],
      [985, 386],
      [1000, 300],
      [998, 140],
      [985, 56],
    ],
    windows: [
      [
        [175, 248],
        [306, 360],
        [420, 376],
        [420, 248],
      ],
      [
        [440, 250],
        [440, 376],
        [660, 378],
        [660, 252],
      ],
      [
        [680, 252],
        [680, 378],
        [930, 378],
        [960, 258],
      ],
    ],
    wheels: [
      [178, 66],
      [808, 66],
    ],
  },
  "luxury-suv": {
    length: 1000,
    sill: 62,
    body: [
      [10, 62],
      [0, 150],
      [20, 212],
      [120, 232],
      [330, 250],
      [450, 340],
      [520, 352],
      [830, 350],
      [930, 330],
      [995, 262],
      [1000, 150],
      [985, 64],
    ],
    windows: [
      [
        [348, 256],
        [452, 334],
        [590, 340],
        [590, 258],
      ],
      [
        [610, 258],
        [610, 340],
        [820, 338],
        [900, 268],
      ],
    ],
    wheels: [
      [190, 76],
      [810, 76],
    ],
  },
  "s-class": {
    length: 1000,
    sill: 42,
    body: [
      [10, 42],
      [0, 98],
      [14, 132],
      [80, 150],
      [300, 170],
      [440, 252],
      [520, 262],
      [690, 258],
      [800, 204],
      [930, 178],
      [995, 160],
      [1000, 96],
      [984, 44],
    ],
    windows: [
      [
        [318, 178],
        [446, 244],
        [568, 250],
        [568, 182],
      ],
      [
        [588, 182],
        [588, 250],
        [690, 248],
        [780, 196],
      ],
    ],
    wheels: [
      [175, 62],
      [805, 62],
    ],
  },
  "sports-car": {
    length: 1000,
    sill: 34,
    body: [
      [6, 34],
      [0, 70],
      [30, 100],
      [200, 124],
      [390, 150],
      [520, 214],
      [610, 222],
      [730, 200],
      [880, 160],
      [985, 136],
      [1000, 92],
      [990, 36],
    ],
    windows: [
      [
        [420, 156],
        [528, 208],
        [612, 212],
        [700, 184],
        [640, 158],
      ],
    ],
    wheels: [
      [190, 60],
      [790, 60],
    ],
  },
};

/** Picture pixels per unit, and where the vehicle starts so that it sits a little right of centre. */
const SCALE = 1.35;
const LEFT = (W - 1000 * SCALE) / 2;
const px = (x) => LEFT + x * SCALE;
const py = (y) => FLOOR - y * SCALE;

/** A closed smooth path through the points (Catmull-Rom as cubic Béziers). */
function smooth(points, closed = true) {
  const p = points.map(([x, y]) => [px(x), py(y)]);
  const at = (i) => p[(i + p.length) % p.length];
  let d = `M ${p[0][0].toFixed(1)} ${p[0][1].toFixed(1)}`;
  const last = closed ? p.length : p.length - 1;
  for (let i = 0; i < last; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C ${c1.map((v) => v.toFixed(1)).join(" ")}, ${c2.map((v) => v.toFixed(1)).join(" ")}, ${p2.map((v) => v.toFixed(1)).join(" ")}`;
  }
  return `${d}${closed ? " Z" : ""}`;
}

const polygon = (points) => points.map(([x, y]) => `${px(x).toFixed(1)},${py(y).toFixed(1)}`).join(" ");

function wheel([x, r]) {
  const cx = px(x);
  const cy = py(r);
  const R = r * SCALE;
  const spokes = Array.from({ length: 10 }, (_, i) => {
    const a = (i / 10) * Math.PI * 2;
    const [x1, y1] = [cx + Math.cos(a) * R * 0.2, cy + Math.sin(a) * R * 0.2];
    const [x2, y2] = [cx + Math.cos(a) * R * 0.6, cy + Math.sin(a) * R * 0.6];
    return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="url(#rim)" stroke-width="${(R * 0.07).toFixed(1)}" stroke-linecap="round"/>`;
  }).join("");
  return `<g>
    <circle cx="${cx}" cy="${cy}" r="${R * 1.12}" fill="#03050b"/>
    <circle cx="${cx}" cy="${cy}" r="${R}" fill="#0a0d14"/>
    <circle cx="${cx}" cy="${cy}" r="${R * 0.66}" fill="#141a27" stroke="url(#rim)" stroke-width="${(R * 0.05).toFixed(1)}"/>
    ${spokes}
    <circle cx="${cx}" cy="${cy}" r="${R * 0.14}" fill="#d4b270" opacity="0.85"/>
  </g>`;
}

function svgOf({ body, windows, wheels, sill }) {
  // The sill runs straight between the wheels: points along it keep the curve from dipping to the floor.
  const outline = smooth([...body, [930, sill], [70, sill]]);
  const arches = wheels.map(([x, r]) => `<circle cx="${px(x)}" cy="${py(r)}" r="${r * SCALE * 1.2}" fill="#000"/>`).join("");
  const glass = windows
    .map(
      (points) => `<polygon points="${polygon(points)}" fill="url(#glass)" stroke="#d4b270" stroke-opacity="0.35" stroke-width="2" stroke-linejoin="round"/>`,
    )
    .join("");
  const top = Math.max(...body.map(([, y]) => y));
  // The shoulder line: a gold crease a little under the windows, along the whole body.
  const shoulder = Math.min(...windows.flat().map(([, y]) => y)) - 14;
  const front = body[0][0];
  const lamp = body.find(([, y]) => y > sill + 40) ?? body[1];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
${gradient("linearGradient", "wall", DOWN, "0 #050913, 0.62 #121b33, 0.72 #0b1122, 1 #04060c")}
${gradient("radialGradient", "spot", { cx: 0.52, cy: 0.6, r: 0.55 }, "0 #e8cd94 0.32, 0.45 #b8934f 0.08, 1 #b8934f 0")}
${gradient("linearGradient", "paint", { x1: 0, y1: py(top), x2: 0, y2: py(0), gradientUnits: "userSpaceOnUse" }, "0 #3a4560, 0.18 #1c253c, 0.55 #0d1426, 1 #05070e")}
${gradient("linearGradient", "sheen", ACROSS, "0 #f6f0e4 0, 0.45 #f6f0e4 0.16, 0.6 #f6f0e4 0.04, 1 #f6f0e4 0")}
${gradient("linearGradient", "glass", DIAGONAL, "0 #2c3550, 0.5 #0a0f1c, 1 #1a2237")}
${gradient("linearGradient", "rim", DIAGONAL, "0 #f3e3c0, 1 #8c6d37")}
${gradient("linearGradient", "gold", ACROSS, "0 #d4b270 0.1, 0.5 #e8cd94 0.9, 1 #d4b270 0.15")}
${gradient("linearGradient", "fade", DOWN, "0 #fff 0.22, 0.35 #fff 0")}
    <clipPath id="shape"><path d="${outline}"/></clipPath>
    <mask id="cut"><rect width="${W}" height="${H}" fill="#fff"/>${arches}</mask>
    <mask id="reflection"><rect x="0" y="${FLOOR}" width="${W}" height="${H - FLOOR}" fill="url(#fade)"/></mask>
    <filter id="blur" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="22"/></filter>
    <filter id="soft"><feGaussianBlur stdDeviation="3"/></filter>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#wall)"/>
  <rect width="${W}" height="${H}" fill="url(#spot)"/>
  <rect x="0" y="${FLOOR}" width="${W}" height="2" fill="#d4b270" opacity="0.12"/>
  <ellipse cx="${px(500)}" cy="${FLOOR + 8}" rx="${560 * SCALE}" ry="26" fill="#000" opacity="0.75" filter="url(#blur)"/>
  <g id="car">
    <path d="${outline}" fill="url(#paint)" mask="url(#cut)"/>
    <path d="${outline}" fill="url(#sheen)" mask="url(#cut)"/>
    <path d="${outline}" fill="none" stroke="url(#gold)" stroke-width="2.5" mask="url(#cut)"/>
    ${glass}
    <line x1="${px(front + 40)}" y1="${py(shoulder)}" x2="${px(960)}" y2="${py(shoulder - 4)}" stroke="url(#gold)" stroke-width="2" clip-path="url(#shape)"/>
    <ellipse cx="${px(lamp[0] + 16)}" cy="${py(lamp[1] - 14)}" rx="18" ry="6" fill="#fff6e2" opacity="0.9" filter="url(#soft)"/>
    ${wheels.map(wheel).join("")}
  </g>
  <g mask="url(#reflection)"><use href="#car" transform="translate(0 ${2 * FLOOR}) scale(1 -1)"/></g>
</svg>`;
}

const dir = fileURLToPath(new URL("../content/images/fleet/", import.meta.url));
mkdirSync(dir, { recursive: true });
for (const [id, vehicle] of Object.entries(VEHICLES)) {
  const out = `${dir}${id}.jpg`;
  await sharp(Buffer.from(svgOf(vehicle)))
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(out);
  console.log(`wrote ${out}`);
}
