/**
 * content/rates.json as the page reads it. The prices' formatting is the site's (src/i18n/prices.ts); a
 * fare's id and link are the contact pipeline's (src/booking/catalogue/fareIds.ts), which the form and the function share.
 */
import type { RatesFile } from "./schema";

export type Rates = RatesFile;

/** The anchor of the Rates section; the Terms and the navigation point to it. */
export const RATES_ANCHOR = "rates";
