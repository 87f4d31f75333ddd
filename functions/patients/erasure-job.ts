/**
 * An erasure under way (docs/decisions.md "Erasure (POPIA)"): recorded before the first step, with
 * the patient's email, and deleted after the last. The patient's id otherwise leads to the email
 * only through bookings still linked to them, and erasing unlinks them: should a step fail after
 * that, the retry (the same request) finds the email here and finishes the job.
 */
import { DeleteCommand, GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { NotFoundError } from "../../core/errors";
import type { ErasureJobItem, PatientItem } from "../data/items";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";
import { emailHash } from "../lib/email-hash";
import { newItem } from "../lib/transactions";
import { isConditionFailure } from "../lib/window-counter";
import { bookingsOfPatient, PATIENT_NOT_FOUND } from "./directory";

/** The email of the patient to erase: from an unfinished job, else from their bookings (404 if none). */
export async function startErasure(patientId: string, adminEmail: string, nowMs: number): Promise<string> {
  const key = keys.erasureJob(patientId);
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  if (Item) return (Item as ErasureJobItem).email;
  const [latest] = await bookingsOfPatient(patientId);
  if (!latest?.patientEmail) throw new NotFoundError(PATIENT_NOT_FOUND);
  return recordJob(key, patientId, latest.patientEmail.toLowerCase(), adminEmail, nowMs);
}

async function recordJob(
  key: ReturnType<typeof keys.erasureJob>,
  patientId: string,
  email: string,
  startedBy: string,
  nowMs: number,
): Promise<string> {
  const job: ErasureJobItem = {
    ...key,
    entity: "erasureJob",
    patientId,
    email,
    startedAt: new Date(nowMs).toISOString(),
    startedBy,
  };
  try {
    await db().send(new PutCommand(newItem(job)));
  } catch (error) {
    // Two erasures at once: both go on with the same patient; every step is idempotent.
    if (!isConditionFailure(error)) throw error;
  }
  return email;
}

/**
 * The patient's own erasure (functions/my/delete.ts) starts from the email: its job is keyed by the
 * email's hash, so a retry after the patient record went still knows the patient's id. The id, or
 * undefined when the email has no patient record (only messages, reviews or waitlist entries).
 */
export async function startOwnErasure(emailLower: string, nowMs: number): Promise<string | undefined> {
  const key = keys.erasureJob(`EMAIL#${emailHash(emailLower)}`);
  const [job, patient] = await Promise.all(
    [key, keys.patient(emailLower)].map(async (Key) => {
      const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key, ConsistentRead: true }));
      return Item;
    }),
  );
  const patientId =
    (job as ErasureJobItem | undefined)?.patientId ?? (patient as PatientItem | undefined)?.id;
  if (!patientId) return undefined;
  await recordJob(key, patientId, emailLower, "the patient", nowMs);
  return patientId;
}

/** The last step of the patient's own erasure. */
export async function finishOwnErasure(emailLower: string): Promise<void> {
  await finishErasure(`EMAIL#${emailHash(emailLower)}`);
}

/** The last step: nothing of the patient is left, so the job (and the email it held) goes. */
export async function finishErasure(patientId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.erasureJob(patientId) }));
}
