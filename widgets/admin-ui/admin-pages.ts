/**
 * The admin pages that exist, in the order the admin nav and the dashboard list them. Add a page's
 * entry here when its page is built (docs/decisions.md, "Admin area"); nothing else links it.
 */
export interface AdminPage {
  href: string;
  label: string;
}

export const ADMIN_PAGES: readonly AdminPage[] = [
  // Registration requests live on the admin's dashboard.
  { href: "/dashboard", label: "Registration requests" },
  // Practitioners and admin operations
  { href: "/admin/practitioners", label: "Practitioners" },
  { href: "/admin/patients", label: "Patients" },
  { href: "/admin/locations", label: "Locations" },
  { href: "/admin/bookings/add", label: "Add a booking" },
  { href: "/admin/out-of-office", label: "Out-of-office periods" },
  // Reviews and blog
  { href: "/admin/reviews", label: "Review queue" },
  { href: "/admin/blog", label: "Blog" },
  // Contact us and the affiliate programme
  { href: "/admin/contact", label: "Contact messages" },
  { href: "/admin/affiliate-commission", label: "Affiliate commission" },
];
