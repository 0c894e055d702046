import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { acceptRequest } from "../booking/http/acceptRequest";
import type { RequestLike, ResponseLike } from "../booking/http/http";
import { functionDesk, ownBodyConfig } from "../deploy/gatsbyFunction";

// Gatsby's query scanner reads every file under src/ and takes an `export const config` for a page's
// DSG/SSR config; that switches on the query-engine bundle, which cannot bundle sharp 0.33 and fails
// the build (ENGINE.VALIDATION). A destructured export is the same `config` export for the function
// loader, but the scanner does not recognise it.
export const { config } = { config: ownBodyConfig("contact-function", "32kb") };

/** POST /api/send-contact-email: the platform's request, handed to the booking core (src/booking/http/acceptRequest.ts). */
export default async function handler(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  await acceptRequest(req as unknown as RequestLike, res as unknown as ResponseLike, functionDesk(req));
}
