/**
 * The practitioner's cancellation policy (issue 23): how long before an appointment a patient can
 * still cancel, and move it, online. Only the hours of core/cutoffs.ts are accepted.
 */
import type { Answer } from "../api/responses";
import { CUTOFF_HOURS } from "../cutoffs";
import * as z from "./z";

/** One of 0, 2, 12, 24 or 48 (a 400 names them otherwise). */
export const cutoffHours = z.literal(CUTOFF_HOURS);

/** POST /api/dashboard/policy */
export const cutoffPolicyBody = z.object({
  cancel_cutoff_hours: cutoffHours,
  reschedule_cutoff_hours: cutoffHours,
});
export type CutoffPolicyBody = z.infer<typeof cutoffPolicyBody>;
export type CutoffPolicyResponse = Answer<"cutoffPolicy">;
