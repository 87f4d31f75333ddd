/**
 * Patient sessions for tests (issue 28): opened by the product's own session code and written to
 * DynamoDB Local, as POST /api/my/session does once a mailed link is used.
 */
import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { now } from "../lib/clock";
import { db } from "../lib/db";
import { newPatientSession } from "../my/patient-session";
import { bearer } from "./auth-fixtures";

/** A patient session's bearer token for `email`, opened now (the test clock's now). */
export async function patientToken(email: string): Promise<string> {
  const session = await newPatientSession(email.toLowerCase(), now());
  await db().send(new TransactWriteCommand({ TransactItems: [session.write] }));
  return session.token;
}

/** The Authorization header of a patient session for `email`. */
export async function patientHeaders(email: string): Promise<Record<string, string>> {
  return bearer(await patientToken(email));
}
