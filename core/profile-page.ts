/**
 * The server-rendered practitioner page (/page/practitioner/{id}): what search engines and the first
 * paint read. The built page (pages-static/page/practitioner/index.html) is the template; marked
 * regions are replaced with the profile, its head (title, description, canonical URL, Open Graph)
 * and schema.org JSON-LD. Pure: functions/public-pages renders it, unit tests pin it.
 */

import { escapeHtml as e } from "./escape-html";
import { clip, DESCRIPTION_MAX, fillRegions, headTagsHtml } from "./page-template";
import { placeLabel } from "./place-label";
import { practitionerPath } from "./practitioner-id";
import { type ImageSrc, profileReviewsContent, profileSidebarContent } from "./profile-html";
import { type ProfileView, profileTitle } from "./profile-view";
import { siteConfig } from "./site-config";

export interface PostalAddressInput {
  street: string;
  suburb: string;
  city: string;
  province: string;
  postalCode: string;
}

export interface ProfilePageInput {
  view: ProfileView;
  /** The site's origin (SITE_URL): canonical and image URLs are absolute. */
  origin: string;
  address: PostalAddressInput | null;
  geo: { lat: number; lng: number } | null;
}

/**
 * The schema.org type of one practitioner's practice. Medical doctors are Physicians, which may name
 * a medicalSpecialty; every other practice is a MedicalBusiness (a LocalBusiness, so its address,
 * geo and paymentAccepted are defined), where schema.org has no medicalSpecialty.
 */
export function schemaType(profession: string): "Physician" | "MedicalBusiness" {
  return /general practitioner|psychiatrist|physician|doctor|paediatrician|pediatrician|\bGP\b/i.test(
    profession,
  )
    ? "Physician"
    : "MedicalBusiness";
}

/** A doctor's specialty as schema.org's MedicalSpecialty enumeration, where one fits. */
const SPECIALTIES: [RegExp, string][] = [
  [/general practitioner|\bGP\b|family (physician|doctor)/i, "PrimaryCare"],
  [/psychiatrist/i, "Psychiatric"],
  [/paediatrician|pediatrician/i, "Pediatric"],
];

export function medicalSpecialty(profession: string): string | undefined {
  const found = SPECIALTIES.find(([pattern]) => pattern.test(profession));
  return found ? `https://schema.org/${found[1]}` : undefined;
}

/** "Dr A B, Clinical Psychologist in Durban. Anxiety, Depression. Book online with Vula Health…" */
export function profileDescription(view: ProfileView, city = ""): string {
  const who = [view.name, view.profession].filter(Boolean).join(", ");
  const where = city ? ` in ${city}` : "";
  const services = view.services.slice(0, 3).join(", ");
  const text = `${who}${where}.${services ? ` ${services}.` : ""} Book online with ${siteConfig.brandName}, no login needed.`;
  return clip(text, DESCRIPTION_MAX);
}

/** The mean of the rated reviews (one decimal) and how many there are; null when none is rated. */
export function aggregateRating(view: ProfileView): { value: number; count: number } | null {
  const rated = view.reviews.flatMap((review) => (review.stars === null ? [] : [review.stars]));
  if (rated.length === 0) return null;
  const mean = rated.reduce((sum, stars) => sum + stars, 0) / rated.length;
  return { value: Math.round(mean * 10) / 10, count: rated.length };
}

/** schema.org data of the practice: what the page shows, in a form search engines read. */
export function profileJsonLd(input: ProfilePageInput): Record<string, unknown> {
  const { view, origin, address, geo } = input;
  const url = new URL(practitionerPath(view.id), origin).href;
  const rating = aggregateRating(view);
  const data: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": schemaType(view.profession),
    "@id": `${url}#practice`,
    name: view.name,
    url,
  };
  if (view.image) data.image = new URL(view.image, origin).href;
  if (view.bio.length > 0) data.description = view.bio.join(" ");
  if (view.profession) {
    const specialty = data["@type"] === "Physician" ? medicalSpecialty(view.profession) : undefined;
    if (specialty) data.medicalSpecialty = specialty;
    // The profession in words, on every type: Organization's knowsAbout takes text.
    data.knowsAbout = view.profession;
  }
  if (address) {
    data.address = {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: placeLabel(address.suburb, address.city),
      addressRegion: address.province,
      postalCode: address.postalCode,
      addressCountry: "ZA",
    };
  } else if (view.address) {
    data.address = { "@type": "PostalAddress", streetAddress: view.address, addressCountry: "ZA" };
  }
  if (geo && Number.isFinite(geo.lat) && Number.isFinite(geo.lng)) {
    data.geo = { "@type": "GeoCoordinates", latitude: geo.lat, longitude: geo.lng };
  }
  if (rating) {
    data.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: rating.value,
      reviewCount: rating.count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  if (view.languages.length > 0) data.knowsLanguage = view.languages;
  if (view.payment) data.paymentAccepted = view.payment;
  return data;
}

/** Title, description, canonical URL, Open Graph and the JSON-LD block. */
export function profileHeadHtml(input: ProfilePageInput): string {
  const { view, origin, address } = input;
  const url = new URL(practitionerPath(view.id), origin).href;
  const title = profileTitle(view.name, view.profession);
  const description = profileDescription(view, address?.city ?? "");
  return headTagsHtml({
    title,
    description,
    url,
    ogType: "profile",
    image: view.image ? new URL(view.image, origin).href : null,
    jsonLd: profileJsonLd(input),
  });
}

/**
 * Where the Add Review button mounts (widgets/add-review), sized by CSS before the script arrives
 * so the reviews below do not move.
 */
function addReviewSlot(view: ProfileView): string {
  return `<div class="pp-reviews__add" data-widget="add-review" data-practitioner-name="${e(view.name)}"></div>`;
}

/** The whole page for one practitioner. `emptyReviews` is the widgets' empty-list text. */
export function renderProfilePage(
  template: string,
  input: ProfilePageInput,
  emptyReviews: string,
  imageSrc: ImageSrc = (path) => path,
): string {
  return fillRegions(template, "profile", {
    head: profileHeadHtml(input),
    sidebar: `<div class="pp pp-sidebar">${profileSidebarContent(input.view, imageSrc)}</div>`,
    reviews: addReviewSlot(input.view) + profileReviewsContent(input.view, emptyReviews),
  });
}
