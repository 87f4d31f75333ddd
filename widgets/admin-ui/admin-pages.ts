/**
 * The admin pages that exist, in the order the admin nav and the dashboard list them. Add a page's
 * entry here when its page is built (docs/decisions.md, "Admin area"); nothing else links it.
 */
export interface AdminPage {
  href: string;
  label: string;
}

export const ADMIN_PAGES: readonly AdminPage[] = [
  // Registration requests live on the admin's dashboard (issue 5).
  { href: "/dashboard", label: "Registration requests" },
  // Practitioners (issue 11)
  { href: "/admin/practitioners", label: "Practitioners" },
  // Admin operations (issue 11)
  { href: "/admin/patients", label: "Patients" },
  { href: "/admin/locations", label: "Locations" },
  { href: "/admin/bookings/add", label: "Add a booking" },
  { href: "/admin/out-of-office", label: "Out-of-office periods" },
];
