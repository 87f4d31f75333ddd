import { NotFoundError } from "../../core/errors";
import { practitionerIdFromPath } from "../../core/practitioner-id";
import { renderProfilePage } from "../../core/profile-page";
import { profileView } from "../../core/profile-view";
import { uiText } from "../../core/ui-text";
import { schemeNames } from "../data/medical-schemes";
import { env } from "../lib/env";
import { practitionerWithReviews, profileResponse } from "../practitioner/profile";
import { htmlResponse, type PageEvent, type PageResult } from "./page-response";
import { NOT_FOUND_PAGE, PRACTITIONER_TEMPLATE, siteFile } from "./site-files";

/** The 404 page's own body (search box, helplines), with status 404. */
export async function notFoundPage(): Promise<PageResult> {
  return htmlResponse(404, await siteFile(NOT_FOUND_PAGE));
}

/**
 * GET /page/practitioner/{id}: the profile in the first HTML response (name, profession, address,
 * services, qualifications, reviews; title, description, canonical URL, JSON-LD). The calendar and
 * booking form mount as widgets into their frames. Unknown, malformed or deactivated: the 404 page.
 */
export async function practitionerPage(event: PageEvent): Promise<PageResult> {
  const id = practitionerIdFromPath(event.rawPath);
  if (id === null) return notFoundPage();
  let found: Awaited<ReturnType<typeof practitionerWithReviews>>;
  try {
    found = await practitionerWithReviews(id);
  } catch (error) {
    if (error instanceof NotFoundError) return notFoundPage();
    throw error;
  }
  const [names, template] = await Promise.all([schemeNames(), siteFile(PRACTITIONER_TEMPLATE)]);
  const { practitioner, reviews, nextAvailable } = found;
  const html = renderProfilePage(
    template,
    {
      view: profileView(profileResponse(practitioner, reviews, names, nextAvailable)),
      origin: env().siteUrl,
      address: practitioner.address ?? null,
      geo: { lat: practitioner.lat, lng: practitioner.lng },
    },
    uiText.emptyRecord,
  );
  return htmlResponse(200, html);
}
