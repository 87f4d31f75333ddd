/**
 * The one place that builds table keys (single-table design, see docs/access-patterns.md).
 * Every entity's PK/SK/GSI values come from here, so a key shape is never spelled twice.
 */
const userSessionsPartition = (userId: string) => `USERSESSIONS#${userId}`;
/** GSI3 partition of all bookings starting in one SAST month ("YYYY-MM"). */
const bookingsMonthPartition = (month: string) => `BOOKINGS#${month}`;
/** GSI1 partition of one patient's bookings (by the patient's id, not the email). */
const patientBookingsPartition = (patientId: string) => `PATIENT#${patientId}`;
const patientsPartition = "PATIENTS" as const;
const practitionersByStatusPartition = (isActive: boolean) => `PRACS#ACTIVE#${isActive ? 1 : 0}`;

/**
 * Shards of the outbox's due list. An item's index entry costs ~5 WCU (queued in a transaction,
 * claimed, sent) and a booking queues 6-8 items: ~40 WCU a booking, so 1 000 bookings a second is
 * ~40 000 WCU/s where one partition takes ~1 000. 64 shards run each at ~63% of that
 * (docs/decisions.md "Mail queue scale").
 */
export const OUTBOX_DUE_SHARDS = 64;
/** The single due partition of before the shards: read until it is empty (docs/decisions.md). */
export const LEGACY_OUTBOX_DUE = "OUTBOX#DUE";
const outboxDueShard = (shard: number) => `${LEGACY_OUTBOX_DUE}#${shard}`;

/** FNV-1a of `text` modulo `shards`: stable, and even for random or derived ids alike. */
export function shardOf(text: string, shards: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % shards;
}

/** A mail's shard of the due list. */
export function outboxShardOf(mailId: string): number {
  return shardOf(mailId, OUTBOX_DUE_SHARDS);
}

/**
 * Shards of each admin directory counter (functions/directory/): every new patient adds to one
 * total, and transactions writing one item at once conflict; 8 items make that rare.
 */
export const DIRECTORY_COUNT_SHARDS = 8;

const MAP_CELLS = "MAPCELLS";

export const keys = {
  practitioner: (id: string) => ({ PK: `PRAC#${id}`, SK: "PROFILE" as const }),
  /** Admin list: active and deactivated practitioners, ordered by name. */
  practitionerByStatus: (isActive: boolean, nameLower: string, id: string) => ({
    GSI1PK: practitionersByStatusPartition(isActive),
    GSI1SK: `${nameLower}#${id}`,
  }),
  practitionersByStatusPartition,
  /** GSI2 (keys only): practitioners whose council check counts, by when it lapses (the re-check list). */
  councilRecheck: (lapsesAt: string, id: string) => ({
    GSI2PK: "COUNCILCHECK#LAPSES",
    GSI2SK: `${lapsesAt}#${id}`,
  }),
  councilRecheckPartition: "COUNCILCHECK#LAPSES",
  review: (practitionerId: string, createdAt: string, reviewId: string) => ({
    PK: `PRAC#${practitionerId}`,
    SK: `REVIEW#${createdAt}#${reviewId}`,
  }),
  reviewPrefix: "REVIEW#",
  // Reviews (docs/access-patterns.md "Reviews").
  /** An anonymous review awaiting moderation (or rejected), in its own partition. */
  pendingReview: (reviewId: string) => ({ PK: `PREVIEW#${reviewId}`, SK: "PENDING" as const }),
  /** GSI1: the moderation queue (state "pending", read newest first) and rejected reviews. */
  pendingReviewByState: (state: "pending" | "rejected", createdAt: string, reviewId: string) => ({
    GSI1PK: `REVIEWS#${state}`,
    GSI1SK: `${createdAt}#${reviewId}`,
  }),
  pendingReviewStatePartition: (state: "pending" | "rejected") => `REVIEWS#${state}`,
  /** An admin's decision on a review (issue 25), in the review's own log; GSI1: all, newest first. */
  reviewDecision: (reviewId: string, at: string) => ({
    PK: `REVIEWLOG#${reviewId}`,
    SK: `DECISION#${at}`,
    GSI1PK: "REVIEWS#decisions",
    GSI1SK: `${at}#${reviewId}`,
  }),
  reviewDecisionPartition: "REVIEWS#decisions",
  /** A review left with an email on the form, found by that email for erasure (SHA-256 of the address). */
  reviewByEmail: (emailHash: string, reviewId: string) => ({
    PK: `REVIEWBY#${emailHash}`,
    SK: `REVIEW#${reviewId}`,
  }),
  reviewByEmailPartition: (emailHash: string) => `REVIEWBY#${emailHash}`,
  /** A booking's single-use review link; key = SHA-256 of the token. */
  reviewToken: (tokenHash: string) => ({ PK: `REVIEWTOKEN#${tokenHash}`, SK: "TOKEN" as const }),
  /** A practitioner whose search entries wait for a rating change (functions/reviews/reindex.ts). */
  reindexMarker: (practitionerId: string) => ({ PK: `REINDEX#${practitionerId}`, SK: "MARKER" as const }),
  reindexDue: (at: string, practitionerId: string) => ({
    GSI1PK: "REINDEX#DUE",
    GSI1SK: `${at}#${practitionerId}`,
  }),
  reindexDuePartition: "REINDEX#DUE",
  weeklyAvailability: (practitionerId: string) => ({ PK: `PRAC#${practitionerId}`, SK: "AVAIL#WEEK" }),
  dateSlots: (practitionerId: string, date: string) => ({
    PK: `PRAC#${practitionerId}`,
    SK: `SLOTS#${date}`,
  }),
  outOfOffice: (practitionerId: string, oooId: string) => ({
    PK: `PRAC#${practitionerId}`,
    SK: `OOO#${oooId}`,
  }),
  // Bookings (docs/access-patterns.md "Bookings"). Booking and lock items live in the practitioner's
  // partition so a week's bookings are one strongly consistent Query.
  /** `start` is the SAST "YYYY-MM-DDTHH:mm" the appointment begins. */
  booking: (practitionerId: string, start: string, bookingId: string) => ({
    PK: `PRAC#${practitionerId}`,
    SK: `BOOKING#${start}#${bookingId}`,
  }),
  bookingPrefix: "BOOKING#",
  /** One month's report counters of a practitioner (functions/reports/counters.ts); month "YYYY-MM" SAST. */
  reportMonth: (practitionerId: string, month: string) => ({
    PK: `PRAC#${practitionerId}`,
    SK: `REPORT#${month}`,
  }),
  /**
   * Where a booking is now, by its id: written when a booking moves (functions/booking/reschedule.ts),
   * so a link or record naming its earlier key still finds it.
   */
  bookingPointer: (bookingId: string) => ({ PK: `BOOKINGID#${bookingId}`, SK: "CURRENT" as const }),
  /**
   * How often a patient did not come to this practitioner (issue 24): in the practitioner's
   * partition, so only they read it; keyed by the patient's id, never the email.
   */
  noShowCount: (practitionerId: string, patientId: string) => ({
    PK: `PRAC#${practitionerId}`,
    SK: `NOSHOW#${patientId}`,
  }),
  /** A patient's bookings, by start (GSI1). */
  bookingByPatient: (patientId: string, start: string, bookingId: string) => ({
    GSI1PK: patientBookingsPartition(patientId),
    GSI1SK: `BOOKING#${start}#${bookingId}`,
  }),
  patientBookingsPartition,
  /**
   * Every practitioner's bookings by start, one partition a SAST month (GSI3, the admin's bookings
   * list, issue 25): projected without the reason or contact details.
   */
  bookingByMonth: (start: string, bookingId: string) => ({
    GSI3PK: bookingsMonthPartition(start.slice(0, 7)),
    GSI3SK: `${start}#${bookingId}`,
  }),
  bookingsMonthPartition,
  /** GSI1 partition of outbox items whose last send failed (functions/outbox/outbox.ts). */
  failingMails: "OUTBOX#FAILING",
  /** One 5-minute cell of a practitioner's time held by a booking (core/slots.ts lockCells). */
  slotLock: (practitionerId: string, cell: string) => ({ PK: `PRAC#${practitionerId}`, SK: `LOCK#${cell}` }),
  patient: (emailLower: string) => ({ PK: `PATIENT#${emailLower}`, SK: "PROFILE" as const }),
  /** Admin patient list, by surname and name (GSI1). */
  patientByName: (nameKey: string, patientId: string) => ({
    GSI1PK: patientsPartition,
    GSI1SK: `${nameKey}#${patientId}`,
  }),
  patientsPartition,
  /** Each agreement to the terms: version and time, kept with the patient. */
  consent: (emailLower: string, at: string, bookingId: string) => ({
    PK: `PATIENT#${emailLower}`,
    SK: `CONSENT#${at}#${bookingId}`,
  }),
  /** A retried request with the same Idempotency-Key (hashed) finds the first result here. */
  idempotency: (keyHash: string) => ({ PK: `IDEM#${keyHash}`, SK: "IDEM" as const }),
  outbox: (mailId: string) => ({ PK: `OUTBOX#${mailId}`, SK: "MAIL" as const }),
  /** An address on our mail suppression list, by its keyed recipient hash (functions/mail-events). */
  suppressedAddress: (recipientHash: string) => ({
    PK: `SUPPRESSED#${recipientHash}`,
    SK: "SUPPRESSED" as const,
  }),
  /** The suppression list newest first (GSI1), for the admins. */
  suppressedAddressByDate: (at: string, recipientHash: string) => ({
    GSI1PK: "SUPPRESSED" as const,
    GSI1SK: `${at}#${recipientHash}`,
  }),
  suppressedAddresses: "SUPPRESSED" as const,
  /** An admin's lift of a suppression (the audit), in the address hash's log; GSI1: all lifts, newest first. */
  suppressionLift: (recipientHash: string, at: string) => ({
    PK: `SUPPRESSLOG#${recipientHash}`,
    SK: `LIFT#${at}`,
    GSI1PK: "SUPPRESSED#lifts" as const,
    GSI1SK: `${at}#${recipientHash}`,
  }),
  /**
   * Mail not yet sent, by when to try next (GSI2, sparse: removed once sent), in one of
   * OUTBOX_DUE_SHARDS partitions chosen by the mail's id (docs/access-patterns.md "Bookings").
   */
  outboxDue: (nextAttemptAt: string, mailId: string) => ({
    GSI2PK: outboxDueShard(outboxShardOf(mailId)),
    GSI2SK: `${nextAttemptAt}#${mailId}`,
  }),
  /** Every partition of the due list the sender reads: the shards, then the one from before them. */
  outboxDuePartitions: [
    ...Array.from({ length: OUTBOX_DUE_SHARDS }, (_, shard) => outboxDueShard(shard)),
    LEGACY_OUTBOX_DUE,
  ],

  featuredService: (order: number) => ({ PK: "FEATURED", SK: `SVC#${String(order).padStart(3, "0")}` }),
  featuredPartition: "FEATURED",
  /** A retired featured service, off the home page's partition until it is brought back. */
  retiredFeaturedService: (id: string) => ({ PK: "FEATURED_RETIRED", SK: `SVC#${id}` }),
  retiredFeaturedPartition: "FEATURED_RETIRED",
  medicalScheme: (id: string) => ({ PK: "SCHEME", SK: `SCHEME#${id}` }),
  medicalSchemePartition: "SCHEME",
  blog: (slug: string) => ({ PK: `BLOG#${slug}`, SK: "POST" as const }),
  blogByDate: (publishedAt: string, slug: string, published = true) => ({
    GSI1PK: published ? ("BLOGS" as const) : ("BLOGS#DRAFT" as const),
    GSI1SK: `${publishedAt}#${slug}`,
  }),
  blogPartition: (published: boolean) => (published ? "BLOGS" : "BLOGS#DRAFT"),
  user: (emailLower: string) => ({ PK: `USER#${emailLower}`, SK: "ACCOUNT" }),
  // Registration requests. Listed per decision state, newest first.
  registrationRequest: (requestId: string) => ({ PK: `REGREQ#${requestId}`, SK: "REQUEST" as const }),
  /** state: "new" (is_request_approved null), "approved" (1) or "rejected" (0). */
  registrationRequestByState: (state: RegistrationState, createdAt: string, requestId: string) => ({
    GSI1PK: `REGREQS#${state}`,
    GSI1SK: `${createdAt}#${requestId}`,
  }),
  registrationRequestStatePartition: (state: RegistrationState) => `REGREQS#${state}`,
  /** Holds an email while its request is undecided or approved: one application per email. */
  registrationEmail: (emailLower: string) => ({ PK: `REGEMAIL#${emailLower}`, SK: "EMAIL" as const }),
  /** A single-use set-password link (welcome after approval, or forgot password); key = SHA-256 of the token. */
  passwordToken: (tokenHash: string) => ({ PK: `PWTOKEN#${tokenHash}`, SK: "TOKEN" as const }),
  /** Forgot-password requests for one email in the current hour (keyed by its SHA-256); TTL at the window's end. */
  passwordResetRequests: (emailHash: string) => ({ PK: `PWRESET#${emailHash}`, SK: "COUNTER" as const }),
  /** The last practitioner number handed out (approvals take the next one atomically). */
  practitionerCounter: { PK: "COUNTER", SK: "PRACTITIONER" } as const,

  // Accounts and tokens (docs/access-patterns.md "Accounts and sessions").
  /** One login session (refresh token hash, idle and absolute expiry); TTL at the absolute expiry. */
  session: (sessionId: string) => ({ PK: `SESSION#${sessionId}`, SK: "SESSION" as const }),
  /** GSI1 entry of a session: an account's sessions, oldest first, so a password change ends them all. */
  userSessions: (userId: string, createdAt: string, sessionId: string) => ({
    GSI1PK: userSessionsPartition(userId),
    GSI1SK: `${createdAt}#${sessionId}`,
  }),
  userSessionsPartition,
  /** Failed logins for one email (keyed by its SHA-256, so unknown emails leave no address behind). */
  loginFailures: (emailHash: string) => ({ PK: `LOGINFAIL#${emailHash}`, SK: "COUNTER" as const }),
  /** One fixed window of a rate limit (functions/lib/rate-limit.ts); the identity is a keyed hash. */
  rateWindow: (limit: string, identityHash: string) => ({
    PK: `RATE#${limit}#${identityHash}`,
    SK: "WINDOW" as const,
  }),
  /**
   * One of a patient's few places for a pending booking (functions/booking/pending-allowance.ts):
   * held until the practitioner answers, the patient cancels, or the appointment time comes.
   */
  pendingPlace: (emailLower: string, place: number) => ({
    PK: `PATIENT#${emailLower}`,
    SK: `PENDING#${place}`,
  }),
  // Contact us and the affiliate programme (docs/access-patterns.md "Contact and affiliate programme").
  contactMessage: (messageId: string) => ({ PK: `CONTACT#${messageId}`, SK: "MESSAGE" as const }),
  /** The admin inbox: messages by state, newest first (GSI1). */
  contactMessageByState: (state: "new" | "handled", createdAt: string, messageId: string) => ({
    GSI1PK: `CONTACTS#${state}`,
    GSI1SK: `${createdAt}#${messageId}`,
  }),
  contactStatePartition: (state: "new" | "handled") => `CONTACTS#${state}`,
  /** A sender's messages, by the SHA-256 of their lower-cased email (functions/contact/by-email.ts): erasure finds them. */
  contactByEmail: (emailHash: string, createdAt: string, messageId: string) => ({
    PK: `CONTACTBY#${emailHash}`,
    SK: `MESSAGE#${createdAt}#${messageId}`,
  }),
  contactByEmailPartition: (emailHash: string) => `CONTACTBY#${emailHash}`,
  /** An admin's erasure of a patient under way (functions/patients/erasure-job.ts): a retry finds the email here. */
  erasureJob: (patientId: string) => ({ PK: `ERASURE#${patientId}`, SK: "JOB" as const }),
  // Patients hold their own data (issue 28, docs/access-patterns.md "Patients' own data").
  /** A single-use "My bookings" sign-in link; key = SHA-256 of its token; TTL 15 minutes. */
  patientLink: (tokenHash: string) => ({ PK: `MYLINK#${tokenHash}`, SK: "TOKEN" as const }),
  /** GSI1 entry of a sign-in link, by the SHA-256 of the email: erasure ends the links not yet used. */
  patientLinksOf: (emailHash: string, createdAt: string) => ({
    GSI1PK: `MYLINKS#${emailHash}`,
    GSI1SK: createdAt,
  }),
  patientLinksPartition: (emailHash: string) => `MYLINKS#${emailHash}`,
  // Waitlist (issue 26, docs/access-patterns.md "Waitlist"): entries in the practitioner's own
  // waitlist partition, sorted by joining time (the offer order); one pointer per email and practitioner.
  waitlistEntry: (practitionerId: string, joinedAt: string, entryId: string) => ({
    PK: `WAITLIST#${practitionerId}`,
    SK: `ENTRY#${joinedAt}#${entryId}`,
  }),
  waitlistPartition: (practitionerId: string) => `WAITLIST#${practitionerId}`,
  waitlistEntryPrefix: "ENTRY#",
  /** An email's entry with one practitioner (one per pair), by the SHA-256 of the lower-cased email. */
  waitlistByEmail: (emailHash: string, practitionerId: string) => ({
    PK: `WAITLISTER#${emailHash}`,
    SK: `PRAC#${practitionerId}`,
  }),
  waitlistByEmailPartition: (emailHash: string) => `WAITLISTER#${emailHash}`,
  /** Which lists an email is on, until when: the per-email cap's record (functions/waitlist/roster.ts). */
  waitlistRoster: (emailHash: string) => ({ PK: `WAITLISTER#${emailHash}`, SK: "ROSTER" as const }),
  waitlistPointerPrefix: "PRAC#",
  /** A freed time offered to the list (its current offers and hold), by start "YYYY-MM-DDTHH:mm". */
  waitlistHold: (practitionerId: string, start: string) => ({ PK: `WAITHOLD#${practitionerId}`, SK: start }),
  waitlistHoldPartition: (practitionerId: string) => `WAITHOLD#${practitionerId}`,
  /** An affiliate, keyed by their referral code (unique by this key's condition). */
  affiliate: (code: string) => ({ PK: `AFFILIATE#${code}`, SK: "AFFILIATE" as const }),
  /** One admin's look at an affiliate's bank details (the affiliate's partition: who looked, when). */
  bankDetailReveal: (code: string, at: string, revealId: string) => ({
    PK: `AFFILIATE#${code}`,
    SK: `REVEAL#${at}#${revealId}`,
  }),
  /** Holds an email for its affiliate: one sign-up per email. */
  affiliateEmail: (emailLower: string) => ({ PK: `AFFEMAIL#${emailLower}`, SK: "EMAIL" as const }),
  /** The affiliate an approved practitioner is attributed to (one per practitioner). */
  referral: (practitionerId: string) => ({ PK: `REFERRAL#${practitionerId}`, SK: "REFERRAL" as const }),
  /** Every attribution by approval time (GSI1): a month's report reads those approved before its end. */
  referralByApproval: (approvedAt: string, practitionerId: string) => ({
    GSI1PK: "REFERRALS" as const,
    GSI1SK: `${approvedAt}#${practitionerId}`,
  }),
  referralsPartition: "REFERRALS",
  /** A sign-up or bank-details change waiting for its emailed link, by the token's SHA-256. */
  affiliatePending: (tokenHash: string) => ({ PK: `AFFPENDING#${tokenHash}`, SK: "PENDING" as const }),
  /** Finds an address's pending sign-ups and bank changes (erasure): one item per link, same TTL. */
  affiliatePendingByEmail: (email: string, tokenHash: string) => ({
    PK: `AFFPENDINGBY#${email}`,
    SK: `PENDING#${tokenHash}`,
  }),
  affiliatePendingByEmailPartition: (email: string) => `AFFPENDINGBY#${email}`,
  /** An affiliate listed under one identifying fact (a keyed hash of an email, phone or account). */
  affiliateIdentity: (factHash: string, code: string) => ({
    PK: `AFFIDENT#${factHash}`,
    SK: `AFFILIATE#${code}`,
  }),
  affiliateIdentityPartition: (factHash: string) => `AFFIDENT#${factHash}`,
  /** One referred listing's month (its plan, whether listed), in the referral's partition... */
  referralMonth: (practitionerId: string, month: string) => ({
    PK: `REFERRAL#${practitionerId}`,
    SK: `MONTH#${month}`,
  }),
  /** ...and in the month's (GSI1), which the month's report reads. */
  referralMonthByMonth: (month: string, practitionerId: string) => ({
    GSI1PK: `REFMONTH#${month}`,
    GSI1SK: practitionerId,
  }),
  referralMonthPartition: (month: string) => `REFMONTH#${month}`,
  referralMonthMarker: (month: string) => ({ PK: `REFMONTH#${month}`, SK: "RECORDED" as const }),

  /** Where a housekeeping job stopped (functions/housekeeping): re-index, retention purge. */
  housekeepingJob: (job: "reindex" | "retention") => ({ PK: `JOB#${job}`, SK: "CURSOR" as const }),

  /** Which version of the demo data a local table holds (infra/seed/write.ts). */
  seedMarker: { PK: "SEED", SK: "VERSION" },
  /** When `npm run bootstrap` last filled the stage (infra/bootstrap). */
  bootstrapMarker: { PK: "BOOTSTRAP", SK: "STAGE" },

  // Search (docs/access-patterns.md "Search"). Values are normalised (core/search-text.ts) first.
  /** A posting list: everyone matching `value` for `kind`, best rated first, then by name. */
  searchList: (kind: SearchListKind, value: string) => `IX#${kind}#${value}`,
  searchListEntry: (score: number, nameKey: string, id: string) =>
    `R#${String(500 - score).padStart(3, "0")}#${nameKey}#${id}`,
  /** Sorts before every entry, so one Query from the start returns the count with page 1. */
  searchListCount: "#COUNT",
  /** The same list partitioned by 3-character geohash and sorted by 9-character geohash. */
  searchGeoList: (kind: SearchListKind, value: string, geohash3: string) => `IG#${kind}#${value}#${geohash3}`,
  searchGeoEntry: (geohash9: string, id: string) => `${geohash9}#${id}`,
  /**
   * "Soonest" lists (issue 26, docs/access-patterns.md "Next available"): everyone of one `all`,
   * `profession` or `service` list ordered by their stored next open time; none sorts last ("~").
   */
  soonestList: (kind: SearchListKind, value: string) => `IS#${kind}#${value}`,
  soonestEntry: (nextAvailable: string | null, ratingSortKey: string) =>
    `${nextAvailable ?? "~"}#${ratingSortKey}`,
  /** A practitioner's stored next open time and the soonest entries written for it. */
  nextAvailable: (practitionerId: string) => ({ PK: `PRAC#${practitionerId}`, SK: "NEXT" as const }),
  /** When each stored next open time stops being open (functions/search/next-available-sweep.ts). */
  nextAvailableDuePartition: "NEXTDUE",
  nextAvailableDue: (at: string, practitionerId: string) => ({
    PK: "NEXTDUE",
    SK: `${at}#${practitionerId}`,
  }),
  /** Suggestion prefixes: partitioned by the word's first two characters, sorted by the word. */
  suggestion: (kind: SuggestionKind, word: string, valueKey: string) => ({
    PK: `SG#${kind}#${word.slice(0, 2)}`,
    SK: `${word}#${valueKey}`,
  }),
  suggestionPartition: (kind: SuggestionKind, prefix: string) => `SG#${kind}#${prefix.slice(0, 2)}`,
  /** Small vocabularies (professions, services) read whole and matched in memory. */
  vocabulary: (kind: VocabularyKind, valueKey: string) => ({ PK: "VOCAB", SK: `${kind}#${valueKey}` }),
  vocabularyPartition: "VOCAB",
  // Billing (issue 29; docs/access-patterns.md "Billing").
  payment: (practitionerId: string, at: string, reference: string) => ({
    PK: `PRAC#${practitionerId}`,
    SK: `PAYMENT#${at}#${reference}`,
  }),
  paymentPrefix: "PAYMENT#",
  /** GSI1: a SAST month's payments, failures and refunds, by time. */
  paymentByMonth: (month: string, at: string, practitionerId: string) => ({
    GSI1PK: `PAYMENTS#${month}`,
    GSI1SK: `${at}#${practitionerId}`,
  }),
  paymentMonthPartition: (month: string) => `PAYMENTS#${month}`,
  /** GSI2 (keys only; failed payments only): the latest failures, newest first, for the billing overview. */
  failedPaymentByTime: (at: string, practitionerId: string) => ({
    GSI2PK: "PAYFAILED" as const,
    GSI2SK: `${at}#${practitionerId}`,
  }),
  failedPaymentsPartition: "PAYFAILED",
  invoice: (number: string) => ({ PK: `INVOICE#${number}`, SK: "INVOICE" as const }),
  /** GSI1: a practitioner's invoices, newest last. */
  invoiceByPractitioner: (practitionerId: string, number: string) => ({
    GSI1PK: `INVOICES#${practitionerId}`,
    GSI1SK: number,
  }),
  invoicesPartition: (practitionerId: string) => `INVOICES#${practitionerId}`,
  invoiceCounter: { PK: "INVOICECOUNTER", SK: "INVOICECOUNTER" } as const,
  billingEvent: (eventKey: string) => ({ PK: `PAYEVENT#${eventKey}`, SK: "EVENT" as const }),
  billingCustomer: (customerCode: string) => ({ PK: `PAYCUSTOMER#${customerCode}`, SK: "CUSTOMER" as const }),
  billingDue: (at: string, practitionerId: string) => ({
    PK: "BILLINGDUE" as const,
    SK: `${at}#${practitionerId}`,
  }),
  billingDuePartition: "BILLINGDUE",
  /** Issue 30: one narrow entry of an admin directory partition (functions/directory/entries.ts). */
  directoryEntry: (partition: string, sort: string) => ({ PK: `DIR#${partition}`, SK: sort }),
  /** One shard of a directory partition's total (an ADD in the same transaction as the entry). */
  directoryCount: (partition: string, shard: number) => ({
    PK: `DIRCOUNT#${partition}`,
    SK: `SHARD#${shard}`,
  }),
  /**
   * Issue 30: the admin map's cells (functions/locations/map-items.ts), one item per geohash cell
   * holding an active practitioner, all in one small partition (bounded by the country's area).
   */
  mapCell: (cell: string) => ({ PK: MAP_CELLS, SK: cell }),
  mapCellsPartition: MAP_CELLS,
  /** One active practitioner's pin, in its cell's own partition. */
  mapPin: (cell: string, id: string) => ({ PK: `MAPPIN#${cell}`, SK: id }),
  /** A migration's progress (infra/migrate/): where it stopped, what it has counted. */
  migration: (name: string) => ({ PK: "MIGRATION", SK: name }),
} as const;

/** "all" lists everyone (an empty search); "word" is one word of a free-text ("find") search. */
export type RegistrationState = "new" | "approved" | "rejected";
export type SearchListKind =
  | "profession"
  | "service"
  | "name"
  | "workplace"
  | "focusAreas"
  | "word"
  | "place"
  | "wordPlace"
  | "all"
  /** One filter token within an `all`, `profession` or `service` list (functions/search/index-items.ts facetValue). */
  | "facet";
export type SuggestionKind = "name" | "workplace" | "focusAreas";
export type VocabularyKind = "profession" | "service";
