/**
 * The practitioner profile's markup as HTML strings: one renderer for the server-rendered page
 * (functions/public-pages, in the first HTML response) and for the practitioner-profile widget
 * (partner embeds), so the two never drift. Every value is escaped here.
 */
import { escapeHtml as e } from "./escape-html";
import { nextAvailableText } from "./next-available";
import { initials, reviewCountLabel } from "./practitioner-text";
import { PROFILE_ICONS, type ProfileIconName, STAR_PATH } from "./profile-icons";
import { type ProfileView, type ReviewView, ratingLabel } from "./profile-view";

/** Reviews shown before "Show all": enough to judge, short enough to reach the footer on a phone. */
export const FIRST_REVIEWS = 5;

/** Where the photo is loaded from: the page uses its own origin; widgets on partner sites ours. */
export type ImageSrc = (path: string) => string;

const svg = (className: string, size: number, body: string) =>
  `<svg class="${className}" viewBox="0 0 24 24" width="${size}" height="${size}" aria-hidden="true" focusable="false">${body}</svg>`;

export function iconHtml(name: ProfileIconName, size = 20): string {
  return svg("pp-icon", size, `<path d="${PROFILE_ICONS[name]}" fill="currentColor"/>`);
}

/** Five stars with one accessible name ("Rated 4 out of 5"); the stars themselves are decoration. */
export function starsHtml(stars: number, size = 20): string {
  const row = [1, 2, 3, 4, 5]
    .map((star) => svg(star <= stars ? "pp-star pp-star--on" : "pp-star", size, `<path d="${STAR_PATH}"/>`))
    .join("");
  return `<span class="pp-stars" role="img" aria-label="${e(ratingLabel(stars))}">${row}</span>`;
}

/** The photo (alt = name) with its size reserved, or the initials when there is none. */
export function avatarHtml(name: string, image: string, imageSrc: ImageSrc): string {
  if (!image) {
    return `<span class="pp-avatar pp-avatar--initials" role="img" aria-label="${e(name)}"><span aria-hidden="true">${e(initials(name))}</span></span>`;
  }
  return `<img class="pp-avatar" src="${e(imageSrc(image))}" alt="${e(name)}" width="112" height="112" decoding="async" fetchpriority="high">`;
}

/** A link that opens a new tab, says so to screen readers, and gives the other site no opener. */
function externalLink(href: string, label: string): string {
  return `<a class="pp-external" href="${e(href)}" target="_blank" rel="noopener noreferrer"><span>${e(label)}</span>${iconHtml("external", 16)}<span class="vh-sr-only"> (opens in a new tab)</span></a>`;
}

function rating(view: ProfileView): string {
  if (view.reviewCount === 0) return `<p class="pp-rating pp-rating--none">No reviews yet</p>`;
  const stars = view.stars === null ? "<span>Not rated yet</span>" : starsHtml(view.stars);
  return `<p class="pp-rating">${stars}<a class="pp-rating__count" href="#reviews">${e(reviewCountLabel(view.reviewCount))}</a></p>`;
}

function fact(icon: ProfileIconName, label: string, value: string): string {
  return `<div class="vh-fact"><dt class="vh-fact__label"><span class="vh-fact__icon">${iconHtml(icon)}</span>${e(label)}</dt><dd class="vh-fact__value">${e(value)}</dd></div>`;
}

const block = (title: string, body: string) =>
  `<div class="pp-block"><h2 class="pp-block__title">${e(title)}</h2>${body}</div>`;

const list = (className: string, items: readonly string[]) =>
  `<ul class="${className}">${items.map((item) => `<li>${e(item)}</li>`).join("")}</ul>`;

function video(view: ProfileView): string {
  if (!view.video) return "";
  if (view.video.kind === "link")
    return block("Video", externalLink(view.video.href, `Watch ${view.name}'s video`));
  return block(
    "Video",
    `<div class="pp-video"><iframe src="${e(view.video.src)}" title="${e(`Video: ${view.name}`)}" loading="lazy" allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen" referrerpolicy="strict-origin-when-cross-origin"></iframe></div>`,
  );
}

function online(view: ProfileView): string {
  if (!view.website && view.social.length === 0) return "";
  const website = view.website
    ? `<li><span class="vh-sr-only">Website: </span>${externalLink(view.website.href, view.website.label)}</li>`
    : "";
  const social = view.social.map((link) => `<li>${externalLink(link.href, link.label)}</li>`).join("");
  return block("Website and social media", `<ul class="pp-links">${website}${social}</ul>`);
}

/** The profile: summary card (photo, the page's h1, rating, facts) and the details card. */
export function profileSidebarContent(view: ProfileView, imageSrc: ImageSrc): string {
  const facts = [
    view.address ? fact("pin", "Address", view.address) : "",
    view.payment ? fact("card", "Payment", view.payment) : "",
    fact("calendar", "Appointments", view.appointments),
    view.languages.length > 0
      ? fact("chat", view.languages.length === 1 ? "Language" : "Languages", view.languages.join(", "))
      : "",
  ].join("");
  const summary = [
    `<div class="vh-card pp-summary"><div class="pp-head">`,
    avatarHtml(view.name, view.image, imageSrc),
    `<div class="pp-head__text"><h1 class="pp-name" tabindex="-1">${e(view.name)}</h1>`,
    view.profession ? `<p class="pp-profession">${e(view.profession)}</p>` : "",
    view.councilBadge ? `<p class="pp-council">${iconHtml("shield", 18)}${e(view.councilBadge)}</p>` : "",
    rating(view),
    `</div></div>`,
    facts ? `<dl class="pp-facts">${facts}</dl>` : "",
    view.nextAvailable === undefined
      ? ""
      : `<p class="pp-next${view.nextAvailable ? "" : " pp-next--none"}">${e(nextAvailableText(view.nextAvailable))}</p>`,
    `<a class="vh-btn vh-btn--lg vh-btn--primary vh-btn--block" href="#availability">${iconHtml("calendar")}See available times</a>`,
    `</div>`,
  ].join("");
  const details = [
    view.bio.length > 0 ? block("About", view.bio.map((p) => `<p>${e(p)}</p>`).join("")) : "",
    view.focusAreas ? block("Focus areas", `<p>${e(view.focusAreas)}</p>`) : "",
    view.services.length > 0 ? block("Services", list("pp-chips", view.services)) : "",
    view.medicalAids.length > 0
      ? block("Medical aids accepted", list("pp-list pp-list--check", view.medicalAids))
      : "",
    view.qualifications.length > 0 ? block("Qualifications", list("pp-list", view.qualifications)) : "",
    video(view),
    online(view),
    view.policy ? block("Cancellation policy", `<p>${e(view.policy)}</p>`) : "",
  ].join("");
  return details ? `${summary}<div class="vh-card pp-details">${details}</div>` : summary;
}

function review(item: ReviewView): string {
  const meta =
    item.stars !== null || item.date
      ? `<p class="pp-review__meta">${item.stars !== null ? starsHtml(item.stars, 18) : ""}${
          item.date
            ? `<time class="pp-review__date" datetime="${e(item.date.iso)}">${e(item.date.text)}</time>`
            : ""
        }</p>`
      : "";
  const comment = item.comment ? `<p class="pp-review__comment">${e(item.comment)}</p>` : "";
  const badge = item.verified ? `<span class="vh-badge pp-review__verified">Verified patient</span>` : "";
  return `<li class="pp-review"><h3 class="pp-review__name">${e(item.name)}${badge}</h3>${meta}${comment}</li>`;
}

/**
 * The reviews, newest first: a summary, the first few, and the rest behind a native disclosure (no
 * script needed to read them all). Without reviews, `emptyMessage` (the widgets' empty state).
 */
export function profileReviewsContent(view: ProfileView, emptyMessage: string): string {
  const { reviews, stars } = view;
  if (reviews.length === 0) return `<p class="vh-empty">${e(emptyMessage)}</p>`;
  const count = reviewCountLabel(reviews.length);
  const summary = `<p class="pp-reviews__summary">${stars !== null ? starsHtml(stars, 24) : ""}<span>${e(
    stars !== null ? `from ${count}` : count,
  )}</span></p>`;
  const first = `<ol class="pp-review-list">${reviews.slice(0, FIRST_REVIEWS).map(review).join("")}</ol>`;
  const rest =
    reviews.length > FIRST_REVIEWS
      ? `<details class="pp-reviews__more"><summary class="vh-btn vh-btn--lg vh-btn--outline">Show all ${e(count)}</summary><ol class="pp-review-list" start="${FIRST_REVIEWS + 1}">${reviews.slice(FIRST_REVIEWS).map(review).join("")}</ol></details>`
      : "";
  return `<div class="pp pp-reviews">${summary}${first}${rest}</div>`;
}
