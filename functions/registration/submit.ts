import { randomUUID } from "node:crypto";
import { GetCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { BadRequestError, ConflictError } from "../../core/errors";
import {
  type PhotoUploadResponse,
  photoUploadBody,
  type RegistrationSubmitResponse,
  registrationForm,
} from "../../core/schemas/registration";
import type { RegistrationRequestItem } from "../data/items";
import { keys } from "../data/keys";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { env } from "../lib/env";
import { httpHandler } from "../lib/http-handler";
import { respond } from "../lib/http-response";
import { queueMail } from "../outbox/outbox";
import { adminNewRequest, applicantReceived } from "./mails";
import { type PhotoProblem, photoStore } from "./photo-store";

export const RECEIVED = "Thank you. We have received your application.";
export const ALREADY_APPLIED = "An application with this email is already being reviewed.";
export const HAS_ACCOUNT = "An account with this email already exists. Please log in instead.";

const PHOTO_REFUSED: Record<PhotoProblem, string> = {
  missing: "We did not receive your photo. Please choose it again.",
  type: "The photo must be a JPEG, PNG or WebP image.",
  size: "The photo must be at most 5 MB.",
  content: "The photo is not a JPEG, PNG or WebP image. Please choose another one.",
};

/** The item that holds an email while its request is undecided or approved. */
interface RegistrationEmailItem {
  PK: string;
  SK: "EMAIL";
  entity: "registrationEmail";
  email: string;
  requestId: string;
  createdAt: string;
}

/**
 * POST /api/registration/photo-upload (public, CSRF): a presigned S3 POST for one photo the browser
 * has already resized. The key, the content type and the size range (up to 5 MB) are fixed by the
 * policy; it expires in 10 minutes.
 */
export const photoUpload = httpHandler(
  { body: photoUploadBody },
  async ({ body, log }): Promise<PhotoUploadResponse> => {
    const answer = await photoStore.presign(body.content_type);
    log.info("photo upload presigned", { key: answer.image_key, size: body.size });
    return answer;
  },
);

/**
 * POST /api/registration/submit (public, CSRF). Checks the uploaded photo (exists, type, size,
 * magic number) and that the email has no account, then writes in one transaction: the request
 * (state "new"), the email hold (refused if another request holds it: 409), and two outbox mails
 * (applicant, admins).
 */
export const submitRegistration = httpHandler({ body: registrationForm }, async ({ body, log }) => {
  const started = now();
  const email = body.email.toLowerCase();

  const { Item: account } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.user(email), ProjectionExpression: "PK" }),
  );
  if (account) throw new ConflictError(HAS_ACCOUNT);

  const problem = await photoStore.check(body.image_key);
  if (problem) throw new BadRequestError(PHOTO_REFUSED[problem], { image_key: PHOTO_REFUSED[problem] });

  const id = randomUUID();
  const createdAt = new Date(started).toISOString();
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
    registrationNumber: body.registration_number.toUpperCase(),
    council: body.council,
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
  const facts = {
    request,
    adminEmail: env().adminEmail,
    dashboardUrl: `${env().siteUrl}/dashboard`,
  };

  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: { TableName: tableName(), Item: request, ConditionExpression: "attribute_not_exists(PK)" },
          },
          { Put: { TableName: tableName(), Item: hold, ConditionExpression: "attribute_not_exists(PK)" } },
          queueMail(applicantReceived(facts), "registration-received-applicant", started),
          queueMail(adminNewRequest(facts), "registration-received-admin", started),
        ],
      }),
    );
  } catch (error) {
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    if (
      (error as Error).name === "TransactionCanceledException" &&
      reasons[1]?.Code === "ConditionalCheckFailed"
    )
      throw new ConflictError(ALREADY_APPLIED);
    throw error;
  }
  log.info("registration requested", { requestId: id });
  const response: RegistrationSubmitResponse = { success: RECEIVED, id };
  return respond(201, response);
});
