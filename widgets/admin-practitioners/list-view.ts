/**
 * The practitioner list's view in the address (/admin/practitioners?search=&is_active=0&page=2):
 * what the list, the export link and the export page read. Pure, so it is unit-tested.
 */
import { OCCUPATIONS, PLAN_IDS } from "../../core/schemas/registration";
import { writeUrlState } from "../admin-ui/url-state";

export const LIST_DEFAULTS = {
  page: "1",
  search: "",
  contact_number: "",
  is_active: "1",
  order: "asc",
  profession: "",
  package: "",
};
export type ListView = typeof LIST_DEFAULTS;

/** The list's filters as the API reads them (empty ones left out; unknown values fall back). */
export function listQuery(view: ListView): {
  search?: string;
  contact_number?: string;
  is_active: "0" | "1";
  order: "asc" | "desc";
  profession?: (typeof OCCUPATIONS)[number];
  package?: (typeof PLAN_IDS)[number];
} {
  const profession = OCCUPATIONS.find((known) => known === view.profession);
  const plan = PLAN_IDS.find((known) => known === view.package);
  return {
    ...(view.search ? { search: view.search.slice(0, 100) } : {}),
    ...(view.contact_number ? { contact_number: view.contact_number.slice(0, 30) } : {}),
    is_active: view.is_active === "0" ? "0" : "1",
    order: view.order === "desc" ? "desc" : "asc",
    ...(profession ? { profession } : {}),
    ...(plan ? { package: plan } : {}),
  };
}

export function detailPath(id: string): string {
  return `/admin/doctor/detail/${encodeURIComponent(id)}`;
}

/** The export page for the list's current filters (the page number does not matter there). */
export function exportPath(view: ListView): string {
  return `/admin/export/practitioner${writeUrlState("", { ...view, page: "1" }, LIST_DEFAULTS)}`;
}
