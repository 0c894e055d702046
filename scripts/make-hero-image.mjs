// Renders the placeholder hero artwork (Lake Geneva at dusk: the Alps, the Jet d'Eau, gold light on
// the water) to content/images/hero.jpg. No stock photography is reachable from here; the owner will
// replace the file with a photograph of the same name and proportions.
// Run: node scripts/make-hero-image.mjs
import sharp from "sharp";
import { ACROSS, DOWN, gradient } from "./svg-gradients.mjs";
import { fileURLToPath } from "node:url";

const W = 2400;
const H = 1350;
const horizon = 860;

// A deterministic pseudo-random sequence keeps the artwork identical from run to run.
let seed = 7;
const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;

function ridge(baseY, amplitude, step, jitter) {
  const pts = [`0,${H}`, `0,${baseY}`];
  for (let x = 0; x <= W; x += step) {
    const y = baseY - amplitude * (0.35 + 0.65 * Math.abs(Math.sin(x / 310 + baseY))) - rand() * jitter;
    pts.push(`${x},${y.toFixed(1)}`);
  }
  pts.push(`${W},${baseY}`, `${W},${H}`);
  return pts.join(" ");
}

function massif() {
  // The Mont-Blanc range: a broad, high silhouette right of centre.
  const peaks = [
    [1150, horizon],
    [1300, 720],
    [1380, 690],
    [1440, 640],
    [1520, 600],
    [1580, 575],
    [1640, 598],
    [1720, 630],
    [1800, 612],
    [1880, 660],
    [1990, 700],
    [2120, 740],
    [2260, 790],
    [2400, 820],
    [2400, horizon],
  ];
  return peaks.map(([x, y]) => `${x},${y}`).join(" ");
}

const stars = Array.from({ length: 90 }, () => {
  const x = rand() * W;
  const y = rand() * 420;
  const r = 0.6 + rand() * 1.3;
  return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(2)}" fill="#f4ead5" opacity="${(0.15 + rand() * 0.45).toFixed(2)}"/>`;
}).join("");

const shimmer = Array.from({ length: 70 }, (_, i) => {
  const y = horizon + 12 + Math.pow(i / 70, 1.6) * (H - horizon - 20);
  const centre = 1560 + (rand() - 0.5) * 260;
  const half = 40 + rand() * 260 * (1 - i / 90);
  const opacity = (0.5 - i * 0.006) * (0.4 + rand() * 0.6);
  return `<rect x="${(centre - half).toFixed(0)}" y="${y.toFixed(0)}" width="${(half * 2).toFixed(0)}" height="${(1.5 + i * 0.05).toFixed(1)}" fill="#e3c58d" opacity="${Math.max(opacity, 0.04).toFixed(2)}"/>`;
}).join("");

const cityLights = Array.from({ length: 160 }, () => {
  const x = rand() * W;
  const y = horizon - 6 + rand() * 12;
  return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(1)}" r="${(0.8 + rand() * 1.6).toFixed(1)}" fill="#f0d49a" opacity="${(0.3 + rand() * 0.6).toFixed(2)}"/>`;
}).join("");

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
${gradient("linearGradient", "sky", DOWN, "0 #050913, 0.38 #0c1530, 0.55 #1f2642, 0.62 #5a4a49, 0.66 #b08a57")}
${gradient("radialGradient", "glow", { cx: 0.66, cy: 0.64, r: 0.5 }, "0 #f1cf8f 0.75, 0.35 #c9a063 0.25, 1 #c9a063 0")}
${gradient("linearGradient", "far", DOWN, "0 #3b3f5a, 1 #1b2036")}
${gradient("linearGradient", "snow", DOWN, "0 #f3e3c0 0.85, 0.25 #d7b98a 0.35, 0.6 #2a2e48 0")}
${gradient("linearGradient", "near", DOWN, "0 #141a2e, 1 #0a0f1d")}
${gradient("linearGradient", "lake", DOWN, "0 #2b2c3d, 0.15 #121a2e, 1 #04070e")}
${gradient("linearGradient", "jet", { x1: 0, y1: 1, x2: 0, y2: 0 }, "0 #fff6e2 0.95, 0.7 #f3e3c0 0.6, 1 #f3e3c0 0")}
${gradient("linearGradient", "shade", ACROSS, "0 #050913 0.55, 0.5 #050913 0.1, 1 #050913 0")}
    <filter id="soft" x="-50%" y="-10%" width="200%" height="120%"><feGaussianBlur stdDeviation="7"/></filter>
    <filter id="mist" x="-10%" y="-50%" width="120%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  ${stars}
  <rect width="${W}" height="${H}" fill="url(#glow)"/>
  <polygon points="${ridge(horizon - 40, 120, 60, 26)}" fill="url(#far)" opacity="0.75"/>
  <polygon points="${massif()}" fill="url(#far)"/>
  <polygon points="${massif()}" fill="url(#snow)"/>
  <polygon points="${ridge(horizon + 2, 70, 40, 14)}" fill="url(#near)"/>
  <rect x="0" y="${horizon - 30}" width="${W}" height="60" fill="#c9a063" opacity="0.08" filter="url(#mist)"/>
  <rect x="0" y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#lake)"/>
  ${cityLights}
  ${shimmer}
  <g filter="url(#soft)">
    <path d="M 1822 ${horizon + 4} C 1818 700, 1812 560, 1836 430 C 1846 520, 1842 700, 1832 ${horizon + 4} Z" fill="url(#jet)"/>
  </g>
  <path d="M 1826 ${horizon + 4} C 1824 720, 1822 600, 1833 470 C 1836 600, 1836 720, 1830 ${horizon + 4} Z" fill="#fffaf0" opacity="0.85"/>
  <rect x="1808" y="${horizon + 6}" width="44" height="220" fill="#f3e3c0" opacity="0.12" filter="url(#soft)"/>
  <rect width="${W}" height="${H}" fill="url(#shade)"/>
</svg>`;

const out = fileURLToPath(new URL("../content/images/hero.jpg", import.meta.url));
await sharp(Buffer.from(svg)).jpeg({ quality: 86, mozjpeg: true, chromaSubsampling: "4:4:4" }).toFile(out);
console.log(`wrote ${out}`);
