/**
 * Brand, contact details, helplines and advertised prices: the one place they live.
 * Static pages read it at build time (vite partials plugin); widgets and emails import it.
 */
const contactEmail = "hello@vulahealth.co.za";

export const siteConfig = {
  brandName: "Vula Health",
  /** The production site's origin: sitemap.xml and robots.txt name it (SITE_URL overrides it at build time). */
  siteUrl: "https://www.vulahealth.co.za",
  tagline: "Find and book a practitioner near you",
  contactEmail,
  supportPhone: "+27 21 300 4512",
  supportPhoneHref: "tel:+27213004512",
  whatsappNumber: "+27 72 400 8812",
  whatsappHref: "https://wa.me/27724008812",
  groupTherapyEmail: "groups@vulahealth.co.za",
  /** The footer's "Blogs": our own blog pages. */
  blogsUrl: "/page/blog",
  aboutVideoUrl: "https://www.youtube-nocookie.com/embed/inpok4MKVLM",
  /** /page/how-it-works. The same film as the home page's until a walkthrough is recorded; the CSP's
   * frame-src must allow its origin (infra/cloudfront/security-headers.cjs, checked by a unit test). */
  howItWorksVideoUrl: "https://www.youtube-nocookie.com/embed/inpok4MKVLM",
  social: [
    { label: "Facebook", url: "https://www.facebook.com/vulahealth" },
    { label: "Instagram", url: "https://www.instagram.com/vulahealth" },
    { label: "LinkedIn", url: "https://www.linkedin.com/company/vulahealth" },
  ],
  /** After "{brandName} is not an emergency service." wherever the helplines are shown (pages and PDFs). */
  crisisAdvice:
    "If you or someone else is in danger, or you are thinking about harming yourself, call one of these free helplines now. They are answered by trained counsellors, many 24 hours a day.",
  /** Real South African crisis lines; shown on the home page because we are not an emergency service. */
  helplines: [
    { name: "SADAG Suicide Crisis Helpline", number: "0800 567 567", href: "tel:0800567567" },
    { name: "SADAG 24-hour Mental Health Helpline", number: "0800 456 789", href: "tel:0800456789" },
    { name: "Lifeline South Africa", number: "0861 322 322", href: "tel:0861322322" },
    { name: "GBV Command Centre", number: "0800 428 428", href: "tel:0800428428" },
    { name: "Childline South Africa", number: "116", href: "tel:116" },
    { name: "Emergency (from a cellphone)", number: "112", href: "tel:112" },
    { name: "Ambulance and fire", number: "10177", href: "tel:10177" },
  ],
  /** Money is integer cents of ZAR. */
  plans: {
    starter_package: { label: "Starter package", monthlyCents: 37_500 },
    business_package: { label: "Business package", monthlyCents: 70_000 },
  },
  groupTherapy: { perSessionCents: 31_000, groupSize: 11, groupsPerWeek: 1, programmeWeeks: [8, 12] },
  /** The virtual receptionist add-on: price incl. VAT and the monthly allowance (spec section 9). */
  virtualReceptionist: {
    monthlyCents: 115_500,
    calls: 400,
    sms: 200,
    transferMinutes: 135,
    /** Where Hire Now leads: the enquiry form when there is one; until then an email to us. */
    hireUrl: `mailto:${contactEmail}?subject=${encodeURIComponent("Hire a virtual receptionist")}`,
  },
  affiliateCommissionPercent: 10,
} as const;

export type PlanId = keyof typeof siteConfig.plans;

/** R375, R1 155, R10 000: rand with a space as thousands separator, as South Africans write it. */
export function formatRand(cents: number): string {
  const rands = Math.round(cents / 100);
  return `R${String(rands).replace(/\B(?=(\d{3})+(?!\d))/g, " ")}`;
}

/** R37.50, R1 155.00: rand and cents, for amounts that are not whole rands (commission). */
export function formatRandCents(cents: number): string {
  const whole = formatRand(Math.trunc(cents / 100) * 100);
  return `${whole}.${String(Math.abs(cents) % 100).padStart(2, "0")}`;
}
