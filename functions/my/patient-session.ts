/**
 * A patient's session (issue 28, docs/security.md "Patient sessions"): opened by a mailed sign-in
 * link, it lasts 30 days, reaches only the data of its one email (role "patient", subject
 * `patient#{email}`), and ends on "Sign out" (POST /api/auth/logout) or when the email's data is
 * deleted. It is a session item like an account's (functions/lib/auth-tokens.ts), so every request
 * reads it and revocation takes effect at once; the table holds no token, only the session's id.
 */
import { randomBytes } from "node:crypto";
import { MY_SESSION_DAYS } from "../../core/schemas/my-data";
import type { SessionItem } from "../data/items";
import { keys } from "../data/keys";
import { issueAccessToken, revokeAllSessions } from "../lib/auth-tokens";
import { putNew, type TransactItem } from "../lib/transactions";

export const PATIENT_SESSION_MS = MY_SESSION_DAYS * 24 * 60 * 60 * 1000;

/** The subject of a patient's session: never an account's key (a practitioner may book with their own email). */
export function patientSubject(emailLower: string): string {
  return `patient#${emailLower}`;
}

export interface PatientSession {
  /** The session item to put (in the transaction that uses the link). */
  write: TransactItem;
  token: string;
  expiresIn: number;
}

/** A new session for `emailLower` and its bearer token, valid until the session's end. */
export async function newPatientSession(emailLower: string, nowMs: number): Promise<PatientSession> {
  const sessionId = randomBytes(16).toString("base64url");
  const userId = patientSubject(emailLower);
  const absoluteExpiresAt = nowMs + PATIENT_SESSION_MS;
  const createdAt = new Date(nowMs).toISOString();
  const session: SessionItem = {
    ...keys.session(sessionId),
    ...keys.userSessions(userId, createdAt, sessionId),
    entity: "session",
    sessionId,
    userId,
    email: emailLower,
    role: "patient",
    createdAt,
    lastSeenAt: nowMs,
    absoluteExpiresAt,
    expiresAt: Math.ceil(absoluteExpiresAt / 1000),
  };
  const access = await issueAccessToken(
    { sub: userId, role: "patient", sid: sessionId },
    absoluteExpiresAt,
    nowMs,
    PATIENT_SESSION_MS / 1000,
  );
  return { write: putNew(session), token: access.token, expiresIn: access.expiresIn };
}

/** Ends every patient session of the email (its data was deleted); how many there were. */
export function revokePatientSessions(emailLower: string): Promise<number> {
  return revokeAllSessions(patientSubject(emailLower));
}
