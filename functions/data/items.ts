/**
 * Shapes of the items stored in the table. Attribute names are camelCase; handlers map them to the
 * spec's response field names (get_member_active_detail, business_address_physical, ...).
 */
import type { PlanId } from "../../core/site-config";

export type WorkWith = "both" | "Medical Aid" | "Cash-Card";

export interface PracticeAddress {
  street: string;
  suburb: string;
  city: string;
  province: string;
  postalCode: string;
}

export interface PractitionerItem {
  PK: string;
  SK: "PROFILE";
  GSI1PK: string;
  GSI1SK: string;
  entity: "practitioner";
  id: string;
  title: string;
  firstName: string;
  lastName: string;
  /** Display name as the spec's `name` field: title, first name, last name. */
  name: string;
  email: string;
  contactNumber: string;
  profession: string;
  /** HPCSA (or other council) registration number. */
  registrationNumber: string;
  image: string;
  address: PracticeAddress;
  /** One-line practice address, the spec's business_address_physical. */
  businessAddressPhysical: string;
  lat: number;
  lng: number;
  qualifications: string[];
  languages: string[];
  workWith: WorkWith;
  services: string[];
  focusAreas: string;
  bio: string;
  medicalAidIds: string[];
  practiseUrl?: string;
  videoUrl?: string;
  social: { linkFor: string; url: string }[];
  /** Own video-call link for virtual appointments, when the practitioner has one. */
  meetingUrl?: string;
  plan: PlanId;
  isActive: boolean;
  ratingSum: number;
  ratingCount: number;
  minNoticeMinutes: number;
  createdAt: string;
}

export interface ReviewItem {
  PK: string;
  SK: string;
  entity: "review";
  id: string;
  practitionerId: string;
  name: string;
  rating: number;
  comment: string;
  createdAt: string;
}

export type Duration = 20 | 30 | 60;

/** Weekly template; keys are weekdays 0 (Sunday) to 6 (Saturday). Times are "HH:mm" SAST. */
export interface WeeklyAvailabilityItem {
  PK: string;
  SK: "AVAIL#WEEK";
  entity: "weeklyAvailability";
  practitionerId: string;
  days: Partial<Record<"0" | "1" | "2" | "3" | "4" | "5" | "6", { times: string[]; duration: Duration }>>;
}

/** Date-specific slot record (spec: date, time_slots, duration); overrides the template that day. */
export interface DateSlotsItem {
  PK: string;
  SK: string;
  entity: "dateSlots";
  practitionerId: string;
  date: string;
  timeSlots: string[];
  duration: Duration;
}

/** Out-of-office period (spec: day, second_day, time, to_time), dates YYYY-MM-DD, times HH:mm. */
export interface OutOfOfficeItem {
  PK: string;
  SK: string;
  entity: "outOfOffice";
  id: string;
  practitionerId: string;
  day: string;
  secondDay: string;
  time: string;
  toTime: string;
}

export interface FeaturedServiceItem {
  PK: string;
  SK: string;
  entity: "featuredService";
  id: string;
  name: string;
  image: string;
}

export interface MedicalSchemeItem {
  PK: string;
  SK: string;
  entity: "medicalScheme";
  id: string;
  schemeName: string;
}

export interface BlogItem {
  PK: string;
  SK: "POST";
  GSI1PK: "BLOGS";
  GSI1SK: string;
  entity: "blog";
  id: string;
  slug: string;
  title: string;
  image: string;
  shortDescription: string;
  /** Trusted HTML written by admins; the detail page renders it as HTML. */
  content: string;
  publishedAt: string;
}

export interface UserItem {
  PK: string;
  SK: "ACCOUNT";
  entity: "user";
  email: string;
  role: "admin" | "practitioner";
  /** scrypt: `scrypt$N$r$p$saltBase64$hashBase64`. */
  passwordHash: string;
  practitionerId?: string;
  createdAt: string;
}

/** What a search result shows, copied onto every posting-list entry so a page is one Query. */
export interface SearchCard {
  id: string;
  name: string;
  profession: string;
  image: string;
  addr: string;
  lat: number;
  lng: number;
  ratings: number[];
}

export interface SearchEntryItem extends SearchCard {
  PK: string;
  SK: string;
  entity: "searchEntry";
  /** Normalised words of the practitioner, for filtering multi-word free-text searches. */
  words?: string[];
}

export interface SearchCountItem {
  PK: string;
  SK: "#COUNT";
  entity: "searchCount";
  count: number;
}

export interface SuggestionItem {
  PK: string;
  SK: string;
  entity: "suggestion";
  value: string;
  /** Practitioner id, for name suggestions. */
  id?: string;
}

export interface VocabularyItem {
  PK: "VOCAB";
  SK: string;
  entity: "vocabulary";
  kind: "profession" | "service";
  value: string;
  count: number;
}

export type TableItem =
  | PractitionerItem
  | ReviewItem
  | WeeklyAvailabilityItem
  | DateSlotsItem
  | OutOfOfficeItem
  | FeaturedServiceItem
  | MedicalSchemeItem
  | BlogItem
  | UserItem
  | SearchEntryItem
  | SearchCountItem
  | SuggestionItem
  | VocabularyItem;
