/**
 * Cancellation and reschedule cut-offs (issue 23): each practitioner chooses how long before an
 * appointment the patient can still cancel or move it online. Inside a cut-off the patient is shown
 * the practice's phone number instead; moving to an EARLIER time is always allowed; cut-offs never
 * bind the practitioner or an admin. Pure, so the handlers, the mails and the profile agree.
 */
import { HOUR_MS } from "./sast-time";

export const CUTOFF_HOURS = [0, 2, 12, 24, 48] as const;
export type CutoffHours = (typeof CUTOFF_HOURS)[number];
export const DEFAULT_CUTOFF_HOURS: CutoffHours = 24;

/** A practitioner's two cut-offs as stored (absent: the default). */
export interface CutoffSettings {
  cancelCutoffHours?: CutoffHours | undefined;
  rescheduleCutoffHours?: CutoffHours | undefined;
}

export interface Cutoffs {
  cancelHours: CutoffHours;
  rescheduleHours: CutoffHours;
  /** Until when (epoch ms) the patient may cancel online; null when no cut-off applies (0 h). */
  cancelUntilMs: number | null;
  rescheduleUntilMs: number | null;
}

export function cutoffsFor(settings: CutoffSettings, startMs: number): Cutoffs {
  const cancelHours = settings.cancelCutoffHours ?? DEFAULT_CUTOFF_HOURS;
  const rescheduleHours = settings.rescheduleCutoffHours ?? DEFAULT_CUTOFF_HOURS;
  return {
    cancelHours,
    rescheduleHours,
    cancelUntilMs: cancelHours === 0 ? null : startMs - cancelHours * HOUR_MS,
    rescheduleUntilMs: rescheduleHours === 0 ? null : startMs - rescheduleHours * HOUR_MS,
  };
}

/** May the patient cancel online now? (Before the start, and outside the cut-off.) */
export function patientMayCancel(cutoffs: Cutoffs, startMs: number, nowMs: number): boolean {
  return nowMs < (cutoffs.cancelUntilMs ?? startMs);
}

/**
 * May the patient move the booking from `startMs` to `newStartMs` now? Earlier is always allowed
 * (while the booking has not started); later only outside the reschedule cut-off.
 */
export function patientMayReschedule(
  cutoffs: Cutoffs,
  startMs: number,
  newStartMs: number,
  nowMs: number,
): boolean {
  if (nowMs >= startMs) return false;
  if (newStartMs < startMs) return true;
  return nowMs < (cutoffs.rescheduleUntilMs ?? startMs);
}

/** The sentence the profile, the booking mail and the manage page state. */
export function policySentence(settings: CutoffSettings): string {
  const { cancelHours, rescheduleHours } = cutoffsFor(settings, 0);
  const until = (hours: CutoffHours) =>
    hours === 0 ? "up to the start of your appointment" : `up to ${hours} hours before your appointment`;
  if (cancelHours === rescheduleHours) return `You can cancel or reschedule online ${until(cancelHours)}.`;
  return `You can cancel online ${until(cancelHours)} and reschedule online ${until(rescheduleHours)}.`;
}
