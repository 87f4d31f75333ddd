/**
 * Deterministic seed data for the single table. Same options, same bytes: every random choice comes
 * from a seeded PRNG, every date from `now`. Each practitioner has its own PRNG stream derived from
 * (seed, id), so practitioner 17 is identical whether you generate 240 or 100 000 of them.
 *
 * `generateItems` streams (100k practitioners never sit in memory at once); `generateSeed` groups
 * the same items into arrays for tests and small seeds.
 */

import { createHash } from "node:crypto";
import { placeLabel } from "../../core/place-label";
import { sanitizeBlogHtml } from "../../functions/blog/sanitize";
import type {
  BlogItem,
  DateSlotsItem,
  Duration,
  FeaturedServiceItem,
  MedicalSchemeItem,
  OutOfOfficeItem,
  PractitionerItem,
  ReviewItem,
  TableItem,
  UserItem,
  WeeklyAvailabilityItem,
} from "../../functions/data/items";
import { keys } from "../../functions/data/keys";
import { DirectoryTotals } from "../../functions/directory/bulk";
import { practitionerListing } from "../../functions/directory/practitioners";
import { hashPassword } from "../../functions/lib/password";
import { MapTotals, mapListing } from "../../functions/locations/map-items";
import { withListing } from "../../functions/practitioner/listing";
import { SearchTotals, searchIndexItems } from "../../functions/search/index-items";
import { demoCouncilRegistration } from "./council-registrations";
import { blogPosts, FEATURED_BLOG } from "./data/blogs";
import { featuredServiceNames, kebab, serviceImagePath } from "./data/featured";
import { type Community, namePools, provinceCommunities } from "./data/names";
import { type Place, places, provinceLanguages } from "./data/places";
import { type Profession, professions } from "./data/professions";
import { reviewComments } from "./data/reviews";
import { medicalSchemes, schemeWeights } from "./data/schemes";
import { demoAccounts } from "./demo-accounts";
import { hash32, Rng } from "./prng";

export { type DemoAccount, demoAccounts } from "./demo-accounts";

export const DEFAULT_NOW = "2026-11-01T08:00:00+02:00";
export const DEFAULT_SEED = 2026;
export const DEFAULT_PRACTITIONERS = 240;

export interface SeedOptions {
  practitioners: number;
  seed?: number;
  /** ISO date-time all generated dates are relative to. */
  now?: string;
}

export interface SeedData {
  medicalSchemes: MedicalSchemeItem[];
  blogs: BlogItem[];
  practitioners: PractitionerItem[];
  reviews: ReviewItem[];
  weeklyAvailability: WeeklyAvailabilityItem[];
  dateSlots: DateSlotsItem[];
  outOfOffice: OutOfOfficeItem[];
  users: UserItem[];
  featuredServices: FeaturedServiceItem[];
  /** Search entries, counts, suggestions and vocabulary (functions/search/index-items.ts). */
  searchIndex: TableItem[];
  /** The admin directory's entries and totals (functions/directory/), and the admin map's pins and cells. */
  directory: TableItem[];
}

function demoEmail(practitionerId: string): string {
  const account = demoAccounts.find((a) => a.practitionerId === practitionerId);
  if (!account) throw new Error(`no demo account for practitioner ${practitionerId}`);
  return account.email;
}

const ADMIN_CREATED_AT = "2026-01-05T06:00:00.000Z";
const EARLIEST_SIGN_UP = Date.parse("2023-02-01T06:00:00.000Z");
const DAY_MS = 86_400_000;
const SAST_OFFSET_MS = 2 * 3_600_000;

/** Fixed profiles so the demo accounts, e2e tests and docs can rely on them. */
interface ForcedProfile {
  firstName?: string;
  lastName?: string;
  female?: boolean;
  title?: string;
  profession?: string;
  suburb?: string;
  community?: Community;
  plan?: PractitionerItem["plan"];
  isActive?: boolean;
  email?: string;
  practiceSlug?: string;
  qualifications?: string[];
  minReviews?: number;
}

const forcedProfiles: Readonly<Record<number, ForcedProfile>> = {
  1: {
    firstName: "Thandeka",
    lastName: "Mkhize",
    female: true,
    title: "Dr",
    profession: "Clinical Psychologist",
    suburb: "Sandton",
    community: "zulu",
    plan: "business_package",
    isActive: true,
    email: demoEmail("1"),
    practiceSlug: "mkhize-psychology",
    qualifications: ["BA Hons Psychology (Wits)", "MA Clinical Psychology (Wits)", "PhD Psychology (Wits)"],
    minReviews: 5,
  },
  2: {
    firstName: "Pieter",
    lastName: "van der Merwe",
    female: false,
    profession: "General Practitioner",
    suburb: "Sea Point",
    community: "afrikaans",
    plan: "starter_package",
    isActive: true,
    email: demoEmail("2"),
    practiceSlug: "seapoint-family-practice",
    minReviews: 3,
  },
  3: {
    firstName: "Lwando",
    lastName: "Mgijima",
    female: false,
    title: "Mr",
    profession: "Registered Counsellor",
    suburb: "Khayelitsha",
    community: "xhosa",
    plan: "starter_package",
    isActive: true,
    email: demoEmail("3"),
    practiceSlug: "mgijima-counselling",
    minReviews: 2,
  },
  /** A known deactivated practitioner for admin and "not found" tests. */
  4: { isActive: false },
};

// ---------------------------------------------------------------------------------------------
// Small helpers

const professionEntries = professions.map((p) => [p, p.weight] as const);
const placeEntries = places.map((p) => [p, p.weight] as const);
const schemeIds = medicalSchemes.map((s) => s.id);
// biome-ignore format: short lists read better on one line
const mobilePrefixes = ["060", "061", "062", "063", "066", "071", "072", "073", "074", "076", "078", "079", "081", "082", "083", "084"];
// biome-ignore format: [value, weight] tables
const reviewCountWeights = [[0, 12], [1, 10], [2, 14], [3, 16], [4, 15], [5, 12], [6, 9], [7, 7], [8, 5]] as const;
// biome-ignore format: [value, weight] tables
const ratingWeights = [[5, 50], [4, 28], [3, 12], [2, 6], [1, 4]] as const;
// biome-ignore format: [value, weight] tables
const noticeWeights = [[120, 75], [240, 15], [1440, 10]] as const;
// biome-ignore format: [value, weight] tables
const outOfOfficeDays = [[0, 3], [2, 2], [4, 2], [9, 2], [13, 1]] as const;
const socialPlatforms = ["facebook", "instagram", "linkedin", "twitter"] as const;
const NEXT_28_DAYS = Array.from({ length: 28 }, (_, i) => i + 1);
const schemeEntries = schemeIds.map((sid) => [sid, schemeWeights[sid] ?? 1] as const);
const YOUTUBE_ID_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

function byName(name: string): Profession {
  const found = professions.find((p) => p.name === name);
  if (!found) throw new Error(`unknown profession ${name}`);
  return found;
}

function bySuburb(suburb: string): Place {
  const found = places.find((p) => p.suburb === suburb);
  if (!found) throw new Error(`unknown suburb ${suburb}`);
  return found;
}

function sastDate(ms: number): string {
  return new Date(ms + SAST_OFFSET_MS).toISOString().slice(0, 10);
}

function sastWeekday(ms: number): number {
  return new Date(ms + SAST_OFFSET_MS).getUTCDay();
}

function isoSeconds(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString();
}

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

function slugWord(text: string): string {
  return kebab(text).replace(/-/g, "");
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? "an" : "a";
}

function digits(rng: Rng, count: number): string {
  let out = "";
  for (let i = 0; i < count; i++) out += String(rng.int(0, 9));
  return out;
}

/** Weighted sample without replacement. */
function weightedSample<T>(rng: Rng, entries: readonly (readonly [T, number])[], count: number): T[] {
  const remaining = entries.slice();
  const out: T[] = [];
  while (out.length < count && remaining.length > 0) {
    const value = rng.weighted(remaining);
    out.push(value);
    remaining.splice(
      remaining.findIndex(([v]) => v === value),
      1,
    );
  }
  return out;
}

/** Start times from `start` (inclusive) while a `duration` slot still ends by `end`, skipping a break. */
function slots(
  start: number,
  end: number,
  duration: Duration,
  breakStart?: number,
  breakEnd?: number,
): string[] {
  const out: string[] = [];
  for (let t = start; t + duration <= end; t += duration) {
    if (breakStart !== undefined && breakEnd !== undefined && t < breakEnd && t + duration > breakStart)
      continue;
    out.push(hhmm(t));
  }
  return out;
}

/** Jitters a practice around its place's centre (within ~2 km; coastal places only towards land). */
function jitter(rng: Rng, place: Place): { lat: number; lng: number } {
  const coastal = place.inland !== undefined;
  const minKm = coastal ? 0.15 : 0;
  const maxKm = coastal ? 1.0 : 1.8;
  const distance = minKm + Math.sqrt(rng.next()) * (maxKm - minKm);
  const bearing =
    ((coastal ? (place.inland ?? 0) + rng.next() * 120 - 60 : rng.next() * 360) * Math.PI) / 180;
  const dLat = (distance * Math.cos(bearing)) / 110.574;
  const dLng = (distance * Math.sin(bearing)) / (111.32 * Math.cos((place.lat * Math.PI) / 180));
  return { lat: round6(place.lat + dLat), lng: round6(place.lng + dLng) };
}

// ---------------------------------------------------------------------------------------------
// Practitioner bundle

export interface PractitionerContext {
  seed: number;
  nowMs: number;
}

export interface PractitionerBundle {
  practitioner: PractitionerItem;
  reviews: ReviewItem[];
  weeklyAvailability: WeeklyAvailabilityItem;
  dateSlots: DateSlotsItem[];
  outOfOffice: OutOfOfficeItem[];
}

type DayKey = keyof WeeklyAvailabilityItem["days"];
type Days = WeeklyAvailabilityItem["days"];

function weeklyTemplate(rng: Rng, profession: Profession): { days: Days; duration: Duration } {
  const duration = rng.weighted(profession.durations);
  const days: Days = {};
  const set = (day: number, times: string[]) => {
    if (times.length > 0) days[String(day) as DayKey] = { times, duration };
  };

  if (profession.schedule === "clinic") {
    const start = rng.pick([7 * 60, 8 * 60, 8 * 60]);
    const end = rng.pick([16 * 60, 17 * 60, 17 * 60, 18 * 60]);
    const lunch = rng.pick([12 * 60 + 30, 13 * 60, 13 * 60]);
    const lunchEnd = lunch + (lunch % 60 === 0 ? 60 : 30);
    const halfDayWednesday = rng.chance(0.15);
    for (let day = 1; day <= 5; day++) {
      set(
        day,
        day === 3 && halfDayWednesday
          ? slots(start, lunch, duration)
          : slots(start, end, duration, lunch, lunchEnd),
      );
    }
    if (rng.chance(0.4)) set(6, slots(8 * 60, 12 * 60, duration));
  } else if (profession.schedule === "therapy") {
    const fullTime = rng.chance(0.55);
    const workDays = fullTime
      ? [1, 2, 3, 4, 5]
      : rng.sample([1, 2, 3, 4, 5], rng.int(3, 4)).sort((a, b) => a - b);
    const start = rng.pick([8 * 60, 9 * 60, 9 * 60]);
    const end = rng.pick([16 * 60, 17 * 60, 17 * 60]);
    const lateDays = rng.chance(0.3) ? [2, 4] : [];
    for (const day of workDays) {
      set(day, slots(start, lateDays.includes(day) ? 19 * 60 : end, duration, 13 * 60, 14 * 60));
    }
    if (rng.chance(0.2)) set(6, slots(9 * 60, 12 * 60, duration));
  } else {
    const start = rng.pick([7 * 60, 8 * 60]);
    const end = rng.pick([15 * 60, 16 * 60, 17 * 60]);
    for (let day = 1; day <= 5; day++) {
      if (day === 5 && rng.chance(0.25)) set(day, slots(start, 12 * 60, duration));
      else set(day, slots(start, end, duration, 12 * 60, 13 * 60));
    }
    if (rng.chance(0.15)) set(6, slots(8 * 60, 12 * 60, duration));
  }
  return { days, duration };
}

function bio(
  rng: Rng,
  p: {
    firstName: string;
    lastName: string;
    female: boolean;
    profession: Profession;
    place: Place;
    languages: string[];
    online: boolean;
  },
): string {
  const they = p.female ? "She" : "He";
  const their = p.female ? "her" : "his";
  const role = p.profession.name.toLowerCase();
  const where = placeLabel(p.place.suburb, p.place.city);
  const years = rng.int(3, 28);
  const sentences = [
    rng.pick([
      `${p.firstName} ${p.lastName} is ${article(role)} ${role} based in ${where}, with ${years} years of experience.`,
      `${p.firstName} ${p.lastName} has worked as ${article(role)} ${role} for ${years} years and runs ${their} practice in ${p.place.suburb}.`,
      `After ${years} years in public and private practice, ${p.firstName} ${p.lastName} now sees clients in ${where}.`,
    ]),
  ];
  const approach: Record<Profession["schedule"], readonly string[]> = {
    clinic: [
      `${they} believes in unhurried consultations and explaining every step of a treatment plan.`,
      "The practice focuses on continuity of care, so you see the same doctor from one visit to the next.",
      `${they} works closely with local specialists, pharmacies and labs to keep referrals simple.`,
    ],
    therapy: [
      "Sessions are collaborative, practical and paced to what you are ready for.",
      `${they} draws on evidence-based approaches and tailors them to each person's culture and context.`,
      `${they} creates a warm, confidential space where clients can talk openly without judgement.`,
      `${they} has a special interest in supporting people through major life transitions.`,
    ],
    allied: [
      `${they} sets clear, measurable goals with every client and reviews them regularly.`,
      `${they} works alongside doctors, teachers and families so that progress carries over into daily life.`,
      "Home programmes make sure the work continues between appointments.",
    ],
  };
  sentences.push(rng.pick(approach[p.profession.schedule]));
  const [first, ...rest] = p.languages;
  if (rest.length > 0)
    sentences.push(
      `Consultations are available in ${[first, ...rest].slice(0, -1).join(", ")} and ${rest[rest.length - 1]}.`,
    );
  if (p.online) sentences.push("Online sessions are available for clients who cannot come to the rooms.");
  return sentences.join(" ");
}

/**
 * A few practitioners offer one appointment mode (issue 25): by id, not by a random draw, so the rest
 * of the demo data does not move. Never the demo logins 1-3, which other tests book in person.
 */
export function demoAppointmentModes(id: number, online: boolean): PractitionerItem["appointmentModes"] {
  if (id <= 3) return undefined;
  if (id % 20 === 7) return ["virtual"];
  if (id % 20 === 13 && !online) return ["in-person"];
  return undefined;
}

export function generatePractitioner(id: number, ctx: PractitionerContext): PractitionerBundle {
  const rng = new Rng(hash32(ctx.seed, id, 0x5eed));
  const forced: ForcedProfile = forcedProfiles[id] ?? {};
  const idStr = String(id);

  const profession = forced.profession ? byName(forced.profession) : rng.weighted(professionEntries);
  const place = forced.suburb ? bySuburb(forced.suburb) : rng.weighted(placeEntries);
  const community = forced.community ?? rng.weighted(provinceCommunities[place.province]);
  const pool = namePools[community];
  const female = forced.female ?? rng.chance(profession.femaleShare);
  const firstName = forced.firstName ?? rng.pick(female ? pool.female : pool.male);
  const lastName = forced.lastName ?? rng.pick(pool.surnames);

  const qualifications = forced.qualifications ?? profession.qualifications.map((slot) => rng.pick(slot));
  let doctorate = false;
  if (!forced.qualifications && profession.doctorate && rng.chance(profession.doctorate.probability)) {
    qualifications.push(rng.pick(profession.doctorate.options));
    doctorate = true;
  }
  if (!forced.qualifications && rng.chance(0.45)) {
    qualifications.push(...rng.sample(profession.extraQualifications, rng.chance(0.3) ? 2 : 1));
  }
  const title =
    forced.title ??
    (profession.medical || doctorate ? "Dr" : female ? (rng.chance(0.35) ? "Mrs" : "Ms") : "Mr");
  const name = `${title} ${firstName} ${lastName}`;

  const practiceSlug = forced.practiceSlug ?? `${kebab(lastName)}-${profession.practiceKind}-${idStr}`;
  const email = forced.email ?? `${slugWord(firstName)}.${slugWord(lastName)}@${practiceSlug}.example`;
  const contactNumber = `${rng.pick(mobilePrefixes)} ${digits(rng, 3)} ${digits(rng, 4)}`;
  const registrationNumber = `${profession.registrationPrefix} ${String(rng.int(10_000, 999_999)).padStart(7, "0")}`;
  const image = `/images/avatars/avatar-${String(rng.int(1, 16)).padStart(2, "0")}.svg`;

  const streetLine = `${rng.int(1, 240)} ${rng.pick(place.streets)}`;
  const street = rng.chance(0.3) ? `Suite ${rng.int(1, 24)}, ${streetLine}` : streetLine;
  const address = {
    street,
    suburb: place.suburb,
    city: place.city,
    province: place.province,
    postalCode: place.postalCode,
  };
  const businessAddressPhysical = placeLabel(street, place.suburb, place.city, place.postalCode);
  const { lat, lng } = jitter(rng, place);

  const languages = ["English"];
  if (pool.language && rng.chance(0.88)) languages.push(pool.language);
  if (rng.chance(0.35)) {
    const others = provinceLanguages[place.province].filter((l) => !languages.includes(l));
    if (others.length > 0) languages.push(rng.pick(others));
  }

  const workWith = rng.weighted(profession.workWith);
  const medicalAidIds =
    workWith === "Cash-Card"
      ? []
      : weightedSample(rng, schemeEntries, rng.int(2, 7)).sort((a, b) => Number(a) - Number(b));

  const services = [profession.coreServices[0] ?? profession.services[0] ?? "Consultation"];
  for (const core of profession.coreServices.slice(1)) if (rng.chance(0.8)) services.push(core);
  const target = rng.int(3, 7);
  for (const extra of rng.sample(profession.services, profession.services.length)) {
    if (services.length >= target) break;
    if (!services.includes(extra)) services.push(extra);
  }
  const focusAreas = rng.sample(profession.focusAreas, rng.chance(0.45) ? 2 : 1).join(" ");

  const plan = forced.plan ?? (rng.chance(0.35) ? "business_package" : "starter_package");
  const business = plan === "business_package";
  const meetingUrl =
    business && rng.chance(0.5) ? `https://${practiceSlug}.example/video-consult` : undefined;
  const isActive = forced.isActive ?? rng.chance(0.97);
  const minNoticeMinutes = rng.weighted(noticeWeights);
  const createdMs = EARLIEST_SIGN_UP + Math.floor(rng.next() * (ctx.nowMs - 21 * DAY_MS - EARLIEST_SIGN_UP));
  const createdAt = isoSeconds(createdMs);

  // Drawn here, where the bio used to draw it, so every later draw (and the demo data) stays as it was.
  const online = meetingUrl !== undefined || (profession.schedule === "therapy" && rng.chance(0.3));
  const primaryKey = keys.practitioner(idStr);
  const statusKey = keys.practitionerByStatus(isActive, name.toLowerCase(), idStr);
  // Every demo profile is complete, so listed (core/listing-readiness.ts).
  const practitioner: PractitionerItem = withListing({
    PK: primaryKey.PK,
    SK: primaryKey.SK as "PROFILE",
    GSI1PK: statusKey.GSI1PK,
    GSI1SK: statusKey.GSI1SK,
    entity: "practitioner",
    id: idStr,
    title,
    firstName,
    lastName,
    name,
    email,
    contactNumber,
    profession: profession.name,
    registrationNumber,
    image,
    address,
    businessAddressPhysical,
    lat,
    lng,
    qualifications,
    languages,
    workWith,
    services,
    focusAreas,
    bio: bio(rng, {
      firstName,
      lastName,
      female,
      profession,
      place,
      languages,
      online,
    }),
    medicalAidIds,
    social: [],
    plan,
    isActive,
    ratingSum: 0,
    ratingCount: 0,
    minNoticeMinutes,
    createdAt,
  });
  if (business) {
    let videoId = "";
    for (let i = 0; i < 11; i++) videoId += YOUTUBE_ID_CHARS[rng.int(0, YOUTUBE_ID_CHARS.length - 1)];
    const handle = practiceSlug.replace(/-/g, "");
    practitioner.practiseUrl = `https://${practiceSlug}.example`;
    practitioner.videoUrl = `https://www.youtube-nocookie.com/embed/${videoId}`;
    practitioner.social = rng
      .sample(socialPlatforms, rng.int(1, 3))
      .sort((a, b) => socialPlatforms.indexOf(a) - socialPlatforms.indexOf(b))
      .map((linkFor) => ({
        linkFor,
        url: {
          facebook: `https://www.facebook.com/${handle}`,
          instagram: `https://www.instagram.com/${handle}`,
          linkedin: `https://www.linkedin.com/company/${practiceSlug}`,
          twitter: `https://x.com/${handle}`,
        }[linkFor],
      }));
    if (meetingUrl) practitioner.meetingUrl = meetingUrl;
  }
  const modes = demoAppointmentModes(id, online);
  if (modes) practitioner.appointmentModes = modes;
  Object.assign(practitioner, demoCouncilRegistration(id, registrationNumber, profession.name, ctx.nowMs));
  // Stating a gender is optional (issue 27): one in ten demo practitioners leaves it out. No draw, so
  // every later draw stays as it was.
  if (id % 10 !== 3) practitioner.gender = female ? "female" : "male";

  // Reviews
  const reviews: ReviewItem[] = [];
  const reviewCount = Math.max(forced.minReviews ?? 0, rng.weighted(reviewCountWeights));
  const reviewWindowStart = createdMs + 7 * DAY_MS;
  for (let i = 0; i < reviewCount; i++) {
    const rating = rng.weighted(ratingWeights);
    const reviewerPool = namePools[rng.weighted(provinceCommunities[place.province])];
    const reviewerFirst = rng.pick(rng.chance(0.6) ? reviewerPool.female : reviewerPool.male);
    const reviewerInitial = rng.pick(reviewerPool.surnames).charAt(0).toUpperCase();
    const comment = rng.chance(0.15) ? "" : rng.pick(reviewComments[rating]);
    const reviewMs =
      reviewWindowStart + Math.floor(rng.next() * Math.max(DAY_MS, ctx.nowMs - DAY_MS - reviewWindowStart));
    const reviewCreatedAt = isoSeconds(Math.min(reviewMs, ctx.nowMs - 3_600_000));
    const reviewId = rng.uuid();
    const reviewKey = keys.review(idStr, reviewCreatedAt, reviewId);
    reviews.push({
      PK: reviewKey.PK,
      SK: reviewKey.SK,
      entity: "review",
      id: reviewId,
      practitionerId: idStr,
      name: `${reviewerFirst} ${reviewerInitial}.`,
      rating,
      comment,
      createdAt: reviewCreatedAt,
    });
    practitioner.ratingSum += rating;
    practitioner.ratingCount += 1;
  }

  // Weekly template
  const template = weeklyTemplate(rng, profession);
  const weeklyKey = keys.weeklyAvailability(idStr);
  const weeklyAvailability: WeeklyAvailabilityItem = {
    PK: weeklyKey.PK,
    SK: weeklyKey.SK as "AVAIL#WEEK",
    entity: "weeklyAvailability",
    practitionerId: idStr,
    days: template.days,
  };

  // Date-specific overrides in the four weeks after `now`
  const dateSlots: DateSlotsItem[] = [];
  if (rng.chance(0.25)) {
    const offsets = rng.sample(NEXT_28_DAYS, rng.int(1, 3)).sort((a, b) => a - b);
    for (const offset of offsets) {
      const dayMs = ctx.nowMs + offset * DAY_MS;
      const date = sastDate(dayMs);
      const usual = template.days[String(sastWeekday(dayMs)) as DayKey];
      const d = template.duration;
      let timeSlots: string[];
      if (usual && usual.times.length > 2 && rng.chance(0.6)) {
        timeSlots = usual.times.slice(0, Math.ceil(usual.times.length / 2));
      } else if (usual && rng.chance(0.5)) {
        timeSlots = [...usual.times, ...slots(17 * 60, 19 * 60, d)].filter(
          (t, i, all) => all.indexOf(t) === i,
        );
      } else {
        timeSlots = slots(9 * 60, 13 * 60, d);
      }
      const slotsKey = keys.dateSlots(idStr, date);
      dateSlots.push({
        PK: slotsKey.PK,
        SK: slotsKey.SK,
        entity: "dateSlots",
        practitionerId: idStr,
        date,
        timeSlots,
        duration: d,
      });
    }
  }

  // Out of office
  const outOfOffice: OutOfOfficeItem[] = [];
  if (rng.chance(0.1)) {
    const startMs = ctx.nowMs + rng.int(2, 45) * DAY_MS;
    const lengthDays = rng.weighted(outOfOfficeDays);
    const oooId = rng.uuid();
    const partial = lengthDays === 0 && rng.chance(0.6);
    const oooKey = keys.outOfOffice(idStr, oooId);
    outOfOffice.push({
      PK: oooKey.PK,
      SK: oooKey.SK,
      entity: "outOfOffice",
      id: oooId,
      practitionerId: idStr,
      day: sastDate(startMs),
      secondDay: sastDate(startMs + lengthDays * DAY_MS),
      time: partial ? "12:00" : "00:00",
      toTime: partial ? "17:00" : "23:59",
    });
  }

  return { practitioner, reviews, weeklyAvailability, dateSlots, outOfOffice };
}

// ---------------------------------------------------------------------------------------------
// Global items

function medicalSchemeItems(): MedicalSchemeItem[] {
  return medicalSchemes.map((s) => ({
    ...keys.medicalScheme(s.id),
    entity: "medicalScheme",
    id: s.id,
    schemeName: s.schemeName,
  }));
}

function featuredServiceItems(): FeaturedServiceItem[] {
  return featuredServiceNames.map((name, i) => ({
    ...keys.featuredService(i + 1),
    entity: "featuredService",
    id: String(i + 1),
    name,
    image: serviceImagePath(name),
  }));
}

function blogItems(seed: number): BlogItem[] {
  const rng = new Rng(hash32(seed, 0xb106));
  return blogPosts.map((post) => ({
    ...keys.blog(post.slug),
    ...keys.blogByDate(post.publishedAt, post.slug),
    entity: "blog",
    id: rng.uuid(),
    slug: post.slug,
    title: post.title,
    image: post.image,
    shortDescription: post.shortDescription,
    // The same allowlist as the editor's save: seed HTML is not trusted more than an admin's.
    content: sanitizeBlogHtml(post.content),
    publishedAt: post.publishedAt,
    featured: post.slug === FEATURED_BLOG,
    updatedAt: post.publishedAt,
  }));
}

/**
 * argon2id (hash-wasm) is asynchronous while the generator is not, so the demo accounts' hashes are
 * computed once when this module loads. The salt is derived from the email (the same whatever the
 * seed number), so the seed data stays byte-identical run to run. Never do this for real accounts.
 */
const demoHashes = new Map<string, string>(
  await Promise.all(
    demoAccounts.map(async (account): Promise<[string, string]> => {
      const salt = createHash("sha256").update(`vula-seed\u0000${account.email}`).digest().subarray(0, 16);
      return [account.email, await hashPassword(account.password, { salt })];
    }),
  ),
);

function demoHash(email: string): string {
  const hash = demoHashes.get(email);
  if (!hash) throw new Error(`no demo hash for ${email}`);
  return hash;
}

function userItems(practitionerCount: number, ctx: PractitionerContext): UserItem[] {
  const users: UserItem[] = [];
  for (const account of demoAccounts) {
    const id = account.practitionerId;
    if (id !== undefined && Number(id) > practitionerCount) continue;
    const user: UserItem = {
      ...(keys.user(account.email.toLowerCase()) as { PK: string; SK: "ACCOUNT" }),
      entity: "user",
      email: account.email,
      role: account.role,
      name: account.name,
      passwordHash: demoHash(account.email),
      createdAt:
        id === undefined ? ADMIN_CREATED_AT : generatePractitioner(Number(id), ctx).practitioner.createdAt,
    };
    if (id !== undefined) user.practitionerId = id;
    users.push(user);
  }
  return users;
}

// ---------------------------------------------------------------------------------------------
// Public API

function resolve(options: SeedOptions): { count: number; seed: number; ctx: PractitionerContext } {
  const count = options.practitioners;
  if (!Number.isInteger(count) || count < 0)
    throw new RangeError(`practitioners must be a non-negative integer, got ${count}`);
  const seed = options.seed ?? DEFAULT_SEED;
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff)
    throw new RangeError(`seed must be an integer 0..2^32-1, got ${seed}`);
  const nowMs = Date.parse(options.now ?? DEFAULT_NOW);
  if (Number.isNaN(nowMs)) throw new RangeError(`now is not an ISO date: ${options.now}`);
  return { count, seed, ctx: { seed, nowMs } };
}

/**
 * Streams every item: schemes, blogs, then each practitioner with its reviews, availability,
 * out-of-office and search index entries, then the search list counts and vocabulary, then users, and the featured services LAST. The featured partition doubles as the
 * "seeded" marker (see isTableEmpty), so it must only appear once everything else is written.
 */
export function* generateItems(options: SeedOptions): Generator<TableItem, void, undefined> {
  const { count, seed, ctx } = resolve(options);
  yield* medicalSchemeItems();
  yield* blogItems(seed);
  const totals = new SearchTotals();
  const directory = new DirectoryTotals();
  const map = new MapTotals();
  for (let id = 1; id <= count; id++) {
    const bundle = generatePractitioner(id, ctx);
    yield bundle.practitioner;
    yield* bundle.reviews;
    yield bundle.weeklyAvailability;
    yield* bundle.dateSlots;
    yield* bundle.outOfOffice;
    const ratings = bundle.reviews.map((review) => review.rating);
    for (const item of searchIndexItems(bundle.practitioner, ratings)) if (totals.firstTime(item)) yield item;
    totals.add(bundle.practitioner);
    yield* directory.add(practitionerListing(bundle.practitioner));
    const placed = mapListing(bundle.practitioner);
    if (placed) yield map.add(placed);
  }
  yield* totals.items();
  yield* directory.items();
  yield* map.items();
  yield* userItems(count, ctx);
  yield* featuredServiceItems();
}

/** The same items as generateItems, grouped by entity. */
export function generateSeed(options: SeedOptions): SeedData {
  const data: SeedData = {
    medicalSchemes: [],
    blogs: [],
    practitioners: [],
    reviews: [],
    weeklyAvailability: [],
    dateSlots: [],
    outOfOffice: [],
    users: [],
    featuredServices: [],
    searchIndex: [],
    directory: [],
  };
  for (const item of generateItems(options)) {
    switch (item.entity) {
      case "medicalScheme":
        data.medicalSchemes.push(item);
        break;
      case "blog":
        data.blogs.push(item);
        break;
      case "practitioner":
        data.practitioners.push(item);
        break;
      case "review":
        data.reviews.push(item);
        break;
      case "weeklyAvailability":
        data.weeklyAvailability.push(item);
        break;
      case "dateSlots":
        data.dateSlots.push(item);
        break;
      case "outOfOffice":
        data.outOfOffice.push(item);
        break;
      case "user":
        data.users.push(item);
        break;
      case "featuredService":
        data.featuredServices.push(item);
        break;
      case "directoryEntry":
      case "directoryCount":
      case "mapPin":
      case "mapCell":
        data.directory.push(item);
        break;
      default:
        data.searchIndex.push(item);
    }
  }
  return data;
}
