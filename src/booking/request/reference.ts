import { randomInt } from "node:crypto";

/**
 * The reference the visitor and the office both quote: `GPM-7K3F9Q`. A fixed prefix (not content: it
 * is a format the office files and searches by, so editors should not change it by accident), then
 * six characters from an alphabet without look-alikes (no 0/O, 1/I/L, 5/S, 2/Z, 8/B, U/V) so that it
 * survives being read out on the phone. 23^6 ≈ 148 million values, drawn with crypto.randomInt.
 */
export const REFERENCE_PREFIX = "GPM";
export const REFERENCE_ALPHABET = "34679ACDEFGHJKMNPQRTWXY";
export const REFERENCE_LENGTH = 6;
export const REFERENCE_PATTERN = new RegExp(`^${REFERENCE_PREFIX}-[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

export function newReference(random: (max: number) => number = randomInt): string {
  let code = "";
  for (let index = 0; index < REFERENCE_LENGTH; index += 1) code += REFERENCE_ALPHABET[random(REFERENCE_ALPHABET.length)];
  return `${REFERENCE_PREFIX}-${code}`;
}
