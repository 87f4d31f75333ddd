import * as z from "./z";

/** GET /api/csrf-token */
export const csrfTokenResponse = z.object({ token: z.string() });
export type CsrfTokenResponse = z.infer<typeof csrfTokenResponse>;
