/**
 * The practitioner's monthly report (issue 24): which month (SAST), asked by the practitioner for
 * themself or by an admin for any practitioner. The answer's figures are defined in
 * docs/decisions.md "The practitioner's week (issue 24)".
 */
import type { Answer } from "../api/responses";
import { MONTH } from "../commission";
import * as z from "./z";

/** GET /api/dashboard/report?month=YYYY-MM and GET /api/practitioner/report/{id}?month=YYYY-MM */
export const reportQuery = z.object({
  month: z.string().check(z.regex(MONTH, "must be a month as YYYY-MM, for example 2026-11")),
});

export type MonthlyReportResponse = Answer<"monthlyReport">;
