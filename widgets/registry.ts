import type { WidgetLoader } from "./mount/widget-module";

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
  // Manage-booking page (the link in the patient's emails)
  "booking-manage": () => import("./booking-manage/index"),
  // Accounts
  login: () => import("./login/index"),
  dashboard: () => import("./dashboard/index"),
  "set-password": () => import("./set-password/index"),
  "forgot-password": () => import("./forgot-password/index"),
  // Admin dashboard (and admin pages): registration requests
  "registration-requests": () => import("./registration-requests/index"),
  // Admin pages (issue 11): practitioners
  "admin-practitioners": () => import("./admin-practitioners/index"),
  // Admin operations (issue 11): patients, locations, phone bookings, out-of-office
  "admin-patients": () => import("./admin-patients/index"),
  "admin-patient-bookings": () => import("./admin-patient-bookings/index"),
  "admin-locations": () => import("./admin-locations/index"),
  "admin-add-booking": () => import("./admin-add-booking/index"),
  "admin-out-of-office": () => import("./admin-out-of-office/index"),
  "admin-practitioner-detail": () => import("./admin-practitioner-detail/index"),
  "admin-practitioner-export": () => import("./admin-practitioner-export/index"),
  "admin-practitioner-add": () => import("./admin-practitioner-add/index"),
  // /register: a practitioner applies
  register: () => import("./register/index"),
  // Symptom checker: scores a checklist in the browser (nothing is sent)
  "symptom-checklist": () => import("./symptom-checklist/index"),
  // Contact us and the affiliate programme (issue 12)
  "contact-form": () => import("./contact-form/index"),
  "affiliate-signup": () => import("./affiliate-signup/index"),
  "admin-contact": () => import("./admin-contact/index"),
  "admin-affiliate-commission": () => import("./admin-affiliate-commission/index"),
  // Blog: /page/blog and /page/blog/detail/{slug}; admin: review queue and blog editor
  blog: () => import("./blog/index"),
  "admin-reviews": () => import("./admin-reviews/index"),
  "admin-blog": () => import("./admin-blog/index"),
};
