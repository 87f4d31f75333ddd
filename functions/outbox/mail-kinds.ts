/**
 * Every kind of mail the product sends, named once. queueMail takes only these, and the safe-links
 * test (e2e/safe-links.e2e.ts) has a scenario per kind that opens each of its links and checks that
 * nothing changed: a new kind does not compile until it is added here, and the test fails until it
 * has its scenario.
 */
export const MAIL_KINDS = [
  "booking-received-patient",
  "booking-received-practitioner",
  "booking-confirmed-patient",
  "booking-declined-patient",
  "booking-withdrawn-patient",
  "booking-cancelled-patient",
  "booking-cancelled-practitioner",
  "booking-moved-patient",
  "booking-moved-practitioner",
  "booking-expired-patient",
  "remind-72h",
  "remind-24h",
  "nudge-12h",
  "nudge-24h",
  "review-invite",
  "password-reset",
  "practitioner-access-link",
  "registration-received-applicant",
  "registration-received-admin",
  "registration-account-applicant",
  "registration-applied-applicant",
  "registration-approved",
  "registration-rejected",
  "affiliate-confirm-signup",
  "affiliate-already-joined",
  "affiliate-welcome",
  "affiliate-confirm-bank-change",
  "affiliate-bank-changed",
  "contact-message",
  "waitlist-joined",
  "waitlist-offer",
  "waitlist-gone",
  "council-not-confirmed",
  // Patients hold their own data (issue 28).
  "my-sign-in-link",
  "my-data-deleted",
  "billing-invoice",
  "billing-past-due",
] as const;

export type MailKind = (typeof MAIL_KINDS)[number];
