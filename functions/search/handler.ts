import { routeGroup } from "../lib/route-group";
import { addressSuggestions } from "./address";
import { search } from "./search";
import { suggestions } from "./suggestions";

/** Route group "search": suggestions, place lookup and the practitioner search. */
export const handler = routeGroup("search", {
  "GET /api/search/prac/info": suggestions,
  "GET /api/search/prac/address": addressSuggestions,
  "GET /api/search/index": search,
});
