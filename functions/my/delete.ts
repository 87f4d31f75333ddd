/**
 * POST /api/my/delete (patient session): "Delete my data" (POPIA s24). The admins' erasure core
 * (functions/patients/erase.ts eraseEverything) does the work: future bookings cancelled with the
 * practitioners told, past ones anonymised, reviews keeping only their stars, waitlist entries,
 * contact messages and the mails about them removed, and every session and sign-in link of the
 * email ended. Then one last mail confirms it, through the outbox.
 */
import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { now } from "../lib/clock";
import { db } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { queueMail } from "../outbox/outbox";
import { ERASED, eraseEverything } from "../patients/erase";
import { finishOwnErasure, startOwnErasure } from "../patients/erasure-job";
import { dataDeletedMail } from "./mails";

export const myDelete = httpHandler({ route: "POST /api/my/delete" }, async ({ user, log }) => {
  const nowMs = now();
  const email = user.email;
  const patientId = await startOwnErasure(email, nowMs);
  const { cancelled, anonymised, late, elsewhere } = await eraseEverything(patientId, email, nowMs);
  await finishOwnErasure(email);
  const confirmation = queueMail(dataDeletedMail({ to: email, cancelled }), "my-data-deleted", nowMs);
  if (confirmation.Put) await db().send(new PutCommand(confirmation.Put));
  log.info("patient erased own data", { cancelled, anonymised, late, ...elsewhere });
  return { success: ERASED, cancelled, anonymised };
});
