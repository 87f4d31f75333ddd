/**
 * Why a patient cancelled (issue 23): an optional category, never free text, so nothing a patient
 * types about their health is stored or mailed with a cancellation. The labels are the patient's
 * choices on the manage page and what the practitioner reads.
 */
export const CANCEL_REASONS = ["feeling_better", "time_no_longer_suits", "cost", "other"] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  feeling_better: "Feeling better",
  time_no_longer_suits: "Time no longer suits",
  cost: "Cost",
  other: "Other",
};
