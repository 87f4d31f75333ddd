import { GetCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { offeredModes } from "../../core/appointment-modes";
import { policySentence } from "../../core/cutoffs";
import { NotFoundError } from "../../core/errors";
import type { ProfileResponse } from "../../core/schemas/search";
import { publicCouncilRegistration } from "../council-registration/view";
import type { PractitionerItem, ReviewItem } from "../data/items";
import { keys } from "../data/keys";
import { schemeNames } from "../data/medical-schemes";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { nextAvailableOf } from "../search/next-available-read";
import { isPublic } from "./listing";

const NOT_FOUND = "We could not find this practitioner. They may no longer be listed.";

/** The profile and its reviews (newest first), read side by side; unknown or deactivated: NotFoundError. */
export async function practitionerWithReviews(id: string) {
  const { PK } = keys.practitioner(id);
  const [profile, reviews, next] = await Promise.all([
    db().send(new GetCommand({ TableName: tableName(), Key: keys.practitioner(id) })),
    db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: "PK = :pk AND begins_with(SK, :review)",
        ExpressionAttributeValues: { ":pk": PK, ":review": keys.reviewPrefix },
        ScanIndexForward: false,
      }),
    ),
    nextAvailableOf([id]),
  ]);
  const practitioner = profile.Item as PractitionerItem | undefined;
  // Not yet listed (core/listing-readiness.ts) reads as not there: the page 404s, as when deactivated.
  if (!practitioner || !isPublic(practitioner)) throw new NotFoundError(NOT_FOUND);
  return {
    practitioner,
    reviews: (reviews.Items ?? []) as ReviewItem[],
    nextAvailable: next.get(id) ?? null,
  };
}

export function profileResponse(
  practitioner: PractitionerItem,
  reviews: ReviewItem[],
  schemeNames: Map<string, string>,
  nextAvailable: string | null,
): ProfileResponse {
  const business = practitioner.plan === "business_package";
  const detail: ProfileResponse["practitioner"]["get_member_active_detail"] = {
    image: practitioner.image,
    profession: practitioner.profession,
    address: practitioner.businessAddressPhysical,
    qualification: practitioner.qualifications,
    work_with: practitioner.workWith,
    appointment_modes: offeredModes(practitioner.appointmentModes),
    language: practitioner.languages,
    bio: practitioner.bio,
  };
  // Website and video are a business_package feature: the server leaves them out for starter.
  if (business && practitioner.practiseUrl) detail.practise_url = practitioner.practiseUrl;
  if (business && practitioner.videoUrl) detail.video_url = practitioner.videoUrl;
  return {
    practitioner: {
      id: practitioner.id,
      name: practitioner.name,
      get_reviews: reviews.map((review) => ({
        rating: review.rating,
        comment: review.comment,
        name: review.name,
        created_at: review.createdAt,
        verified: review.verified === true,
      })),
      get_member_active_detail: detail,
      get_practitioner_service: practitioner.services.map((name) => ({ name })),
      get_medical_aids: practitioner.medicalAidIds
        .filter((id) => schemeNames.has(id))
        .map((id) => ({ medical_scheme: { id, scheme_name: schemeNames.get(id) ?? "" } })),
      get_social_medial: business
        ? practitioner.social.map(({ linkFor, url }) => ({ link_for: linkFor, url }))
        : [],
      focus_areas_statment: practitioner.focusAreas,
      cancellation_policy: policySentence(practitioner),
      next_available: nextAvailable,
      council_registration: publicCouncilRegistration(practitioner, now()),
    },
    package: { plan: practitioner.plan },
  };
}

/** GET /api/practitioner/users?id= : `{practitioner, package}`; unknown or deactivated: 404. */
export const profile = httpHandler(
  { route: "GET /api/practitioner/users" },
  async ({ query }): Promise<ProfileResponse> => {
    const [{ practitioner, reviews, nextAvailable }, names] = await Promise.all([
      practitionerWithReviews(query.id),
      schemeNames(),
    ]);
    return profileResponse(practitioner, reviews, names, nextAvailable);
  },
);
