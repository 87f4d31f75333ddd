import { GetCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { NotFoundError } from "../../core/errors";
import type { CalendarFeedResponse } from "../../core/schemas/calendar-feed";
import { NOT_LINKED } from "../dashboard/bookings";
import type { PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { ownPractitionerId } from "../lib/authorise";
import { db, tableName } from "../lib/db";
import { env } from "../lib/env";
import { httpHandler } from "../lib/http-handler";
import { feedToken } from "./feed-token";

const NO_LISTING = "We could not find your practitioner listing.";

/** What the feed needs of a listing: it is gone (404) once deleted or being deleted. */
export type FeedListing = Pick<PractitionerItem, "id" | "calendarFeedVersion" | "deletionStartedAt">;

export async function feedListing(practitionerId: string): Promise<FeedListing | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.practitioner(practitionerId),
      ProjectionExpression: "id, calendarFeedVersion, deletionStartedAt",
      // Right after a rotation the old address must already be refused.
      ConsistentRead: true,
    }),
  );
  const listing = Item as FeedListing | undefined;
  return listing && !listing.deletionStartedAt ? listing : undefined;
}

function answer(practitionerId: string, version: number): CalendarFeedResponse {
  const url = `${env().siteUrl}/api/calendar/${feedToken(env().signingSecret, practitionerId, version)}`;
  return { url, webcal_url: url.replace(/^https?:/, "webcal:") };
}

/** GET /api/dashboard/calendar-feed: the caller's current feed address. */
export const getCalendarFeed = httpHandler(
  { route: "GET /api/dashboard/calendar-feed" },
  async ({ user }) => {
    const practitionerId = ownPractitionerId(user, NOT_LINKED);
    const listing = await feedListing(practitionerId);
    if (!listing) throw new NotFoundError(NO_LISTING);
    return answer(practitionerId, listing.calendarFeedVersion ?? 0);
  },
);

/** POST /api/dashboard/calendar-feed: a new address; the version rises, so the old one is refused. */
export const rotateCalendarFeed = httpHandler(
  { route: "POST /api/dashboard/calendar-feed" },
  async ({ user, log }) => {
    const practitionerId = ownPractitionerId(user, NOT_LINKED);
    let version: number;
    try {
      const { Attributes } = await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.practitioner(practitionerId),
          UpdateExpression: "ADD calendarFeedVersion :one",
          // Never create a bare item for an account whose listing is gone (or going).
          ConditionExpression: "attribute_exists(PK) AND attribute_not_exists(deletionStartedAt)",
          ExpressionAttributeValues: { ":one": 1 },
          ReturnValues: "UPDATED_NEW",
        }),
      );
      version = Number(Attributes?.calendarFeedVersion);
    } catch (error) {
      if ((error as Error).name === "ConditionalCheckFailedException") throw new NotFoundError(NO_LISTING);
      throw error;
    }
    log.info("calendar feed address replaced", { practitionerId, version });
    return answer(practitionerId, version);
  },
);
