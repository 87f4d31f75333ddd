/**
 * Featured services on the home page. Every name is a service that practitioners offer (see
 * professions.ts), so clicking one finds results. Images are written by infra/seed/assets.ts.
 */
export const featuredServiceNames = [
  "Individual therapy",
  "Couples counselling",
  "Trauma counselling",
  "ADHD assessment",
  "Child psychology",
  "Grief counselling",
  "General check-up",
  "Medication review",
  "Family planning",
  "Occupational therapy",
  "Chronic illness management",
  "Nutrition counselling",
] as const;

export type FeaturedServiceName = (typeof featuredServiceNames)[number];

export function kebab(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function serviceImagePath(name: string): string {
  return `/images/services/${kebab(name)}.svg`;
}
