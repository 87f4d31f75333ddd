import type { WidgetLoader } from "./ui/widget-module";

/**
 * data-widget name -> its chunk. A widget's name is its folder name. Each entry is a separate chunk,
 * loaded only when an element naming it is on the page. Content with no behaviour (helplines, packages,
 * group therapy, social links) is not a widget: core/fragments.ts renders it into the HTML at build time.
 */
export const registry: Record<string, WidgetLoader> = {
  // Shared header and footer
  "auth-nav": () => import("./auth-nav/index"),
  "nav-menu": () => import("./nav-menu/index"),
  // Home page
  "rotating-headline": () => import("./rotating-headline/index"),
  "featured-services": () => import("./featured-services/index"),
  // Home and search pages
  "search-box": () => import("./search-box/index"),
  // Search page
  "search-results": () => import("./search-results/index"),
  // Practitioner page
  "practitioner-profile": () => import("./practitioner-profile/index"),
  // Practitioner page: the Add Review button and modal (the reviews themselves are server-rendered)
  "add-review": () => import("./add-review/index"),
  // Practitioner page and partner sites: slot calendar and booking form
  booking: () => import("./booking/index"),
  // /page/booking-confirmed: where our booking form goes after a booking
  "booking-confirmed": () => import("./booking-confirmed/index"),
  // Partner sites: the booking form in a frame of our origin (/embed/booking-form)
  "booking-frame": () => import("./booking-frame/index"),
  // Accounts
  login: () => import("./login/index"),
  dashboard: () => import("./dashboard/index"),
  "forgot-password": () => import("./forgot-password/index"),
  // Admin dashboard (and admin pages): registration requests
  "registration-requests": () => import("./registration-requests/index"),
  // /register: a practitioner applies
  register: () => import("./register/index"),
  // Symptom checker: scores a checklist in the browser (nothing is sent)
  "symptom-checklist": () => import("./symptom-checklist/index"),
  // Contact us and the affiliate programme
  "contact-form": () => import("./contact-form/index"),
  "affiliate-signup": () => import("./affiliate-signup/index"),
  // Affiliate programme: ask to change bank details
  "affiliate-bank-change": () => import("./affiliate-bank-change/index"),
  // Affiliate programme page: "Sign up as an affiliate" passes on ?referral_link= (follow-ups)
  "referral-link": () => import("./referral-link/index"),
  // Blog list: /page/blog (a post's page is rendered by the server: functions/public-pages)
  blog: () => import("./blog/index"),
};

/** Admin pages' widgets are named admin-*; their entries live in a chunk of their own. */
const ADMIN_PREFIX = "admin-";
/** Widgets of pages reached only from a mailed link (widgets/link-registry.ts). */
const LINK_WIDGETS = ["booking-manage", "set-password", "affiliate-confirm", "waitlist-leave", "my-bookings"];

function viaChunk(name: string, chunk: () => Promise<Record<string, WidgetLoader>>): WidgetLoader {
  return () =>
    chunk().then((entries) => {
      const load = entries[name];
      if (!load) throw new Error(`unknown widget "${name}"`);
      return load();
    });
}

/**
 * The loader of widget `name`, or undefined for a name no widget has. The admin pages' entries
 * (widgets/admin-registry.ts) and those of pages reached from a mailed link (widgets/link-registry.ts)
 * are one more chunk away, so the other public pages' mount runtime does not carry a loader and
 * preload list for each of them.
 */
export function loaderFor(name: string): WidgetLoader | undefined {
  if (Object.hasOwn(registry, name)) return registry[name];
  if (LINK_WIDGETS.includes(name))
    return viaChunk(name, () => import("./link-registry").then((m) => m.linkRegistry));
  if (name.startsWith(ADMIN_PREFIX))
    return viaChunk(name, () => import("./admin-registry").then((m) => m.adminRegistry));
  return undefined;
}
