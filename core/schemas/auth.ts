/** Accounts and tokens: request and answer shapes of /api/auth/*. */
import type { Answer } from "../api/responses";
import * as z from "./z";

export const loginBody = z.object({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254), z.email()),
  // Long passphrases are fine (argon2 pre-hashes); the cap only bounds the work per request.
  password: z.string().check(z.minLength(1), z.maxLength(1024)),
});
export type LoginBody = z.infer<typeof loginBody>;

export const refreshBody = z.object({
  refresh_token: z.string().check(z.minLength(1), z.maxLength(200)),
});

export type AuthUserView = TokenResponse["user"];

export type TokenResponse = Answer<"tokens">;
