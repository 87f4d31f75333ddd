/**
 * What an approval creates from a registration request (pure, so it is unit-tested apart from the
 * transaction): the practitioner listing, its default weekly template and the account.
 *
 * The request lacks some profile fields; the listing starts with what it has:
 * - place: the practice is placed at the suburb's (else the city's) centre from the gazetteer of
 *   functions/search/places.ts, province from it too; unknown places fall back to the map's default
 *   centre. The street address is empty until the practitioner edits the profile.
 * - photo: the path confirm.ts published the re-encoded photo at, or empty (the profile shows initials).
 * - profession = the occupation; no services, qualifications, focus areas or bio yet; English.
 * - so not listed (core/listing-readiness.ts) until the practitioner completes the profile.
 */

import { mapConfig } from "../../core/map-config";
import { placeLabel } from "../../core/place-label";
import { DEFAULT_MIN_NOTICE_MINUTES, type WeeklyTemplate } from "../../core/slots";
import { councilFieldsFrom } from "../council-registration/approval";
import { accountItem } from "../data/account-item";
import type {
  PractitionerItem,
  RegistrationRequestItem,
  UserItem,
  WeeklyAvailabilityItem,
  WorkWith,
} from "../data/items";
import { keys } from "../data/keys";
import { withListing } from "../practitioner/listing";
import { searchPlaces } from "../search/places";

/** Monday to Friday, 09:00 to 16:00 in 30-minute slots (last one 15:30); the practitioner edits it. */
export function defaultWeeklyTemplate(): WeeklyTemplate {
  const times: string[] = [];
  for (let minutes = 9 * 60; minutes + 30 <= 16 * 60; minutes += 30) {
    times.push(
      `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`,
    );
  }
  return Object.fromEntries(
    (["1", "2", "3", "4", "5"] as const).map((day) => [day, { times: [...times], duration: 30 as const }]),
  );
}

export function workWithOf(choices: RegistrationRequestItem["workWith"]): WorkWith {
  const aid = choices.includes("Medical Aid");
  const cash = choices.includes("Cash/Card");
  if (aid && cash) return "both";
  return aid ? "Medical Aid" : "Cash-Card";
}

export interface PlaceFix {
  lat: number;
  lng: number;
  province: string;
}

/** The suburb (in its city) or else the city, from the embedded gazetteer; undefined when unknown. */
export function locate(suburb: string, city: string): PlaceFix | undefined {
  const exact = (name: string, query: string) =>
    searchPlaces(query, 5).find((hit) => hit.suburb.toLowerCase() === name.trim().toLowerCase());
  const hit = exact(suburb, `${suburb}, ${city}`) ?? exact(city, city);
  if (!hit) return undefined;
  const parts = hit.address.split(",").map((part) => part.trim());
  return { lat: hit.lat, lng: hit.lng, province: parts.length > 1 ? (parts.at(-1) ?? "") : "" };
}

const clean = (value: string) => value.replace(/\s+/g, " ").trim();

export interface ApprovalItems {
  practitioner: PractitionerItem;
  weekly: WeeklyAvailabilityItem;
  user: UserItem;
}

export function approvalItems(
  request: RegistrationRequestItem,
  practitionerId: string,
  nowIso: string,
  /** The published photo's site path, or "" (the profile then shows initials). */
  image = "",
): ApprovalItems {
  const title = clean(request.title);
  const firstName = clean(request.name);
  const lastName = clean(request.surname);
  const name = [title, firstName, lastName].filter(Boolean).join(" ");
  const suburb = clean(request.suburb);
  const city = clean(request.city);
  const postalCode = clean(request.postalCode);
  const place = locate(suburb, city);
  const emailLower = request.email.trim().toLowerCase();
  const primary = keys.practitioner(practitionerId);
  const status = keys.practitionerByStatus(true, name.toLowerCase(), practitionerId);
  // Not listed yet: no bio, services or street (core/listing-readiness.ts); the flag says so.
  const practitioner: PractitionerItem = withListing({
    PK: primary.PK,
    SK: primary.SK,
    GSI1PK: status.GSI1PK,
    GSI1SK: status.GSI1SK,
    entity: "practitioner",
    id: practitionerId,
    title,
    firstName,
    lastName,
    name,
    email: emailLower,
    contactNumber: clean(request.cellNumber),
    profession: clean(request.occupation),
    registrationNumber: clean(request.registrationNumber),
    // Issue 27: a check made on the request carries over, and lists the practitioner for re-check.
    ...councilFieldsFrom(request, practitionerId),
    image,
    address: { street: "", suburb, city, province: place?.province ?? "", postalCode },
    businessAddressPhysical: placeLabel(suburb, city, postalCode),
    lat: place?.lat ?? mapConfig.defaultCenter.lat,
    lng: place?.lng ?? mapConfig.defaultCenter.lng,
    qualifications: [],
    languages: ["English"],
    workWith: workWithOf(request.workWith),
    services: [],
    focusAreas: "",
    bio: "",
    medicalAidIds: [],
    social: [],
    plan: request.subscriptionPlan,
    // Issue 29: listed only once the first payment succeeds (functions/billing).
    billing: { status: "unpaid" },
    isActive: true,
    ratingSum: 0,
    ratingCount: 0,
    minNoticeMinutes: DEFAULT_MIN_NOTICE_MINUTES,
    createdAt: nowIso,
  });
  const weeklyKey = keys.weeklyAvailability(practitionerId);
  const weekly: WeeklyAvailabilityItem = {
    PK: weeklyKey.PK,
    SK: "AVAIL#WEEK",
    entity: "weeklyAvailability",
    practitionerId,
    days: defaultWeeklyTemplate(),
  };
  // No password until the person uses the welcome link.
  const user = accountItem({
    email: emailLower,
    role: "practitioner",
    name,
    practitionerId,
    createdAt: nowIso,
  });
  return { practitioner, weekly, user };
}
