/** POST /api/program/payout-file (issue 29 item 6): the month whose commission the bank file pays. */
import type { Answer } from "../api/responses";
import { MONTH } from "../commission";
import * as z from "./z";

export const payoutFileBody = z.object({
  month: z.string().check(z.regex(MONTH, "must be a month as YYYY-MM")),
});

export type PayoutFileResponse = Answer<"payoutFile">;
