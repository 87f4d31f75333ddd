import { describe, expect, it } from "vitest";
import { cutoffsFor, patientMayCancel, patientMayReschedule, policySentence } from "./cutoffs";
import { HOUR_MS } from "./sast-time";

const start = Date.UTC(2026, 11, 4, 8, 0);

describe("cut-offs", () => {
  it("defaults to 24 hours for both", () => {
    const cutoffs = cutoffsFor({}, start);
    expect(cutoffs.cancelUntilMs).toBe(start - 24 * HOUR_MS);
    expect(cutoffs.rescheduleUntilMs).toBe(start - 24 * HOUR_MS);
  });

  it("cancels up to the edge, not at it", () => {
    const cutoffs = cutoffsFor({ cancelCutoffHours: 2 }, start);
    expect(patientMayCancel(cutoffs, start, start - 2 * HOUR_MS - 1)).toBe(true);
    expect(patientMayCancel(cutoffs, start, start - 2 * HOUR_MS)).toBe(false);
  });

  it("a 0 h cut-off has no until and allows up to the start", () => {
    const cutoffs = cutoffsFor({ cancelCutoffHours: 0, rescheduleCutoffHours: 0 }, start);
    expect(cutoffs.cancelUntilMs).toBeNull();
    expect(patientMayCancel(cutoffs, start, start - 1)).toBe(true);
    expect(patientMayCancel(cutoffs, start, start)).toBe(false);
  });

  it("moving earlier is allowed inside the cut-off, later is not", () => {
    const cutoffs = cutoffsFor({ rescheduleCutoffHours: 48 }, start);
    const inside = start - 10 * HOUR_MS;
    expect(patientMayReschedule(cutoffs, start, start - HOUR_MS, inside)).toBe(true);
    expect(patientMayReschedule(cutoffs, start, start + HOUR_MS, inside)).toBe(false);
    expect(patientMayReschedule(cutoffs, start, start + HOUR_MS, start - 49 * HOUR_MS)).toBe(true);
    expect(patientMayReschedule(cutoffs, start, start - HOUR_MS, start)).toBe(false);
  });

  it("states the policy in one sentence", () => {
    expect(policySentence({})).toBe(
      "You can cancel or reschedule online up to 24 hours before your appointment.",
    );
    expect(policySentence({ cancelCutoffHours: 48, rescheduleCutoffHours: 0 })).toBe(
      "You can cancel online up to 48 hours before your appointment and reschedule online up to the start of your appointment.",
    );
  });
});
