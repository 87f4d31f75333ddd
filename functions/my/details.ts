/**
 * POST /api/my/details {first_name, last_name?, cellphone_number?} (patient session): corrects the
 * patient record and every booking still ahead, so the practitioner sees the corrected details and
 * the next mails use them. Past bookings stay as they were: they record what was booked.
 */
import { TransactWriteCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { NotFoundError } from "../../core/errors";
import type { MyDetails } from "../../core/schemas/my-data";
import { isCancellable } from "../booking/booking-view";
import { keys } from "../data/keys";
import { directoryWrites } from "../directory/entries";
import { patientListing } from "../directory/patients";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { updateItem } from "../lib/transactions";
import { ownData } from "./own-data";

export const NO_DETAILS_YET =
  "We do not have any booking details for this email yet, so there is nothing to correct.";

export const updateDetails = httpHandler(
  { route: "POST /api/my/details" },
  async ({ body, user, log }): Promise<MyDetails> => {
    const nowMs = now();
    const at = new Date(nowMs).toISOString();
    const { patient, bookings } = await ownData(user.email);
    if (!patient) throw new NotFoundError(NO_DETAILS_YET);
    const details = {
      ":first": body.first_name,
      ":last": body.last_name ?? "",
      ":cell": body.cellphone_number ?? "",
      ":at": at,
    };
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          updateItem({
            Key: keys.patient(user.email),
            UpdateExpression:
              "SET firstName = :first, lastName = :last, cellphone = :cell, GSI1SK = :name, updatedAt = :at",
            ConditionExpression: "id = :id",
            ExpressionAttributeValues: {
              ...details,
              ":id": patient.id,
              ":name": keys.patientByName(
                `${details[":last"]} ${body.first_name}`.trim().toLowerCase(),
                patient.id,
              ).GSI1SK,
            },
          }),
          // The admin directory shows the corrected name and number at once.
          ...directoryWrites(
            patientListing(patient),
            patientListing({
              ...patient,
              firstName: details[":first"],
              lastName: details[":last"],
              cellphone: details[":cell"],
            }),
          ),
        ],
      }),
    );
    const ahead = bookings.filter((booking) => isCancellable(booking, nowMs));
    for (const booking of ahead) {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { PK: booking.PK, SK: booking.SK },
          UpdateExpression: "SET firstName = :first, lastName = :last, cellphone = :cell, updatedAt = :at",
          // Still this patient's, and not erased meanwhile.
          ConditionExpression: "patientId = :id AND attribute_not_exists(erasedAt)",
          ExpressionAttributeValues: { ...details, ":id": patient.id },
        }),
      );
    }
    log.info("patient details corrected", { bookings: ahead.length });
    return {
      first_name: details[":first"],
      last_name: details[":last"],
      cellphone_number: details[":cell"],
      updated_bookings: ahead.length,
    };
  },
);
