/**
 * The one place that builds table keys (single-table design, see docs/access-patterns.md).
 * Every entity's PK/SK/GSI values come from here, so a key shape is never spelled twice.
 */
export const keys = {
  practitioner: (id: string) => ({ PK: `PRAC#${id}`, SK: "PROFILE" }),
  /** Admin list: active and deactivated practitioners, ordered by name. */
  practitionerByStatus: (isActive: boolean, nameLower: string, id: string) => ({
    GSI1PK: `PRACS#ACTIVE#${isActive ? 1 : 0}`,
    GSI1SK: `${nameLower}#${id}`,
  }),
  review: (practitionerId: string, createdAt: string, reviewId: string) => ({
    PK: `PRAC#${practitionerId}`,
    SK: `REVIEW#${createdAt}#${reviewId}`,
  }),
  reviewPrefix: "REVIEW#",
  weeklyAvailability: (practitionerId: string) => ({ PK: `PRAC#${practitionerId}`, SK: "AVAIL#WEEK" }),
  dateSlots: (practitionerId: string, date: string) => ({
    PK: `PRAC#${practitionerId}`,
    SK: `SLOTS#${date}`,
  }),
  outOfOffice: (practitionerId: string, oooId: string) => ({
    PK: `PRAC#${practitionerId}`,
    SK: `OOO#${oooId}`,
  }),
  featuredService: (order: number) => ({ PK: "FEATURED", SK: `SVC#${String(order).padStart(3, "0")}` }),
  featuredPartition: "FEATURED",
  medicalScheme: (id: string) => ({ PK: "SCHEME", SK: `SCHEME#${id}` }),
  medicalSchemePartition: "SCHEME",
  blog: (slug: string) => ({ PK: `BLOG#${slug}`, SK: "POST" }),
  blogByDate: (publishedAt: string, slug: string) => ({ GSI1PK: "BLOGS", GSI1SK: `${publishedAt}#${slug}` }),
  user: (emailLower: string) => ({ PK: `USER#${emailLower}`, SK: "ACCOUNT" }),
} as const;
