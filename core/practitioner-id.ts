/**
 * The practitioner page's URL, /page/practitioner/{id} (spec section 2), and the id it carries.
 * Ids are what GET /api/practitioner/users?id= accepts (core/schemas/search.ts `profileQuery`):
 * 1 to 12 digits. Anything else is a malformed id, which the page shows as "not found" without a call.
 */

export const PRACTITIONER_PATH = "/page/practitioner";

const ID = /^\d{1,12}$/;
const PATH = /^\/page\/practitioner\/([^/]+)\/?$/;

/** The id, or null when it is missing or malformed. */
export function parsePractitionerId(value: string | null | undefined): string | null {
  const id = (value ?? "").trim();
  return ID.test(id) ? id : null;
}

/** The id in a pathname (`/page/practitioner/42`, trailing slash allowed), or null. */
export function practitionerIdFromPath(pathname: string): string | null {
  const match = PATH.exec(pathname);
  if (!match?.[1]) return null;
  let segment: string;
  try {
    segment = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  return parsePractitionerId(segment);
}

/**
 * Which practitioner a widget shows: an explicit id (partner embeds set `data-practitioner-id`) wins
 * over the page URL. A given but malformed explicit id is null: it does not fall back to the URL.
 */
export function resolvePractitionerId(explicit: string | undefined, pathname: string): string | null {
  if (explicit !== undefined && explicit.trim() !== "") return parsePractitionerId(explicit);
  return practitionerIdFromPath(pathname);
}

/** The page of a practitioner. */
export function practitionerPath(id: string | number): string {
  return `${PRACTITIONER_PATH}/${encodeURIComponent(String(id))}`;
}
