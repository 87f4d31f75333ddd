import type { CsrfTokenResponse } from "../../core/schemas/csrf";
import { issueCsrfToken } from "../lib/csrf";
import { env } from "../lib/env";
import { httpHandler } from "../lib/http-handler";

/** GET /api/csrf-token: a signed, expiring token that public POSTs must send back as X-CSRF-TOKEN. */
export const csrfToken = httpHandler(
  { route: "GET /api/csrf-token" },
  async (): Promise<CsrfTokenResponse> => {
    const { token } = issueCsrfToken(env().signingSecret);
    return { token };
  },
);
