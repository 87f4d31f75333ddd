import { describe, expect, it } from "vitest";
import { appointmentsText, requestsText, waitlistText, weekSpanText } from "./glance-text";

describe("the glance's sentences", () => {
  it("count requests and appointments in plain words", () => {
    expect([0, 1, 3].map(requestsText)).toEqual([
      "No requests waiting",
      "1 request waiting",
      "3 requests waiting",
    ]);
    expect([0, 1, 12].map(appointmentsText)).toEqual(["No appointments", "1 appointment", "12 appointments"]);
  });

  it("say which days this week covers", () => {
    expect(weekSpanText({ today: "2026-11-23", week_last_day: "2026-11-28" })).toBe(
      "Today to Saturday 28 November 2026",
    );
    expect(weekSpanText({ today: "2026-11-28", week_last_day: "2026-11-28" })).toBe(
      "Today (the week ends today)",
    );
  });

  it("count the waitlist without naming anyone", () => {
    expect([0, 1, 4].map(waitlistText)).toEqual([
      "No one on your waitlist",
      "1 person waiting",
      "4 people waiting",
    ]);
  });
});
