import { randomUUID } from "node:crypto";
import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { ConflictError } from "../../core/errors";
import type { AddPractitionerResponse } from "../../core/schemas/practitioner-admin";
import { OPERATION_SUCCESSFUL } from "../../core/ui-text";
import { now } from "../lib/clock";
import { db } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { respond } from "../lib/http-response";
import { putNew } from "../lib/transactions";
import { checkUploadedPhoto, holdsOf, requestFromForm } from "../registration/submit";
import { ACCOUNT_EXISTS, approve } from "./confirm";

export const LISTED = OPERATION_SUCCESSFUL;
export const APPLICATION_EXISTS =
  "This email address already has an application waiting: approve it under Registration requests.";

/**
 * POST /api/practitioner/add (admin): an admin adds a practitioner directly, with the /register
 * form's fields and checks (the same schema, the same photo check). It is the registration path
 * with the admin as the applicant and the approver: the request is stored (state new, no mails),
 * then approved by the approval code itself (photo re-encoded and published, listing, account, the
 * welcome mail with its set-password link, the search index). A taken address is a 409 here: the
 * admin is trusted, and needs to know. Should the approval fail, the request waits in the
 * registration requests, where it can be approved again.
 */
export const addPractitioner = httpHandler(
  { route: "POST /api/practitioner/add" },
  async ({ body, user, log }) => {
    await checkUploadedPhoto(body.image_key);
    const email = body.email.toLowerCase();
    const holds = await holdsOf(email);
    if (holds.account) throw new ConflictError(ACCOUNT_EXISTS);
    if (holds.applied) throw new ConflictError(APPLICATION_EXISTS);
    const nowMs = now();
    const { request, hold } = requestFromForm(body, randomUUID(), new Date(nowMs).toISOString());
    try {
      await db().send(
        new TransactWriteCommand({
          TransactItems: [putNew(request), putNew(hold)],
        }),
      );
    } catch (error) {
      if ((error as Error).name === "TransactionCanceledException")
        throw new ConflictError(APPLICATION_EXISTS);
      throw error;
    }
    const approved = await approve(request, user.email, nowMs, log);
    log.info("practitioner added by an admin", { practitionerId: approved.practitionerId });
    const answer: AddPractitionerResponse = { success: LISTED, id: approved.practitionerId };
    return respond(201, answer);
  },
);
