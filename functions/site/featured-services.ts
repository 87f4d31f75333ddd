import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import type { FeaturedService } from "../../core/schemas/featured-services";
import type { FeaturedServiceItem } from "../data/items";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";

/** Featured services are few (a carousel); one partition, sorted by their display order. */
const MAX_FEATURED = 50;

export async function listFeaturedServices(): Promise<FeaturedService[]> {
  const result = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: "PK = :pk",
      ExpressionAttributeValues: { ":pk": keys.featuredPartition },
      Limit: MAX_FEATURED,
    }),
  );
  return ((result.Items ?? []) as FeaturedServiceItem[]).map(({ id, name, image }) => ({ id, name, image }));
}

/** GET /api/get/feature/services: list of { id, name, image } for the home carousel. */
export const featuredServices = httpHandler(
  { route: "GET /api/get/feature/services", cacheControl: "public, max-age=300" },
  listFeaturedServices,
);
