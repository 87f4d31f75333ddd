import { routeGroup } from "../lib/route-group";
import { deletePeriod, listPeriods, storePeriod, updatePeriod } from "./periods";

/** Route group "out-of-office": a practitioner's own out-of-office periods (bearer token). */
export const handler = routeGroup("out-of-office", {
  "POST /api/out-of-office/store": storePeriod,
  "GET /api/out-of-office/edit": listPeriods,
  "POST /api/out-of-office/update/{id}": updatePeriod,
  "GET /api/out-of-office/delete/{id}": deletePeriod,
});
