import { GetCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { missingForListing } from "../../core/listing-readiness";
import type { PractitionerDetailResponse } from "../../core/schemas/practitioner-admin";
import { bookingRowBase } from "../booking/booking-view";
import { adminCouncilView, registrationOf } from "../council-registration/view";
import type { BookingItem, UserItem } from "../data/items";
import { keys } from "../data/keys";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { addressView } from "../profile-editor/own-profile";
import { readPractitioner } from "./practitioner-item";
import { practitionerRow } from "./rows";

const RECENT_BOOKINGS = 20;

/**
 * GET /api/practitioner/detail/{id} (admin): the record behind /admin/doctor/detail/{id}: profile,
 * package, status, whether an account exists and has a password, and the latest bookings (date,
 * status, type and the patient's name: never the reason, which stays with the practitioner).
 */
export const practitionerDetail = httpHandler(
  { route: "GET /api/practitioner/detail/{id}" },
  async ({ path }): Promise<PractitionerDetailResponse> => {
    const item = await readPractitioner(path.id);
    const [account, bookings] = await Promise.all([
      db().send(
        new GetCommand({
          TableName: tableName(),
          Key: keys.user(item.email.trim().toLowerCase()),
          ProjectionExpression: "passwordHash, #role",
          ExpressionAttributeNames: { "#role": "role" },
        }),
      ),
      db().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: "PK = :pk AND begins_with(SK, :booking)",
          ExpressionAttributeValues: { ":pk": keys.practitioner(item.id).PK, ":booking": keys.bookingPrefix },
          ScanIndexForward: false,
          Limit: RECENT_BOOKINGS,
        }),
      ),
    ]);
    const user = account.Item as Pick<UserItem, "passwordHash" | "role"> | undefined;
    const nowMs = now();
    return {
      practitioner: {
        ...practitionerRow(item),
        title: item.title,
        first_name: item.firstName,
        last_name: item.lastName,
        registration_number: item.registrationNumber,
        address: addressView(item.address),
        languages: item.languages,
        qualifications: item.qualifications,
        services: item.services,
        focus_areas: item.focusAreas,
        work_with: item.workWith,
        plan: item.plan,
        created_at: item.createdAt,
        ...(item.statusReason ? { status_reason: item.statusReason } : {}),
        listing_missing: missingForListing(item),
        council_registration: adminCouncilView(registrationOf(item)),
        bhf_practice_number: item.bhfPracticeNumber ?? "",
      },
      account: { exists: user?.role === "practitioner", password_set: Boolean(user?.passwordHash) },
      bookings: ((bookings.Items ?? []) as BookingItem[]).map((booking) => ({
        ...bookingRowBase(booking, nowMs),
        first_name: booking.firstName,
        last_name: booking.lastName,
      })),
    };
  },
);
