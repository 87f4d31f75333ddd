import type { WidgetLoader } from "./ui/widget-module";

/**
 * data-widget name -> chunk for the pages a person reaches only from a link we mailed them (manage a
 * booking, set a password, confirm an affiliate sign-up): one more chunk away, so every other
 * public page's mount runtime does not carry their loaders and preload lists (widgets/registry.ts).
 */
export const linkRegistry: Record<string, WidgetLoader> = {
  // Manage-booking page (the link in the patient's emails)
  "booking-manage": () => import("./booking-manage/index"),
  // Welcome and reset links
  "set-password": () => import("./set-password/index"),
  // Affiliate links by email: confirm a sign-up or new bank details
  "affiliate-confirm": () => import("./affiliate-confirm/index"),
  // Waitlist mails (issue 26): leave the waitlist
  "waitlist-leave": () => import("./waitlist-leave/index"),
  // "My bookings" (issue 28): opened from the sign-in link, the footer and the header
  "my-bookings": () => import("./my-bookings/index"),
};
