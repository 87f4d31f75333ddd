/**
 * Whether a booking request is from a new patient (the report's new vs returning, issue 24): one the
 * practitioner has never confirmed an appointment for. Read on the patient's own bookings (GSI1),
 * at most a few pages: no patient has that many bookings, and an unanswered read costs no booking.
 */
import { QueryCommand, type QueryCommandInput } from "@aws-sdk/lib-dynamodb";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";

const PAGE = 100;
const MAX_PAGES = 5;

/** Has this patient a confirmed booking (past or ahead) with this practitioner? */
export async function hasSeenPractitioner(patientId: string, practitionerId: string): Promise<boolean> {
  let ExclusiveStartKey: QueryCommandInput["ExclusiveStartKey"];
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: "GSI1",
        KeyConditionExpression: "GSI1PK = :patient",
        FilterExpression: "practitionerId = :practitioner AND #status = :confirmed",
        ExpressionAttributeNames: { "#status": "status" },
        ExpressionAttributeValues: {
          ":patient": keys.patientBookingsPartition(patientId),
          ":practitioner": practitionerId,
          ":confirmed": "confirmed",
        },
        ProjectionExpression: "id",
        Limit: PAGE,
        ExclusiveStartKey,
      }),
    );
    if ((answer.Items ?? []).length > 0) return true;
    ExclusiveStartKey = answer.LastEvaluatedKey;
    if (!ExclusiveStartKey) return false;
  }
  return false;
}
