import type { ReviewItem } from "../data/items";
import { keys } from "../data/keys";
import { tableName } from "../lib/db";
import { queryAll } from "../lib/query-all";

/** A practitioner's review ratings: what their index cards carry (the seed and approvals use the same list). */
export async function practitionerRatings(practitionerId: string): Promise<number[]> {
  const reviews = await queryAll<Pick<ReviewItem, "rating">>({
    TableName: tableName(),
    KeyConditionExpression: "PK = :pk AND begins_with(SK, :review)",
    ExpressionAttributeValues: {
      ":pk": keys.practitioner(practitionerId).PK,
      ":review": keys.reviewPrefix,
    },
    ProjectionExpression: "rating",
    ConsistentRead: true,
  });
  return reviews.map((review) => review.rating);
}
