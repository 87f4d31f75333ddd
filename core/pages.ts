/**
 * Every page of the static site, once. From this table come CloudFront's rewrite lists
 * (infra/cloudfront/site-function.ts), the HTML of the account and admin pages, the admin nav and
 * the admin widget registry, the public pages' shells (infra/vite/pages-plugin.ts) and the sitemap
 * (core/public-pages.ts). Adding an admin page is one `admin` row here plus its widget folder
 * (widgets/<widget>/index.tsx); a public page is one `public` row plus its content under
 * pages-static/ (a unit test keeps the rows equal to those files).
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

/** The page-hero section that opens a public page's <main>. Its fields are HTML (links allowed). */
export interface Hero {
  /** More classes of the section ("page-hero--not-found"). */
  className?: string;
  /** More classes of its container. */
  containerClass?: string;
  /** The small line above the heading. */
  eyebrow?: string;
  /** The page's h1 (#page-title, which the section is labelled by). */
  heading: string;
  lead: string;
}

/**
 * A page of the public site. Its file (pages-static/<path>/index.html) holds only what goes in
 * <main>; the build puts it in the shell made from this (infra/vite/pages-plugin.ts): the head
 * (partials/head.html, stylesheets, title, description, robots), header, <main>, hero, footer.
 */
export interface PublicPage {
  /** The <title> as text ({{placeholders}} of core/site-config.ts allowed). */
  title: string;
  /** The meta description, text: every page search engines list has one (the seo plugin checks). */
  description?: string;
  /** Stylesheets after site.css, by name in pages-static/styles/ ("info" is /styles/info.css). */
  styles?: readonly string[];
  /** Kept out of search engines: robots noindex in the head, and not in the sitemap. */
  noindex?: boolean;
  /** The address carries a secret (a one-time link): no Referer header leaves the page. */
  noReferrer?: boolean;
  /** A canonical link to {{siteUrl}}<path> in the page itself (the seo plugin adds one otherwise). */
  canonical?: boolean;
  /** The class of <main> ("legal-page"). */
  mainClass?: string;
  /**
   * The page-hero section, first in <main>. What the file has before a `<!-- /hero -->` line goes in
   * the hero, below the lead; the rest follows the section.
   */
  hero?: Hero;
  /** The title sits in the region `<!-- NAME -->...<!-- /NAME -->` that functions/public-pages replaces. */
  titleRegion?: string;
  /** The free 24-hour helplines (partials/crisis.html, #helplines) close <main>. */
  helplines?: boolean;
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
  /** A public page (content of its own in pages-static/, in the shell made from this). */
  public?: PublicPage;
  /** Its label in the admin nav (and the admin dashboard's list), in table order. */
  nav?: string;
}

export const PAGES: readonly PageRow[] = [
  {
    path: "/",
    public: {
      title: "{{brandName}}: find and book GPs, psychologists and counsellors near you",
      description:
        "Find a GP, psychologist, counsellor or psychiatrist near you in South Africa and book online 24/7, in person or virtually. No login needed, free for patients.",
    },
  },
  {
    path: "/page/search",
    public: {
      title: "Find a practitioner near you | {{brandName}}",
      description:
        "Search GPs, psychologists, counsellors and psychiatrists across South Africa, see them on a map and book online, in person or virtually. No login needed.",
      styles: ["search"],
      titleRegion: "search:title",
    },
  },
  {
    path: "/page/how-it-works",
    public: {
      title: "How it works | {{brandName}}",
      description:
        "Book a GP, psychologist, counsellor or psychiatrist in three steps: no login, search and book, then a booking confirmation by email.",
      styles: ["info"],
      hero: {
        eyebrow: "How it works",
        heading: "Book a practitioner in three steps",
        lead: "Find a GP, psychologist, counsellor or psychiatrist near you, see when they are free and send a booking request in a few minutes, in person or virtual. Booking is free for patients.",
      },
    },
  },
  {
    path: "/page/virtual-receptionist",
    public: {
      title: "Virtual receptionist for your practice | {{brandName}}",
      description:
        "A virtual receptionist for your practice: your calls answered, urgent calls put through to you, and SMS to your patients, for one monthly price including VAT.",
      styles: ["info"],
      hero: {
        eyebrow: "For practices",
        heading: "A virtual receptionist for your practice",
        lead: "Never miss a patient's call again. A friendly receptionist answers your practice's phone in your name, puts urgent calls through to you and keeps your patients informed by SMS, while you focus on the people in front of you.",
      },
    },
  },
  {
    path: "/page/symptom-checker",
    public: {
      title: "Symptom checker: depression, anxiety and ADHD checklists | {{brandName}}",
      description:
        "Free checklists for depression (PHQ-9), anxiety (GAD-7) and adult ADHD: download a PDF or fill one in on the page. Not a diagnosis: talk to a practitioner about your results.",
      styles: ["info", "symptom-checker"],
      hero: {
        eyebrow: "Symptom checker",
        heading: "Check in on how you have been feeling",
        lead: "These checklists ask about common signs of depression, anxiety and adult ADHD. Your answers can help you decide whether to talk to a GP, psychologist, counsellor or psychiatrist, and give you something to take to that first appointment. Download a checklist to print, or fill it in on this page.",
      },
      helplines: true,
    },
  },
  {
    path: "/page/term-condition",
    public: {
      title: "Terms and conditions | {{brandName}}",
      description:
        "How booking through {{brandName}} works: requests the practitioner confirms, under-18s, cancelling, emergencies, packages, liability and South African law.",
      styles: ["legal"],
      mainClass: "legal-page",
    },
  },
  {
    path: "/page/privacy-policy",
    public: {
      title: "Privacy policy | {{brandName}}",
      description:
        "How {{brandName}} collects, uses, stores and protects your personal information when you book a practitioner, and your rights under POPIA.",
      styles: ["legal"],
      mainClass: "legal-page",
    },
  },
  {
    path: "/register",
    public: {
      title: "Join as a practitioner | {{brandName}}",
      description:
        "Apply to list your practice on {{brandName}}: take bookings online with the starter or business package.",
      styles: ["account"],
      mainClass: "account-page",
    },
  },
  // The URL carries the booking's token: never index it, never send it on in a Referer header.
  {
    path: "/page/booking/manage",
    public: {
      title: "Your booking | {{brandName}}",
      description: "See the details of your {{brandName}} booking, or cancel it.",
      styles: ["booking-manage"],
      noindex: true,
      noReferrer: true,
      mainClass: "manage-page",
    },
  },
  // Where our booking form goes after a booking (issue 25): the booking is handed over in this tab's
  // sessionStorage, never in the address.
  {
    path: "/page/booking-confirmed",
    public: {
      title: "Booking request sent | {{brandName}}",
      description: "Your booking request: what you booked, what happens next and what to do if it is urgent.",
      styles: ["booking-manage"],
      noindex: true,
      mainClass: "manage-page",
      helplines: true,
    },
  },
  // Contact us and the affiliate programme.
  {
    path: "/page/contact-us",
    public: {
      title: "Contact us | {{brandName}}",
      description:
        "Questions about booking, listing your practice or anything else? Send the {{brandName}} team a message.",
      styles: ["info", "forms"],
      hero: {
        eyebrow: "Contact us",
        heading: "How can we help?",
        lead: "Questions about a booking, listing your practice or our affiliate programme? Send us a message and our team will get back to you, usually within one working day.",
      },
    },
  },
  {
    path: "/page/affiliate/programme",
    public: {
      title: "Affiliate programme | {{brandName}}",
      description:
        "Earn 10% of the package price of every practitioner who joins {{brandName}} through your link, paid at the end of every month.",
      styles: ["info", "forms"],
      hero: {
        eyebrow: "Affiliate programme",
        heading: "Earn by bringing practitioners to {{brandName}}",
        lead: "Know GPs, psychologists, counsellors or other practitioners who should take bookings online? Share your own link. For every practitioner who signs up through it, you earn 10% of their package price every month they are listed, paid at the end of the month.",
      },
    },
  },
  {
    path: "/page/affiliate/programme/signup",
    public: {
      title: "Sign up for the affiliate programme | {{brandName}}",
      description: "Join the {{brandName}} affiliate programme and get your own referral link by email.",
      styles: ["info", "forms"],
      hero: {
        eyebrow: "Affiliate programme",
        heading: "Sign up as an affiliate",
        lead: "We email you your own referral link. You earn 10% of the package price of every practitioner who joins through it, paid at the end of every month.",
      },
    },
  },
  // Patients hold their own data (issue 28): the sign-in link carries a token, so never indexed or referred.
  {
    path: "/page/my-bookings",
    public: {
      title: "My bookings | {{brandName}}",
      description: "See all your {{brandName}} bookings, download your information, correct it or delete it.",
      styles: ["info", "forms"],
      noindex: true,
      noReferrer: true,
      hero: {
        eyebrow: "My bookings",
        heading: "Your bookings and your information",
        lead: "See every booking you made with your email address, get a copy of your information, correct it or delete it. No password needed.",
      },
    },
  },
  // The link in the waitlist mails (issue 26): leaves the list when the button is pressed.
  {
    path: "/page/waitlist/leave",
    public: {
      title: "Leave the waitlist | {{brandName}}",
      description: "Leave a practitioner's waitlist on {{brandName}}.",
      styles: ["info", "forms"],
      noindex: true,
      noReferrer: true,
      hero: {
        eyebrow: "Waitlist",
        heading: "Leave the waitlist",
        lead: "You joined a practitioner's waitlist to hear when a time comes free.",
      },
    },
  },
  {
    path: "/page/affiliate/programme/confirm",
    public: {
      title: "Confirm | {{brandName}} affiliate programme",
      description: "Confirm your {{brandName}} affiliate sign-up or new bank details.",
      styles: ["info", "forms"],
      noindex: true,
      noReferrer: true,
      hero: {
        eyebrow: "Affiliate programme",
        heading: "Confirm with your email address",
        lead: "Nothing is stored as yours until you confirm it here, through the link we emailed you.",
      },
    },
  },
  {
    path: "/page/affiliate/programme/bank-details",
    public: {
      title: "Change your bank details | {{brandName}} affiliate programme",
      description: "Change the bank details your {{brandName}} affiliate commission is paid into.",
      styles: ["info", "forms"],
      noindex: true,
      hero: {
        eyebrow: "Affiliate programme",
        heading: "Change your bank details",
        lead: "We email a link to the address you signed up with. The new details apply only once you open it and confirm, and we then email that address to say they changed.",
      },
    },
  },
  {
    path: "/page/thanks-for-join-affiliate-programme",
    public: {
      title: "Thank you for joining | {{brandName}}",
      description: "Thank you for joining the {{brandName}} affiliate programme.",
      styles: ["info", "forms"],
      noindex: true,
      hero: {
        containerClass: "thanks",
        eyebrow: "Affiliate programme",
        heading: "Thank you for joining",
        lead: "Please check your email: we have sent you a link to confirm your address. Once you open it and confirm, we email you your own referral link. Share it with practitioners you know: for every practitioner who applies through it and is approved, you earn 10% of their package price every month, paid at month end.",
      },
    },
  },
  // Blog (reviews-blog); the posts themselves are added by the live sitemap (functions/public-pages/sitemap.ts).
  {
    path: "/page/blog",
    public: {
      title: "Blogs | {{brandName}}",
      description:
        "Practical reading on mental health, medical aid and finding the right GP, psychologist or counsellor in South Africa, from {{brandName}}.",
      styles: ["info", "blog"],
      canonical: true,
      hero: {
        className: "blog-banner",
        heading: "Blogs",
        lead: "Practical reading on mental health, medical aid and finding the right practitioner. General information, not medical advice.",
      },
    },
  },
  // The partner embed's booking form, in a frame on partners' sites.
  { path: "/embed/booking-form" },
  // Templates, not pages: functions/public-pages fills each profile:NAME region for
  // /page/practitioner/{id} (core/profile-page.ts), so the profile is in the first response.
  {
    path: "/page/practitioner",
    template: true,
    public: {
      title: "Practitioner profile | {{brandName}}",
      styles: ["practitioner"],
      mainClass: "profile-page",
      titleRegion: "profile:head",
    },
  },
  // Each post:NAME region is filled for /page/blog/detail/{slug} (core/blog-post-page.ts).
  {
    path: "/page/blog/detail",
    template: true,
    public: {
      title: "Blog | {{brandName}}",
      styles: ["blog"],
      titleRegion: "post:head",
    },
  },
  // Account pages: one widget each.
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
    path: "/admin/bookings",
    nav: "Bookings",
    admin: {
      widget: "admin-bookings",
      heading: "Bookings",
      description: "Administrators see every booking, and cancel or move one.",
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
    path: "/admin/billing",
    nav: "Billing",
    admin: {
      widget: "admin-billing",
      heading: "Billing",
      description:
        "Listings by billing status, monthly recurring revenue and failed payments in the {{brandName}} admin area.",
    },
  },
  {
    path: "/admin/council-recheck",
    nav: "Council re-checks",
    admin: {
      widget: "admin-council-recheck",
      heading: "Council re-checks",
      description: "Council registrations due for a re-check in the {{brandName}} admin area.",
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
    path: "/admin/mail-suppressions",
    nav: "Mail suppressions",
    admin: {
      widget: "admin-mail-suppressions",
      heading: "Mail suppressions",
      description:
        "Addresses the {{brandName}} outbox no longer mails (hard bounces, complaints), and lifting them.",
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
  {
    path: "/admin/featured-services",
    nav: "Featured services",
    admin: {
      widget: "admin-featured-services",
      heading: "Featured services",
      description: "The services on the {{brandName}} home page: add, edit, reorder and retire them.",
    },
  },
  {
    path: "/admin/medical-schemes",
    nav: "Medical schemes",
    admin: {
      widget: "admin-medical-schemes",
      heading: "Medical schemes",
      description:
        "The medical schemes practitioners on {{brandName}} can choose: add, rename and retire them.",
    },
  },
];

/** The page CloudFront answers for an address that is no page (pages-static/404.html, not a row: no address of its own). */
export const NOT_FOUND_PAGE: PublicPage = {
  title: "Page not found | {{brandName}}",
  styles: ["info"],
  noindex: true,
  hero: {
    className: "page-hero--not-found",
    eyebrow: "Error 404",
    heading: "We couldn't find that page",
    lead: 'The address may have a typing mistake, or the page may have moved. Search for a practitioner below, or go to the <a href="/">home page</a>.',
  },
  helplines: true,
};
