import { randomUUID } from "node:crypto";
import { BatchGetCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { BadRequestError } from "../../core/errors";
import { storedCouncil } from "../../core/schemas/council-registration";
import type {
  PhotoUploadResponse,
  RegistrationForm,
  RegistrationSubmitResponse,
} from "../../core/schemas/registration";
import type { RegistrationRequestItem } from "../data/items";
import { keys } from "../data/keys";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { env } from "../lib/env";
import { httpHandler } from "../lib/http-handler";
import { respond } from "../lib/http-response";
import { putNew } from "../lib/transactions";
import { queueMail } from "../outbox/outbox";
import { adminNewRequest, applicantAlreadyApplied, applicantHasAccount, applicantReceived } from "./mails";
import { type PhotoProblem, photoStore } from "./photo-store";

export const RECEIVED = "Thank you. We have received your application.";

const PHOTO_REFUSED: Record<PhotoProblem, string> = {
  missing: "We did not receive your photo. Please choose it again.",
  type: "The photo must be a JPEG, PNG or WebP image.",
  size: "The photo must be at most 5 MB.",
  content: "The photo is not a JPEG, PNG or WebP image. Please choose another one.",
};

/** The item that holds an email while its request is undecided or approved. */
export interface RegistrationEmailItem {
  PK: string;
  SK: "EMAIL";
  entity: "registrationEmail";
  email: string;
  requestId: string;
  createdAt: string;
}

/** Refuses (400) an uploaded photo that is missing, too large or not the image it claims to be. */
export async function checkUploadedPhoto(imageKey: string): Promise<void> {
  const problem = await photoStore.check(imageKey);
  if (problem) throw new BadRequestError(PHOTO_REFUSED[problem], { image_key: PHOTO_REFUSED[problem] });
}

/** The request item and email hold a form creates (state "new"), as /register stores them. */
export function requestFromForm(
  body: RegistrationForm,
  id: string,
  createdAt: string,
): { request: RegistrationRequestItem; hold: RegistrationEmailItem } {
  const email = body.email.toLowerCase();
  const request: RegistrationRequestItem = {
    ...keys.registrationRequest(id),
    ...keys.registrationRequestByState("new", createdAt, id),
    entity: "registrationRequest",
    id,
    title: body.title,
    name: body.name,
    surname: body.surname,
    sex: body.sex,
    occupation: body.occupation,
    email,
    cellNumber: body.cell_number,
    suburb: body.suburb,
    city: body.city,
    postalCode: body.postal_code,
    imageKey: body.image_key,
    subscriptionPlan: body.subscription_plan,
    workWith: body.work_with,
    registrationNumber: body.registration_number,
    council: storedCouncil(body),
    council_registration: { council: storedCouncil(body), number: body.registration_number },
    ...(body.bhf_practice_number ? { bhfPracticeNumber: body.bhf_practice_number } : {}),
    state: "new",
    isRequestApproved: null,
    createdAt,
  };
  if (body.referral_code) request.referralCode = body.referral_code;
  const hold: RegistrationEmailItem = {
    ...keys.registrationEmail(email),
    entity: "registrationEmail",
    email,
    requestId: id,
    createdAt,
  };
  return { request, hold };
}

/**
 * POST /api/registration/photo-upload (public, CSRF): a presigned S3 POST for one photo the browser
 * has already resized. The key, the content type and the size range (up to 5 MB) are fixed by the
 * policy; it expires in 10 minutes.
 */
export const photoUpload = httpHandler(
  { route: "POST /api/registration/photo-upload", limits: { ip: "photo-upload-ip" } },
  async ({ body, log }): Promise<PhotoUploadResponse> => {
    const answer = await photoStore.presign(body.content_type);
    log.info("photo upload presigned", { key: answer.image_key, size: body.size });
    return answer;
  },
);

/** Whether the address already has an account, or an application being reviewed (one read). */
export async function holdsOf(email: string): Promise<{ account: boolean; applied: boolean }> {
  const userKey = keys.user(email);
  const holdKey = keys.registrationEmail(email);
  const { Responses } = await db().send(
    new BatchGetCommand({
      RequestItems: {
        [tableName()]: { Keys: [userKey, holdKey], ProjectionExpression: "PK", ConsistentRead: true },
      },
    }),
  );
  const found = new Set((Responses?.[tableName()] ?? []).map((item) => item.PK as string));
  return { account: found.has(userKey.PK), applied: found.has(holdKey.PK) };
}

/** The one mail that replaces the application when the address is taken (see submitRegistration). */
async function queueTakenMail(email: string, taken: "account" | "applied", nowMs: number) {
  const mail =
    taken === "account"
      ? applicantHasAccount({
          email,
          loginUrl: `${env().siteUrl}/login`,
          resetUrl: `${env().siteUrl}/forgot-password`,
        })
      : applicantAlreadyApplied({ email });
  await db().send(
    new TransactWriteCommand({ TransactItems: [queueMail(mail, `registration-${taken}-applicant`, nowMs)] }),
  );
}

/**
 * POST /api/registration/submit (public, CSRF, per-address and per-email limits). Checks the uploaded
 * photo (exists, type, size, magic number) first, then writes in one transaction: the request (state
 * "new"), the email hold (one application per email), and two outbox mails (applicant, admins).
 *
 * Every well-formed application gets the same answer (201 and an id), whether or not the address
 * already has an account or an application under review, so the form cannot be used to find out who
 * is listed. In those two cases nothing is stored but one mail to the address, telling its owner why.
 */
export const submitRegistration = httpHandler(
  {
    route: "POST /api/registration/submit",
    limits: { ip: "registration-ip", email: { name: "registration-email", of: (form) => form.email } },
  },
  async ({ body, log }) => {
    const started = now();
    const email = body.email.toLowerCase();

    await checkUploadedPhoto(body.image_key);

    const id = randomUUID();
    const response: RegistrationSubmitResponse = { success: RECEIVED, id };
    const holds = await holdsOf(email);
    if (holds.account || holds.applied) {
      await queueTakenMail(email, holds.account ? "account" : "applied", started);
      log.info("registration for a taken address", { requestId: id });
      return respond(201, response);
    }

    const { request, hold } = requestFromForm(body, id, new Date(started).toISOString());
    const facts = {
      request,
      adminEmail: env().adminEmail,
      dashboardUrl: `${env().siteUrl}/dashboard`,
    };

    try {
      await db().send(
        new TransactWriteCommand({
          TransactItems: [
            putNew(request),
            putNew(hold),
            queueMail(applicantReceived(facts), "registration-received-applicant", started),
            queueMail(adminNewRequest(facts), "registration-received-admin", started),
          ],
        }),
      );
    } catch (error) {
      const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
      // Another application for this address won the race since holdsOf: answer as for any taken one.
      if (
        (error as Error).name !== "TransactionCanceledException" ||
        reasons[1]?.Code !== "ConditionalCheckFailed"
      )
        throw error;
      await queueTakenMail(email, "applied", started);
      log.info("registration for a taken address", { requestId: id });
      return respond(201, response);
    }
    log.info("registration requested", { requestId: id });
    return respond(201, response);
  },
);
