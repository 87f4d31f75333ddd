/**
 * Council registration (issue 27): which statutory council registers a practitioner, the shape of
 * its numbers, where its public register is searched, and when an admin's check still counts.
 * Shared by the forms (browser), the handlers and the pages; the badge rule lives only here.
 */
import { DAY_MS } from "./sast-time";

// The badge rule and words, in their own small module for the pages' bundles; the API is this one.
export {
  badgeSeason,
  badgeText,
  checkDate,
  checkedSeason,
  checkLapsesAt,
  councilBadgeText,
  lastAprilFirst,
  registrationBadge,
} from "./council-badge";

export interface CouncilInfo {
  id: string;
  label: string;
  /** What a number looks like, for the form's hint and the error message. */
  example: string;
  /** The shape of a number (after upper-casing and collapsing spaces); the shape, never the truth. */
  shape: RegExp;
  /** The council's public register search, for the admin who checks the number. */
  registerUrl: string;
}

export const COUNCILS = [
  {
    id: "HPCSA",
    label: "HPCSA (Health Professions Council)",
    example: "PS 0123456",
    // Register prefix (PS psychologists, MP doctors, OT, DT, ...) and 7 digits.
    shape: /^[A-Z]{2,3} ?\d{7}$/,
    registerUrl: "https://hpcsaonline.custhelp.com/app/i_reg_form",
  },
  {
    id: "SACSSP",
    label: "SACSSP (social service professions)",
    example: "10-12345",
    // "10-12345"; older numbers are written "SW 0012345".
    shape: /^(\d{2}-\d{4,6}|SW ?\d{5,7})$/,
    registerUrl: "https://www.sacssp.co.za/",
  },
  {
    id: "SANC",
    label: "SANC (Nursing Council)",
    example: "12345678",
    shape: /^\d{7,8}$/,
    registerUrl: "https://www.sanc.co.za/",
  },
  {
    id: "SAPC",
    label: "SAPC (Pharmacy Council)",
    example: "P 12345678",
    shape: /^[A-Z]{1,2} ?\d{5,8}$/,
    registerUrl: "https://www.pharmcouncil.co.za/",
  },
  {
    id: "AHPCSA",
    label: "AHPCSA (Allied Health Professions Council)",
    example: "A 12345",
    shape: /^[A-Z]{1,3} ?\d{4,7}$/,
    registerUrl: "https://ahpcsa.co.za/",
  },
  {
    id: "other",
    label: "Another council or body",
    example: "ABC 12345",
    shape: /^[A-Z0-9][A-Z0-9 /.-]{2,29}$/,
    registerUrl: "",
  },
] as const satisfies readonly CouncilInfo[];

export type CouncilId = (typeof COUNCILS)[number]["id"];
export const COUNCIL_IDS = COUNCILS.map((council) => council.id) as [CouncilId, ...CouncilId[]];

const OTHER: CouncilInfo = COUNCILS[COUNCILS.length - 1] as CouncilInfo;

/** The council's details; a council stored by its own name ("other") reads as "other". */
export function councilInfo(council: string): CouncilInfo {
  return COUNCILS.find((known) => known.id === council) ?? OTHER;
}

/** How numbers are stored and compared: upper case, single spaces, no spaces around "-" or "/". */
export function normaliseNumber(number: string): string {
  return number
    .toUpperCase()
    .replace(/\s+/g, " ")
    .replace(/ ?([-/]) ?/g, "$1")
    .trim();
}

/** True when `number` (normalised) has the council's shape. */
export function numberFits(council: string, number: string): boolean {
  return councilInfo(council).shape.test(normaliseNumber(number));
}

export function numberHint(council: string): string {
  return `Please enter the number as your council writes it, e.g. ${councilInfo(council).example}.`;
}

/** The BHF practice number medical aids need for claims: 7 digits. */
export const BHF_PRACTICE_NUMBER = /^\d{7}$/;

/**
 * Stored on the practitioner (and the registration request) as `council_registration`. `council`
 * is the council's id, or for another body its name. A check is `checked_at`/`checked_by`/
 * `register_category`; a changed number removes them and sets `voided`.
 */
export interface CouncilRegistration {
  council: string;
  number: string;
  checked_at?: string;
  checked_by?: string;
  register_category?: string;
  voided?: boolean;
  /** The last "Could not confirm": when, by whom, why (mailed to the practitioner). */
  not_confirmed?: { at: string; by: string; reason: string };
}

/** The days before a lapse the admins' re-check list reaches by default. */
export const RECHECK_AHEAD_DAYS = 30;
export const recheckHorizon = (nowMs: number, days: number) => new Date(nowMs + days * DAY_MS).toISOString();
