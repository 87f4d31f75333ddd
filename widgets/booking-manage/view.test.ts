import { describe, expect, it } from "vitest";
import { dayAndTime, mailActionOf, movedSentence } from "./view";

const NOW = Date.parse("2026-11-27T08:00:00Z");

describe("the manage page's words for a moved booking", () => {
  it("names the new day and time, with the year only when it is not this one", () => {
    expect(dayAndTime("2026-12-04 10:00", NOW)).toBe("Friday 4 December at 10:00");
    expect(dayAndTime("2027-01-08 09:30", NOW)).toBe("Friday 8 January 2027 at 09:30");
  });

  it("says where a moved booking went, and nothing for one that has not moved", () => {
    expect(movedSentence({ date: "2026-12-04 10:00", moved_from: "2026-12-01 09:00" })).toMatch(
      /^This appointment was moved to Friday 4 December( 2026)? at 10:00\.$/,
    );
    expect(movedSentence({ date: "2026-12-04 10:00" })).toBeNull();
  });
});

describe("mail actions", () => {
  it("reads cancel, reschedule and attend, and ignores anything else", () => {
    expect(mailActionOf("?token=x&action=reschedule")).toBe("reschedule");
    expect(mailActionOf("?action=cancel&token=x")).toBe("cancel");
    expect(mailActionOf("?token=x&action=attend")).toBe("attend");
    expect(mailActionOf("?token=x&action=delete")).toBeNull();
    expect(mailActionOf("?token=x")).toBeNull();
  });
});
