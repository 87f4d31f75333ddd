import { describe, expect, it } from "vitest";
import { NO_OPEN_TIME, nextAvailableText, openTimeText } from "./next-available";

describe("next available, as cards and profiles say it", () => {
  it("is South African time, 24-hour, with a short weekday and date", () => {
    // 08:00 UTC is 10:00 SAST.
    expect(nextAvailableText("2026-12-01T08:00:00.000Z")).toBe("Next available: Tue 1 Dec, 10:00");
  });

  it("crosses midnight into the South African day, not the UTC one", () => {
    // 22:30 UTC on Monday 30 November is 00:30 on Tuesday 1 December in South Africa.
    expect(openTimeText("2026-11-30T22:30:00.000Z")).toBe("Tue 1 Dec, 00:30");
    expect(openTimeText("2027-01-03T15:05:00.000Z")).toBe("Sun 3 Jan, 17:05");
  });

  it("says plainly when nothing is open in the booking horizon", () => {
    expect(nextAvailableText(null)).toBe(NO_OPEN_TIME);
    expect(NO_OPEN_TIME).toBe("No open times online in the next 6 months");
  });
});
