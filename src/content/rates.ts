/**
 * content/rates.json as the page reads it. The prices' formatting is the site's (src/i18n/prices.ts); a
 * fare's id and link are the contact pipeline's (src/booking/catalogue/fareIds.ts), which the form and the function share.
 */
import type { RatesFile } from "./schema";

/**
 * Without a class's own seats and bags: no section publishes them (the Fleet's cards show the Fleet's cars), only
 * the form, the office's e-mail and page read them, from the file itself (src/booking/catalogue/capacity.ts).
 */
type PageClass = Omit<RatesFile["classes"][number], "seats" | "luggage">;
export type Rates = Omit<RatesFile, "classes"> & { classes: PageClass[] };

/** The anchor of the Rates section; the Terms and the navigation point to it. */
export const RATES_ANCHOR = "rates";
