/**
 * The practitioner's own profile: what the public profile shows, edited by the practitioner.
 * The practitioner is the one in the caller's token, never one named in the request: another
 * practitioner's profile cannot even be addressed. An account without a practitioner id gets 403.
 *
 * A save is one conditional UpdateItem on `PRAC#{id}/PROFILE` (`version` must still be the one the
 * form was opened with, else 409: two tabs never silently overwrite each other), then the search
 * index is rewritten from the stored before/after (functions/search/index-writer.ts
 * `replaceInSearchIndex`), so search and suggestions reflect the change at once.
 */

import { GetCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { offeredModes } from "../../core/appointment-modes";
import { BadRequestError, ConflictError, NotFoundError } from "../../core/errors";
import { missingForListing } from "../../core/listing-readiness";
import { placeLabel } from "../../core/place-label";
import {
  BUSINESS_ONLY_MESSAGE,
  businessOnlyFields,
  cleanList,
  type OwnProfile,
  type OwnProfileResponse,
  type ProfileEditBody,
} from "../../core/schemas/profile-editor";
import { editedRegistration, ownCouncilFields } from "../council-registration/own";
import type { PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { offeredSchemeNames, schemeNames } from "../data/medical-schemes";
import { directoryWrites } from "../directory/entries";
import { practitionerListing } from "../directory/practitioners";
import { type AuthUser, ownPractitionerId } from "../lib/authorise";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { failedAt, updateItem } from "../lib/transactions";
import { mapListing, mapWrites } from "../locations/map-items";
import { isPublic, listedFlag } from "../practitioner/listing";
import { publicPageChanged } from "../public-pages/public-page-changed";
import { locate } from "../registration-admin/practitioner-from-request";
import { replaceInSearchIndex } from "../search/index-writer";
import { nextAvailableMayHaveChanged } from "../search/next-available";
import { practitionerRatings } from "../search/ratings";

export const NOT_A_PRACTITIONER = "Only a practitioner account can edit a practitioner profile.";
export const PROFILE_NOT_FOUND = "We could not find your practitioner profile. Please contact us.";
export const STALE_VERSION =
  "Your profile was changed elsewhere (another tab or device) since you opened it. Reload it to see the latest version, then make your changes again.";
export const UNKNOWN_PLACE =
  "We could not find this suburb or city on the map. Please check the spelling (e.g. Sea Point, Cape Town).";

/** The stored profile with its edit counter (absent until the first edit: version 0). */
export type StoredProfile = PractitionerItem & { version?: number; updatedAt?: string };

export const practitionerOf = (user: AuthUser | undefined) => ownPractitionerId(user, NOT_A_PRACTITIONER);

export async function storedProfile(practitionerId: string): Promise<StoredProfile> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.practitioner(practitionerId), ConsistentRead: true }),
  );
  if (!Item) throw new NotFoundError(PROFILE_NOT_FOUND);
  return Item as StoredProfile;
}

/** A practice address as the API answers it (the editor's form and the admins' record). */
export function addressView(address: PractitionerItem["address"]) {
  return {
    street: address.street,
    suburb: address.suburb,
    city: address.city,
    province: address.province,
    postal_code: address.postalCode,
  };
}

export function ownProfile(item: StoredProfile): OwnProfile {
  return {
    id: item.id,
    version: item.version ?? 0,
    title: item.title,
    first_name: item.firstName,
    last_name: item.lastName,
    name: item.name,
    profession: item.profession,
    contact_number: item.contactNumber,
    address: addressView(item.address),
    qualifications: item.qualifications,
    languages: item.languages,
    work_with: item.workWith,
    services: item.services,
    focus_areas: item.focusAreas,
    bio: item.bio,
    medical_aid_ids: item.medicalAidIds,
    practise_url: item.practiseUrl ?? "",
    video_url: item.videoUrl ?? "",
    social: item.social.map(({ linkFor, url }) => ({ link_for: linkFor, url })),
    meeting_url: item.meetingUrl ?? "",
    appointment_modes: offeredModes(item.appointmentModes),
    ...(item.gender ? { gender: item.gender } : {}),
    min_notice_minutes: item.minNoticeMinutes,
    plan: item.plan,
    ...ownCouncilFields(item, now()),
  };
}

/** The schemes to choose from: those offered, and any retired one the profile already names. */
async function schemeList(item: StoredProfile): Promise<OwnProfileResponse["schemes"]> {
  const [all, offered] = await Promise.all([schemeNames(), offeredSchemeNames()]);
  const names = new Map([
    ...offered,
    ...item.medicalAidIds.flatMap((id) => (all.has(id) ? [[id, all.get(id) ?? ""] as const] : [])),
  ]);
  return [...names.entries()]
    .map(([id, scheme_name]) => ({ id, scheme_name }))
    .sort((a, b) => a.scheme_name.localeCompare(b.scheme_name));
}

/** What GET, a save and a photo change answer: the form, the schemes, the photo and the listing. */
export async function ownProfileAnswer(item: StoredProfile): Promise<OwnProfileResponse> {
  return {
    profile: ownProfile(item),
    schemes: await schemeList(item),
    photo: item.image,
    listing: { live: isPublic(item), missing: missingForListing(item) },
  };
}

const clean = (value: string) => value.replace(/\s+/g, " ").trim();

function badRequest(fields: Record<string, string>, message?: string): BadRequestError {
  const summary = Object.entries(fields)
    .map(([field, problem]) => `${field} ${problem}`)
    .join("; ");
  return new BadRequestError(message ?? `Please check the form: ${summary}.`, fields);
}

/** The edited attributes (camelCase, as stored), checked against the plan, the schemes and the map. */
async function editedAttributes(
  before: StoredProfile,
  body: ProfileEditBody,
): Promise<{ set: Partial<StoredProfile>; remove: (keyof StoredProfile)[] }> {
  const business = before.plan === "business_package";
  if (!business) {
    const refused = businessOnlyFields(body);
    if (Object.keys(refused).length > 0) throw badRequest(refused, BUSINESS_ONLY_MESSAGE);
  }
  const medicalAidIds = [...new Set(body.medical_aid_ids)];
  // A retired scheme stays on a profile that named it, but is not a new choice.
  const [names, offered] = await Promise.all([schemeNames(), offeredSchemeNames()]);
  const unknown = medicalAidIds.filter(
    (id) => !names.has(id) || (!offered.has(id) && !before.medicalAidIds.includes(id)),
  );
  if (unknown.length > 0) {
    throw badRequest({ medical_aid_ids: `has unknown medical scheme(s): ${unknown.join(", ")}` });
  }

  const title = clean(body.title);
  const firstName = clean(body.first_name);
  const lastName = clean(body.last_name);
  const name = [title, firstName, lastName].filter(Boolean).join(" ");
  const address = {
    street: clean(body.address.street),
    suburb: clean(body.address.suburb),
    city: clean(body.address.city),
    province: body.address.province,
    postalCode: body.address.postal_code,
  };
  // The map position follows the suburb (else the city): only re-derived when either changed.
  const placeChanged =
    address.suburb.toLowerCase() !== before.address.suburb.trim().toLowerCase() ||
    address.city.toLowerCase() !== before.address.city.trim().toLowerCase();
  let { lat, lng } = before;
  if (placeChanged) {
    const place = locate(address.suburb, address.city);
    if (!place) throw badRequest({ "address.city": "could not be found on the map" }, UNKNOWN_PLACE);
    ({ lat, lng } = place);
  }
  const businessAddressPhysical = placeLabel(
    address.street,
    address.suburb,
    address.city,
    address.postalCode,
  );

  const set: Partial<StoredProfile> = {
    title,
    firstName,
    lastName,
    name,
    GSI1SK: keys.practitionerByStatus(before.isActive, name.toLowerCase(), before.id).GSI1SK,
    profession: clean(body.profession),
    contactNumber: body.contact_number,
    address,
    businessAddressPhysical,
    lat,
    lng,
    qualifications: cleanList(body.qualifications),
    languages: cleanList(body.languages),
    workWith: body.work_with,
    services: cleanList(body.services),
    focusAreas: clean(body.focus_areas),
    bio: body.bio.trim(),
    medicalAidIds,
    minNoticeMinutes: body.min_notice_minutes,
  };
  // Stored with the edit it follows from (functions/practitioner/listing.ts).
  set.listed = listedFlag({
    image: before.image,
    bio: set.bio ?? "",
    services: set.services ?? [],
    address,
    billing: before.billing,
  });
  if (body.appointment_modes) set.appointmentModes = offeredModes(body.appointment_modes);
  const remove: (keyof StoredProfile)[] = [];
  if (body.gender) set.gender = body.gender;
  else if (body.gender === "") remove.push("gender");
  const optional = (key: "practiseUrl" | "videoUrl" | "meetingUrl", value: string) => {
    if (value) set[key] = value;
    else remove.push(key);
  };
  optional("meetingUrl", body.meeting_url);
  // Starter: the business fields are left as stored (hidden by the public profile), never written.
  if (business) {
    optional("practiseUrl", body.practise_url);
    optional("videoUrl", body.video_url);
    set.social = body.social.map(({ link_for, url }) => ({ linkFor: clean(link_for), url }));
  }
  const registration = editedRegistration(before, body);
  return { set: { ...set, ...registration.set }, remove: [...remove, ...registration.remove] };
}

/**
 * The condition that `version` is still the stored one (names `#version`), and its value. Version 0
 * is "never edited": the attribute is absent until the first save. A photo change moves it too.
 */
export function versionGuard(version: number): { condition: string; current: Record<string, number> } {
  return version === 0
    ? { condition: "attribute_exists(PK) AND attribute_not_exists(#version)", current: {} }
    : { condition: "attribute_exists(PK) AND #version = :current", current: { ":current": version } };
}

export function isConditionFailure(error: unknown): boolean {
  return (error as Error)?.name === "ConditionalCheckFailedException";
}

/** GET /api/profile/own: the caller's editable profile and every scheme to choose from. */
export const getOwnProfile = httpHandler(
  { route: "GET /api/profile/own" },
  async ({ user }): Promise<OwnProfileResponse> => {
    return ownProfileAnswer(await storedProfile(practitionerOf(user)));
  },
);

/**
 * POST /api/profile/own: validates, saves if `version` is still current (else 409, nothing written),
 * then rewrites the practitioner's search index. Answers like GET, with the new version.
 */
export const saveOwnProfile = httpHandler(
  { route: "POST /api/profile/own" },
  async ({ user, body, log }): Promise<OwnProfileResponse> => {
    const practitionerId = practitionerOf(user);
    const before = await storedProfile(practitionerId);
    const version = before.version ?? 0;
    if (body.version !== version) throw new ConflictError(STALE_VERSION);
    const { set, remove } = await editedAttributes(before, body);

    const values: Record<string, unknown> = { ":next": version + 1, ":at": new Date(now()).toISOString() };
    const names: Record<string, string> = { "#version": "version", "#updatedAt": "updatedAt" };
    const assignments = ["#version = :next", "#updatedAt = :at"];
    for (const [key, value] of Object.entries(set)) {
      names[`#${key}`] = key;
      values[`:${key}`] = value;
      assignments.push(`#${key} = :${key}`);
    }
    for (const key of remove) names[`#${key}`] = key;
    const { condition, current } = versionGuard(version);
    Object.assign(values, current);
    const update = {
      Key: keys.practitioner(practitionerId),
      UpdateExpression: `SET ${assignments.join(", ")}${remove.length > 0 ? ` REMOVE ${remove.map((key) => `#${key}`).join(", ")}` : ""}`,
      ConditionExpression: condition,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    };
    try {
      // The admin directory follows a changed name, email, phone, address or profession in the same write.
      await db().send(
        new TransactWriteCommand({
          TransactItems: [
            updateItem(update),
            ...directoryWrites(practitionerListing(before), practitionerListing({ ...before, ...set })),
            // The admin map follows a moved practice or a new name.
            ...mapWrites(mapListing(before), mapListing({ ...before, ...set })),
          ],
        }),
      );
    } catch (error) {
      if ((error as Error)?.name === "TransactionCanceledException" && failedAt(error)(0))
        throw new ConflictError(STALE_VERSION);
      throw error;
    }
    const after = await storedProfile(practitionerId);
    log.info("profile updated", { practitionerId, version: version + 1 });

    await replaceInSearchIndex(before, after, await practitionerRatings(practitionerId));
    // The soonest lists' cards (name, photo, place, listed) and the notice change the next open time.
    await nextAvailableMayHaveChanged(practitionerId);
    await publicPageChanged([practitionerId]);
    return ownProfileAnswer(after);
  },
);
