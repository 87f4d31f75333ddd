/**
 * Set-password links (welcome after approval, forgot password): request shapes of
 * POST /api/auth/password/set and /api/auth/password/forgot, and the password rules, shared by the
 * set-password widget and the handler.
 */
import type { Answer } from "../api/responses";
import * as z from "./z";

export const PASSWORD_MIN_LENGTH = 10;
/** argon2 pre-hashes long passphrases; the cap only bounds the work per request (as login's). */
export const PASSWORD_MAX_LENGTH = 1024;

export const PASSWORD_RULES = [
  `At least ${PASSWORD_MIN_LENGTH} characters`,
  "Not the same character repeated",
  "Not your email address",
] as const;

/** The first rule `password` breaks, as a sentence; undefined when it is acceptable. */
export function passwordProblem(password: string, email?: string): string | undefined {
  const chars = [...password];
  if (chars.length < PASSWORD_MIN_LENGTH)
    return `Your password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
  if (chars.length > PASSWORD_MAX_LENGTH)
    return `Your password must be at most ${PASSWORD_MAX_LENGTH} characters long.`;
  if (chars.every((char) => char === chars[0])) return "Your password cannot be one character repeated.";
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase())
    return "Your password cannot be your email address.";
  return undefined;
}

/** 32 random bytes, base64url without padding. */
export const PASSWORD_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const setPasswordBody = z.object({
  token: z.string().check(z.regex(PASSWORD_TOKEN, "is not a valid link")),
  password: z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH)),
});
export type SetPasswordBody = z.infer<typeof setPasswordBody>;

export const forgotPasswordBody = z.object({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254), z.email()),
});

export type PasswordAnswer = Answer<"passwordAnswer">;
