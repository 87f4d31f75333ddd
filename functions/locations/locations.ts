import { placeLabel } from "../../core/place-label";
import { LOCATION_MAX_PAGE_SIZE, LOCATION_PAGE_SIZE, type LocationRow } from "../../core/schemas/locations";
import type { PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { decodeAnchor, encodeAnchor } from "../directory/anchor";
import { practitionerScope } from "../directory/practitioners";
import { findInDirectory } from "../directory/read";
import { pageRequest } from "../lib/admin-list";
import { batchGetAll } from "../lib/batch-get";
import { httpHandler } from "../lib/http-handler";
import { respond } from "../lib/http-response";

type Located = Pick<PractitionerItem, "id" | "name" | "address" | "businessAddressPhysical" | "lat" | "lng">;

/** What a row needs of a profile (a projection: profiles are a few KB each). */
const ROW_PROJECTION = {
  ProjectionExpression: "id, #name, address, businessAddressPhysical, lat, lng",
  ExpressionAttributeNames: { "#name": "name" },
};

export function locationRow(practitioner: Located): LocationRow {
  const { suburb = "", city = "" } = practitioner.address ?? {};
  return {
    id: practitioner.id,
    name: practitioner.name,
    location: placeLabel(suburb, city),
    address: practitioner.businessAddressPhysical ?? "",
    lat: practitioner.lat,
    lng: practitioner.lng,
  };
}

/**
 * GET /api/location/getLocation?page&perPage (admin): one page of where the active practitioners
 * practise, by name (spec section 3 "Location": name, location, address; plus id and coordinates).
 * Still a list, as the spec has it; the total goes in X-Total-Count. Read from the practitioners'
 * directory (a page of ids and the exact total from counters), then a BatchGet of the page's
 * profiles: bounded whatever the directory's size (docs/access-patterns.md "Admin locations").
 */
export const getLocations = httpHandler({ route: "GET /api/location/getLocation" }, async ({ query }) => {
  const { page, perPage } = pageRequest(query, LOCATION_PAGE_SIZE, LOCATION_MAX_PAGE_SIZE);
  const found = await findInDirectory({
    scope: practitionerScope(true),
    search: "",
    phone: "",
    tags: [],
    offset: (page - 1) * perPage,
    limit: perPage,
    descending: false,
    anchor: query.anchor ? decodeAnchor(query.anchor) : undefined,
  });
  const items = await batchGetAll<Located>(
    found.ids.map((id) => keys.practitioner(id)),
    false,
    ROW_PROJECTION,
  );
  const byId = new Map(items.map((item) => [item.id, item]));
  // In the directory's order; one deleted between the two reads is left out.
  const rows = found.ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [locationRow(item)] : [];
  });
  return respond(200, rows, {
    "X-Total-Count": String(found.total),
    ...(found.anchor ? { "X-Page-Anchor": encodeAnchor(found.anchor) } : {}),
  });
});
