import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { handleBookingPage } from "../../booking/http/bookingHttp";
import type { RequestLike, ResponseLike } from "../../booking/http/http";
import { functionDesk, ownBodyConfig } from "../../deploy/gatsbyFunction";

// The page reads its own small form body (src/booking/http/bookingHttp.ts); the destructured export: see send-contact-email.ts.
export const { config } = { config: ownBodyConfig("booking-page", "8kb") };

/**
 * /api/booking/office/<token> and /api/booking/guest/<token> (Netlify rewrites /booking/… here:
 * src/deploy/routes.ts): the platform's request, handed to the booking core with the path it was asked for.
 */
export default async function handler(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  const url = (req as { originalUrl?: string }).originalUrl ?? req.url ?? "";
  const path = url.split("?")[0].replace(/^\/api(?=\/booking\/)/, "");
  await handleBookingPage(req as unknown as RequestLike, res as unknown as ResponseLike, functionDesk(req), path);
}
