// The gradients of the drawn placeholder pictures (make-hero-image.mjs, make-fleet-images.mjs), written
// once: each is an id, its attributes and its colour stops, giving the SVG text both scripts wrote by hand.

/** `"offset colour [opacity]"`: one <stop>, the opacity only where the stop fades. */
function stop(text) {
  const [offset, color, opacity] = text.trim().split(/\s+/);
  return `      <stop offset="${offset}" stop-color="${color}"${opacity === undefined ? "" : ` stop-opacity="${opacity}"`}/>`;
}

/**
 * A <linearGradient> or <radialGradient> with `attributes` (x1…y2, cx…r, gradientUnits) in the order
 * given and `stops` as in CSS: "0 #050913, 0.38 #0c1530" (a third number is the stop's opacity).
 */
export function gradient(kind, id, attributes, stops) {
  const names = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join("");
  return [`    <${kind} id="${id}"${names}>`, ...stops.split(",").map(stop), `    </${kind}>`].join("\n");
}

/** Top to bottom, the direction of most of the pictures' gradients. */
export const DOWN = { x1: 0, y1: 0, x2: 0, y2: 1 };
/** Left to right. */
export const ACROSS = { x1: 0, y1: 0, x2: 1, y2: 0 };
/** From the top-left corner to the bottom-right one. */
export const DIAGONAL = { x1: 0, y1: 0, x2: 1, y2: 1 };
