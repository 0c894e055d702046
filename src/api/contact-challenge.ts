import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { handleChallenge } from "../booking/http/challengeHttp";
import { isServerlessEnv, runtimeEnv } from "../booking/config";
import { sendError, type RequestLike, type ResponseLike } from "../booking/http/http";

/** GET /api/contact-challenge (src/booking/http/challengeHttp.ts): the form's proof-of-work challenge. */
export default async function handler(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  const response = res as unknown as ResponseLike;
  try {
    const netlify = Boolean((req as { netlifyFunctionParams?: unknown }).netlifyFunctionParams);
    await handleChallenge(req as unknown as RequestLike, response, netlify || isServerlessEnv(runtimeEnv()));
  } catch (error) {
    console.error("[contact] unexpected error while issuing a challenge:", error);
    if (!response.headersSent) sendError(response, 500, { error: "internal", message: "Something went wrong on our side." });
    else response.end();
  }
}
