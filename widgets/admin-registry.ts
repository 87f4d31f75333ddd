import type { WidgetLoader } from "./mount/widget-module";

/**
 * data-widget name -> chunk for the admin pages (widgets/registry.ts loads this module only on a page
 * with an admin-* widget). A widget's name is its folder name.
 */
export const adminRegistry: Record<string, WidgetLoader> = {
  "admin-practitioners": () => import("./admin-practitioners/index"),
  "admin-patients": () => import("./admin-patients/index"),
  "admin-patient-bookings": () => import("./admin-patient-bookings/index"),
  "admin-locations": () => import("./admin-locations/index"),
  "admin-add-booking": () => import("./admin-add-booking/index"),
  "admin-out-of-office": () => import("./admin-out-of-office/index"),
  "admin-practitioner-detail": () => import("./admin-practitioner-detail/index"),
  "admin-practitioner-export": () => import("./admin-practitioner-export/index"),
  "admin-practitioner-add": () => import("./admin-practitioner-add/index"),
  "admin-contact": () => import("./admin-contact/index"),
  "admin-affiliate-commission": () => import("./admin-affiliate-commission/index"),
  "admin-reviews": () => import("./admin-reviews/index"),
  "admin-blog": () => import("./admin-blog/index"),
};
