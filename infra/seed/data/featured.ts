/**
 * Featured services on the home page. Every name is a service that practitioners offer (see
 * professions.ts), so clicking one finds results. Images are written by infra/seed/assets.ts.
 */
import { kebab } from "../../../core/slug";

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

export { kebab };

export function serviceImagePath(name: string): string {
  return `/images/services/${kebab(name)}.svg`;
}
