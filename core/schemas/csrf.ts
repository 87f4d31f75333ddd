import type { Answer } from "../api/responses";

/** GET /api/csrf-token */
export type CsrfTokenResponse = Answer<"csrfToken">;
