/**
 * Static page content rendered at build time: `<!-- fragment:NAME -->` in a page or partial is replaced
 * by `fragments[NAME]()` (infra/vite/partials-plugin.ts). The markup used to come from JS widgets; as
 * HTML it is there before, and without, any script, which matters most for the crisis helplines.
 * Renderers are pure: data in, HTML string out, every interpolated value escaped. Class names are the
 * ones pages-static/styles/site.css styles.
 */
import { renderChecklistCards, renderChecklistSections } from "./checklist-html";
import { checklists } from "./checklists";
import { escapeHtml as esc } from "./escape-html";
import { renderHelplines } from "./helplines-html";
import {
  type AffiliateEarning,
  affiliateEarnings,
  groupTherapyFacts,
  type PlanCard,
  planCards,
  type VirtualReceptionistOffer,
  virtualReceptionistOffer,
} from "./offers";
import { siteConfig } from "./site-config";

// The helplines renderer lives in its own module (the symptom checker widget uses it in the browser).
export { type Helpline, renderHelplines } from "./helplines-html";

export interface SocialProfile {
  label: string;
  url: string;
}

export interface GroupTherapyOffer {
  price: string;
  facts: readonly string[];
  /** mailto: link that starts a booking. */
  bookingHref: string;
}

/** Our social media profiles (footer), opening in a new tab. */
export function renderSocialLinks(profiles: readonly SocialProfile[]): string {
  const items = profiles.map(
    (profile) =>
      `<li><a href="${esc(profile.url)}" rel="noopener" target="_blank">${esc(profile.label)}` +
      `<span class="vh-sr-only"> (opens in a new tab)</span></a></li>`,
  );
  return `<ul class="footer-links">\n${items.join("\n")}\n</ul>`;
}

/** Virtual group therapy price and terms, then the Book now mail link. */
export function renderGroupTherapy(offer: GroupTherapyOffer): string {
  return [
    `<div class="group-facts">`,
    `<p class="group-facts__price">${esc(offer.price)}</p>`,
    `<ul class="checklist">`,
    ...offer.facts.map((fact) => `<li>${esc(fact)}</li>`),
    `</ul>`,
    `</div>`,
    `<a class="btn btn--primary btn--block" href="${esc(offer.bookingHref)}">Book now<span class="vh-sr-only"> (email us to join a group)</span></a>`,
  ].join("\n");
}

/** The practitioner packages, each with Sign Up; the business package is the highlighted one. */
export function renderPricingPlans(plans: readonly PlanCard[]): string {
  const cards = plans.map((plan) =>
    [
      `<li class="plan plan--${esc(plan.id)}">`,
      `<h3 class="plan__name">${esc(plan.label)}</h3>`,
      `<p class="plan__price"><span class="plan__amount">${esc(plan.price)}</span> <span class="plan__period">${esc(plan.period)}</span></p>`,
      `<ul class="plan__features">`,
      ...plan.features.map((feature) => `<li>${esc(feature)}</li>`),
      `</ul>`,
      `<p class="plan__note">${esc(plan.note)}</p>`,
      `<a class="btn btn--block ${plan.id === "business_package" ? "btn--primary" : "btn--outline"}" href="${esc(plan.signUpHref)}">` +
        `Sign Up<span class="vh-sr-only"> for the ${esc(plan.label)}</span></a>`,
      `</li>`,
    ].join("\n"),
  );
  return `<ul class="plans">\n${cards.join("\n")}\n</ul>`;
}

/** The virtual receptionist's price, its monthly allowance, then Hire Now. */
export function renderVirtualReceptionistOffer(offer: VirtualReceptionistOffer): string {
  return [
    `<p class="offer__price"><span class="offer__amount">${esc(offer.price)}</span> <span class="offer__period">${esc(offer.period)}</span></p>`,
    `<h3 class="offer__subtitle">Every month you get</h3>`,
    `<ul class="offer__allowance">`,
    ...offer.allowance.map((item) => `<li>${esc(item)}</li>`),
    `</ul>`,
    `<a class="btn btn--primary btn--lg btn--block" href="${esc(offer.hireHref)}">Hire Now<span class="vh-sr-only"> a virtual receptionist</span></a>`,
  ].join("\n");
}

/** The affiliate programme's earnings per package (core/commission.ts). */
export function renderAffiliateEarnings(earnings: readonly AffiliateEarning[]): string {
  const cards = earnings.map((earning) =>
    [
      `<li class="feature earning">`,
      `<h3 class="earning__name">${esc(earning.label)}</h3>`,
      `<p class="earning__price">${esc(earning.price)}</p>`,
      `<p class="earning__amount"><strong>${esc(earning.commission)}</strong> to you every month</p>`,
      `</li>`,
    ].join("\n"),
  );
  return `<ul class="earnings">\n${cards.join("\n")}\n</ul>`;
}

export const groupTherapyBookingHref = `mailto:${siteConfig.groupTherapyEmail}?subject=${encodeURIComponent("Virtual group therapy booking")}`;

/** Fragment name -> its HTML, from core/site-config.ts only. Names are what pages write after `fragment:`. */
export const fragments: Readonly<Record<string, () => string>> = {
  helplines: () => renderHelplines(siteConfig.helplines),
  "social-links": () => renderSocialLinks(siteConfig.social),
  "group-therapy": () => renderGroupTherapy({ ...groupTherapyFacts(), bookingHref: groupTherapyBookingHref }),
  "pricing-plans": () => renderPricingPlans(planCards()),
  "virtual-receptionist-offer": () => renderVirtualReceptionistOffer(virtualReceptionistOffer()),
  // Symptom checker (/page/symptom-checker): the PDF cards and the checklists to fill in on the page.
  "checklist-cards": () => renderChecklistCards(checklists),
  "checklist-sections": () => renderChecklistSections(checklists),
  "affiliate-earnings": () => renderAffiliateEarnings(affiliateEarnings()),
};

/** The HTML of fragment `name`; throws, naming the known fragments, when there is no such fragment. */
export function renderFragment(name: string): string {
  const render = Object.hasOwn(fragments, name) ? fragments[name] : undefined;
  if (!render) {
    throw new Error(`Unknown fragment "${name}". Known fragments: ${Object.keys(fragments).join(", ")}.`);
  }
  return render();
}
