export { cleanList } from "./clean-list";
export { initials, reviewCountLabel } from "./practitioner-text";

/**
 * What the practitioner page shows, derived from GET /api/practitioner/users (spec sections 3, 6, 9):
 * cleaned lists, readable labels, safe links, business-package extras and reviews newest first.
 * Pure: widgets render the view; tests pin the rules here.
 */
import { type AppointmentMode, modesLabel, offeredModes } from "./appointment-modes";
import { cleanList } from "./clean-list";
import { councilBadgeText } from "./council-badge";
import { starRating } from "./rating";
import type { ProfileResponse } from "./schemas/search";
import { siteConfig } from "./site-config";

type Practitioner = ProfileResponse["practitioner"];
type WorkWith = Practitioner["get_member_active_detail"]["work_with"];

export interface LinkView {
  label: string;
  href: string;
}
export type VideoView = { kind: "embed"; src: string } | { kind: "link"; href: string };
export interface ReviewView {
  name: string;
  /** 1 to 5, or null when the review carries no rating. */
  stars: number | null;
  comment: string;
  /** ISO date (YYYY-MM-DD) for <time dateTime>, and the en-ZA text, when the date is readable. */
  date: { iso: string; text: string } | null;
  /** Left through a booking's review link: shown as "Verified patient". */
  verified: boolean;
}
export interface ProfileView {
  id: string;
  name: string;
  profession: string;
  image: string;
  address: string;
  /** "Medical aid and cash/card", "Medical aid" or "Cash/card"; null when unknown. */
  payment: string | null;
  qualifications: string[];
  languages: string[];
  medicalAids: string[];
  /** The accepted schemes with their ids, for the booking form's select. */
  schemes: { id: string; name: string }[];
  /** Payment choices the booking form offers (spec booking_with), from work_with. */
  paymentChoices: ("Medical aid" | "Cash/Card")[];
  /** In person, virtual or both: what the booking form offers (absent from the answer: both). */
  appointmentModes: AppointmentMode[];
  /** "In person and video call", "Video call only" or "In person only". */
  appointments: string;
  services: string[];
  focusAreas: string;
  /** The bio as paragraphs. */
  bio: string[];
  /** Rounded mean of the ratings, 1 to 5 (section 9), or null without rated reviews. */
  stars: number | null;
  reviewCount: number;
  reviews: ReviewView[];
  /** Only for business_package (section 6); null / empty otherwise. */
  website: LinkView | null;
  video: VideoView | null;
  social: LinkView[];
  /** The cancellation policy sentence; empty when the answer has none. */
  policy: string;
  /** The first open time (UTC ISO), null when none in the horizon, undefined when the answer has none. */
  nextAvailable: string | null | undefined;
  /** "HPCSA registered, checked 25 Nov 2026" while an admin's check is current (issue 27), else "". */
  councilBadge: string;
}

const WORK_WITH: Record<WorkWith, string> = {
  both: "Medical aid and cash/card",
  "Medical Aid": "Medical aid",
  "Cash-Card": "Cash/card",
};

/** How a practitioner is paid, in words a patient reads. */
export function paymentLabel(workWith: string | null | undefined): string | null {
  return workWith && own(WORK_WITH, workWith) ? WORK_WITH[workWith as WorkWith] : null;
}

/** Unknown work_with offers both: the server checks the choice against the practitioner anyway. */
export function paymentChoices(workWith: string | null | undefined): ("Medical aid" | "Cash/Card")[] {
  if (workWith === "Medical Aid") return ["Medical aid"];
  if (workWith === "Cash-Card") return ["Cash/Card"];
  return ["Medical aid", "Cash/Card"];
}

/** Own keys only ("toString" is not a payment option); Object.hasOwn is newer than our es2020 target. */
const own = (record: object, key: string) => Object.hasOwn(record, key);

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** Paragraphs of free text: split on line breaks, blank lines dropped. */
export function paragraphs(value: unknown): string[] {
  return text(value)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * An http(s) URL fit for an href, or null. A bare domain ("www.example.co.za") gets https://;
 * any other scheme (javascript:, data:, mailto:) is refused.
 */
export function safeHttpUrl(raw: unknown): string | null {
  let value = text(raw);
  if (!value) return null;
  if (!/^[a-z][a-z\d+.-]*:/i.test(value)) {
    if (!/^(\/\/)?[\w-]+(\.[\w-]+)+([/?#:]|$)/.test(value)) return null;
    value = `https://${value.replace(/^\/\//, "")}`;
  }
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/** "thandekamkhize.co.za" from "https://www.thandekamkhize.co.za/about". */
export function displayHost(href: string): string {
  try {
    return new URL(href).hostname.replace(/^www\./, "");
  } catch {
    return href;
  }
}

const SOCIAL_NAMES: Record<string, string> = {
  facebook: "Facebook",
  fb: "Facebook",
  instagram: "Instagram",
  insta: "Instagram",
  twitter: "X (Twitter)",
  x: "X (Twitter)",
  linkedin: "LinkedIn",
  youtube: "YouTube",
  tiktok: "TikTok",
  whatsapp: "WhatsApp",
  pinterest: "Pinterest",
  threads: "Threads",
};
const SOCIAL_HOSTS: [RegExp, string][] = [
  [/(^|\.)facebook\.com$|(^|\.)fb\.com$/, "facebook"],
  [/(^|\.)instagram\.com$/, "instagram"],
  [/(^|\.)twitter\.com$|(^|\.)x\.com$/, "twitter"],
  [/(^|\.)linkedin\.com$/, "linkedin"],
  [/(^|\.)youtube\.com$|(^|\.)youtu\.be$/, "youtube"],
  [/(^|\.)tiktok\.com$/, "tiktok"],
  [/(^|\.)wa\.me$|(^|\.)whatsapp\.com$/, "whatsapp"],
];

/** A readable name for a social link: from link_for ("facebook", "Linked In"), else from its host. */
export function socialLabel(linkFor: unknown, href: string): string {
  const raw = text(linkFor);
  const key = raw.toLowerCase().replace(/[^a-z]/g, "");
  if (own(SOCIAL_NAMES, key)) return SOCIAL_NAMES[key] as string;
  if (raw) return raw.charAt(0).toUpperCase() + raw.slice(1);
  const host = displayHost(href);
  const byHost = SOCIAL_HOSTS.find(([pattern]) => pattern.test(host));
  return byHost ? (SOCIAL_NAMES[byHost[1]] ?? host) : host;
}

/**
 * A video URL as something we can embed: YouTube (privacy-enhanced, youtube-nocookie) and Vimeo
 * become player URLs; any other http(s) URL is offered as a link, never framed.
 */
export function videoView(raw: unknown): VideoView | null {
  const href = safeHttpUrl(raw);
  if (!href) return null;
  const url = new URL(href);
  const host = url.hostname.replace(/^(www|m)\./, "");
  const id = (value: string | null | undefined) => (value && /^[\w-]{6,20}$/.test(value) ? value : null);
  let youtube: string | null = null;
  if (host === "youtu.be") youtube = id(url.pathname.split("/")[1]);
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    const [, first, second] = url.pathname.split("/");
    youtube =
      first === "watch"
        ? id(url.searchParams.get("v"))
        : first === "embed" || first === "shorts" || first === "live"
          ? id(second)
          : null;
  }
  if (youtube) return { kind: "embed", src: `https://www.youtube-nocookie.com/embed/${youtube}` };
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const vimeo = url.pathname.match(/^\/(?:video\/)?(\d{5,12})(?:\/|$)/)?.[1];
    if (vimeo) return { kind: "embed", src: `https://player.vimeo.com/video/${vimeo}` };
  }
  return { kind: "link", href };
}

/** "Rated 4 out of 5": the accessible name of a star row. */
export function ratingLabel(stars: number): string {
  return `Rated ${stars} out of 5`;
}

const DATE_FORMAT = new Intl.DateTimeFormat("en-ZA", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Africa/Johannesburg",
});
const ISO_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Johannesburg" });

/** Milliseconds since the epoch, or NaN. "2025-03-12 10:00:00" (SQL style) reads as SAST. */
function timestamp(raw: unknown): number {
  const value = text(raw);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return Date.parse(`${value}T12:00:00+02:00`);
  if (/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value))
    return Date.parse(`${value.replace(" ", "T")}+02:00`);
  return value ? Date.parse(value) : Number.NaN;
}

/** A review's date in South African English ("12 March 2025"), with its ISO day, or null. */
export function reviewDate(raw: unknown): { iso: string; text: string } | null {
  const ms = timestamp(raw);
  if (!Number.isFinite(ms)) return null;
  const date = new Date(ms);
  return { iso: ISO_DAY.format(date), text: DATE_FORMAT.format(date) };
}

/** Reviews newest first; undated ones last, in their original order. */
export function reviewsNewestFirst(reviews: Practitioner["get_reviews"] | null | undefined): ReviewView[] {
  return (reviews ?? [])
    .map((review, index) => ({ review, index, ms: timestamp(review?.created_at) }))
    .sort((a, b) => {
      const aOk = Number.isFinite(a.ms);
      const bOk = Number.isFinite(b.ms);
      if (aOk && bOk && a.ms !== b.ms) return b.ms - a.ms;
      if (aOk !== bOk) return aOk ? -1 : 1;
      return a.index - b.index;
    })
    .map(({ review }) => {
      const rating = Number(review?.rating);
      return {
        name: text(review?.name) || "Anonymous",
        stars: rating >= 1 && rating <= 5 ? Math.round(rating) : null,
        comment: text(review?.comment),
        date: reviewDate(review?.created_at),
        verified: review?.verified === true,
      };
    });
}

/** "{name} – {profession} | Vula Health" (or without the profession when there is none). */
export function profileTitle(name: string, profession: string): string {
  return profession
    ? `${name} – ${profession} | ${siteConfig.brandName}`
    : `${name} | ${siteConfig.brandName}`;
}

// Pure: bundles that never show this title (the partner embed) leave the site config out.
export const notFoundTitle = /* @__PURE__ */ profileTitle("Practitioner not found", "");

/** The page's view of a profile response. Tolerant of missing lists; never trusts a URL's scheme. */
export function profileView(response: ProfileResponse): ProfileView {
  const practitioner = response.practitioner;
  const detail =
    practitioner.get_member_active_detail ?? ({} as Partial<Practitioner["get_member_active_detail"]>);
  const business = response.package?.plan === "business_package";
  const modes = offeredModes(detail.appointment_modes);
  const reviews = reviewsNewestFirst(practitioner.get_reviews);
  const websiteHref = business ? safeHttpUrl(detail.practise_url) : null;
  const social: LinkView[] = [];
  if (business) {
    const seen = new Set<string>();
    for (const link of practitioner.get_social_medial ?? []) {
      const href = safeHttpUrl(link?.url);
      if (href && !seen.has(href)) {
        seen.add(href);
        social.push({ label: socialLabel(link.link_for, href), href });
      }
    }
  }
  return {
    id: text(practitioner.id),
    name: text(practitioner.name),
    profession: text(detail.profession),
    image: text(detail.image),
    address: text(detail.address),
    payment: paymentLabel(detail.work_with),
    qualifications: cleanList(detail.qualification),
    languages: cleanList(detail.language),
    medicalAids: cleanList(
      (practitioner.get_medical_aids ?? []).map((aid) => aid?.medical_scheme?.scheme_name),
    ),
    schemes: (practitioner.get_medical_aids ?? []).flatMap((aid) => {
      const id = text(aid?.medical_scheme?.id);
      const name = text(aid?.medical_scheme?.scheme_name);
      return id && name ? [{ id, name }] : [];
    }),
    paymentChoices: paymentChoices(detail.work_with),
    appointmentModes: modes,
    appointments: modesLabel(modes),
    services: cleanList((practitioner.get_practitioner_service ?? []).map((service) => service?.name)),
    focusAreas: text(practitioner.focus_areas_statment),
    bio: paragraphs(detail.bio),
    stars: starRating((practitioner.get_reviews ?? []).map((review) => Number(review?.rating))),
    reviewCount: reviews.length,
    reviews,
    website: websiteHref ? { label: displayHost(websiteHref), href: websiteHref } : null,
    video: business ? videoView(detail.video_url) : null,
    social,
    policy: text(practitioner.cancellation_policy),
    nextAvailable: practitioner.next_available,
    councilBadge: councilBadgeText(practitioner.council_registration),
  };
}
