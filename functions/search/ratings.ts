import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import type { ReviewItem } from "../data/items";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";

/** A practitioner's review ratings: what their index cards carry (the seed and approvals use the same list). */
export async function practitionerRatings(practitionerId: string): Promise<number[]> {
  const ratings: number[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: "PK = :pk AND begins_with(SK, :review)",
        ExpressionAttributeValues: {
          ":pk": keys.practitioner(practitionerId).PK,
          ":review": keys.reviewPrefix,
        },
        ProjectionExpression: "rating",
        ConsistentRead: true,
        ExclusiveStartKey,
      }),
    );
    ratings.push(...((page.Items ?? []) as Pick<ReviewItem, "rating">[]).map((review) => review.rating));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return ratings;
}
