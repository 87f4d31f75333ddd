import { routeGroup } from "../lib/route-group";
import { deleteDateRecord, getTemplate, listDateRecords, saveDateRecord, saveTemplate } from "./editor";

/** Route group "availability": a practitioner's own weekly template and date records (bearer token). */
export const handler = routeGroup("availability", {
  "GET /api/availability/template": getTemplate,
  "POST /api/availability/template": saveTemplate,
  "GET /api/availability/dates": listDateRecords,
  "POST /api/availability/dates": saveDateRecord,
  "POST /api/availability/dates/delete": deleteDateRecord,
});
