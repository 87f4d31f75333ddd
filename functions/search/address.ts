import { httpHandler } from "../lib/http-handler";
import { searchPlaces } from "./places";

/**
 * GET /api/search/prac/address?location=: up to 8 places `{ address, suburb, lat, lng }` from the
 * embedded gazetteer (no key, no network, no database). The answer depends only on the query, so
 * browsers and CloudFront may cache it for a day.
 */
export const addressSuggestions = httpHandler(
  { route: "GET /api/search/prac/address", cacheControl: "public, max-age=86400" },
  async ({ query }) => searchPlaces(query.location),
);
