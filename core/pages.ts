/**
 * Every page of the static site, once. From this table come CloudFront's rewrite lists
 * (infra/cloudfront/site-function.ts), the HTML of the account and admin pages, the admin nav and
 * the admin widget registry (infra/vite/pages-plugin.ts). Adding an admin page is one `admin` row
 * here plus its widget folder (widgets/<widget>/index.tsx); a page with content of its own is one
 * row plus its HTML file under pages-static/ (a unit test keeps the rows equal to those files).
 */

/**
 * A page that is one widget in a card of the account layout (account.css), noindex: its HTML is
 * made from this (infra/vite/pages-plugin.ts).
 */
export interface Shell {
  /** The widget's folder under widgets/ (its data-widget name); "admin-..." for admin pages. */
  widget: string;
  /** The page's h1, and its <title>: "<heading> | <brand>" ("<heading> | Admin | <brand>" for admin pages). */
  heading: string;
  /** The meta description ({{placeholders}} of core/site-config.ts allowed). */
  description: string;
  /** The card: "wide" for forms and the dashboard, "admin" (full width) for lists. Default: admin
   * pages "admin", account pages the narrow plain one. */
  card?: "admin" | "wide";
  /** What the card says without scripts. Default (admin pages): "Please turn on JavaScript to use the admin pages." */
  noscript?: string;
  /** The address carries a secret (a one-time link): no Referer header leaves the page. */
  noReferrer?: boolean;
}

export interface PageRow {
  /** The pretty address ("/" for the home page). */
  path: string;
  /**
   * Also answers `<path>/<id>`: one page reads the id from the address (a practitioner's record,
   * a patient's bookings).
   */
  dynamic?: boolean;
  /**
   * Not a page: the HTML template a function renders (CloudFront sends `<path>/<id>` to the API, and
   * the folder's own address is the 404 page).
   */
  template?: boolean;
  /** An admin page (its widget in the admin registry). */
  admin?: Shell;
  /** An account page (log in, passwords, dashboard). */
  account?: Shell;
  /** Its label in the admin nav (and the admin dashboard's list), in table order. */
  nav?: string;
}

export const PAGES: readonly PageRow[] = [
  { path: "/" },
  { path: "/register" },
  {
    path: "/login",
    account: {
      widget: "login",
      heading: "Log in",
      description: "Practitioners and administrators log in to their {{brandName}} dashboard.",
      noscript: "Please turn on JavaScript to log in, or call us on {{supportPhone}}.",
    },
  },
  {
    path: "/forgot-password",
    account: {
      widget: "forgot-password",
      heading: "Forgot your password",
      description: "Get a link to choose a new password for your {{brandName}} account.",
      noscript: "Please turn on JavaScript to continue, or call us on {{supportPhone}}.",
      noReferrer: true,
    },
  },
  {
    path: "/set-password",
    account: {
      widget: "set-password",
      heading: "Set your password",
      description: "Choose the password of your {{brandName}} account.",
      noscript: "Please turn on JavaScript to continue, or call us on {{supportPhone}}.",
      noReferrer: true,
    },
  },
  // The admin dashboard is the practitioner's dashboard page with the registration requests in it.
  {
    path: "/dashboard",
    nav: "Registration requests",
    account: {
      widget: "dashboard",
      heading: "Dashboard",
      description: "Your {{brandName}} dashboard.",
      noscript: "Please turn on JavaScript to use your dashboard.",
      card: "wide",
    },
  },
  { path: "/page/search" },
  { path: "/page/how-it-works" },
  { path: "/page/virtual-receptionist" },
  { path: "/page/symptom-checker" },
  { path: "/page/term-condition" },
  { path: "/page/privacy-policy" },
  { path: "/page/booking/manage" },
  { path: "/page/blog" },
  { path: "/page/contact-us" },
  { path: "/page/affiliate/programme" },
  { path: "/page/affiliate/programme/signup" },
  { path: "/page/affiliate/programme/confirm" },
  { path: "/page/affiliate/programme/bank-details" },
  { path: "/page/thanks-for-join-affiliate-programme" },
  // The partner embed's booking form, in a frame on partners' sites.
  { path: "/embed/booking-form" },
  // Rendered by the public-pages function from these folders' HTML.
  { path: "/page/practitioner", template: true },
  { path: "/page/blog/detail", template: true },
  // Admin pages: rows with `nav` are listed in the admin nav in this order.
  {
    path: "/admin/practitioners",
    nav: "Practitioners",
    admin: {
      widget: "admin-practitioners",
      heading: "Practitioners",
      description: "Administrators manage the practitioners listed on {{brandName}}.",
    },
  },
  {
    path: "/admin/doctor/add",
    admin: {
      widget: "admin-practitioner-add",
      heading: "Add a practitioner",
      description: "Administrators list a practitioner on {{brandName}}.",
      card: "wide",
    },
  },
  {
    path: "/admin/doctor/detail",
    dynamic: true,
    admin: {
      widget: "admin-practitioner-detail",
      heading: "Practitioner record",
      description: "A practitioner's record for {{brandName}} administrators.",
    },
  },
  {
    path: "/admin/export/practitioner",
    admin: {
      widget: "admin-practitioner-export",
      heading: "Export practitioners",
      description: "Administrators export the practitioners listed on {{brandName}} as CSV.",
    },
  },
  {
    path: "/admin/patients",
    nav: "Patients",
    admin: {
      widget: "admin-patients",
      heading: "Patients",
      description: "Administrators find patients and erase their data on request.",
    },
  },
  {
    path: "/admin/patient/bookings",
    dynamic: true,
    admin: {
      widget: "admin-patient-bookings",
      heading: "Patient bookings",
      description: "A patient's bookings, for administrators.",
    },
  },
  {
    path: "/admin/locations",
    nav: "Locations",
    admin: {
      widget: "admin-locations",
      heading: "Locations",
      description: "Where the practitioners listed on {{brandName}} practise.",
    },
  },
  {
    path: "/admin/bookings/add",
    nav: "Add a booking",
    admin: {
      widget: "admin-add-booking",
      heading: "Add a booking",
      description: "Administrators add a booking taken by phone.",
    },
  },
  {
    path: "/admin/out-of-office",
    nav: "Out-of-office periods",
    admin: {
      widget: "admin-out-of-office",
      heading: "Out-of-office periods",
      description: "Administrators manage any practitioner's out-of-office periods.",
    },
  },
  {
    path: "/admin/reviews",
    nav: "Review queue",
    admin: {
      widget: "admin-reviews",
      heading: "Review queue",
      description: "Administrators approve or reject reviews before they count on {{brandName}}.",
    },
  },
  {
    path: "/admin/blog",
    nav: "Blog",
    admin: {
      widget: "admin-blog",
      heading: "Blog",
      description: "Administrators write and publish the {{brandName}} blog.",
    },
  },
  {
    path: "/admin/contact",
    nav: "Contact messages",
    admin: {
      widget: "admin-contact",
      heading: "Contact messages",
      description: "Contact messages in the {{brandName}} admin area.",
    },
  },
  {
    path: "/admin/affiliate-commission",
    nav: "Affiliate commission",
    admin: {
      widget: "admin-affiliate-commission",
      heading: "Affiliate commission",
      description: "Affiliate commission in the {{brandName}} admin area.",
    },
  },
];
