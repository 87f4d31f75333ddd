import { NotFoundError } from "../../core/errors";
import { httpHandler } from "../lib/http-handler";
import { monthReport } from "../reports/month-report";
import { PRACTITIONER_NOT_FOUND } from "./practitioner-item";

/** GET /api/practitioner/report/{id}?month=YYYY-MM (admin): the figures the practitioner's dashboard shows. */
export const practitionerReport = httpHandler(
  { route: "GET /api/practitioner/report/{id}" },
  async ({ path, query }) => {
    const report = await monthReport(path.id, query.month);
    if (!report) throw new NotFoundError(PRACTITIONER_NOT_FOUND);
    return report;
  },
);
