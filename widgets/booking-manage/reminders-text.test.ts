import { describe, expect, it } from "vitest";
import { reminderLines, reminderTime } from "./Reminders";

describe("the manage page's reminder lines", () => {
  it("says each scheduled reminder's day and SAST time, in the spec's date style without the year", () => {
    expect(reminderTime("2026-11-26T08:00:00.000Z")).toBe("Thursday 26 November at 10:00");
  });

  it("names both channels of one time, and leaves out sent and cancelled reminders", () => {
    expect(
      reminderLines([
        { channel: "email", due_at: "2026-11-26T08:00:00.000Z", state: "scheduled" },
        { channel: "sms", due_at: "2026-11-26T08:00:00.000Z", state: "scheduled" },
        { channel: "email", due_at: "2026-11-28T17:00:00.000Z", state: "scheduled" },
        { channel: "email", due_at: "2026-11-20T08:00:00.000Z", state: "sent" },
        { channel: "email", due_at: "2026-11-21T08:00:00.000Z", state: "cancelled" },
      ]),
    ).toEqual([
      "We'll remind you on Thursday 26 November at 10:00 by email and text message.",
      "We'll remind you on Saturday 28 November at 19:00 by email.",
    ]);
  });
});
