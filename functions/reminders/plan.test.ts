import { describe, expect, it } from "vitest";
import { sastDate, sastTime, sastToMs } from "../../core/sast-time";
import { confirmByMs, messageTime, outOfQuietHours, type PlanInput, planScheduledItems } from "./plan";

/** "YYYY-MM-DD HH:mm" SAST of an instant, to read expectations as people would. */
const at = (ms: number) => `${sastDate(ms)} ${sastTime(ms)}`;
const ms = (sast: string) => sastToMs(sast.slice(0, 10), sast.slice(11));

function plan(input: Partial<PlanInput> & { created: string; start: string }, now = input.created) {
  const { created, start, ...rest } = input;
  return planScheduledItems(
    { status: "confirmed", sms: false, ...rest, createdAtMs: ms(created), startMs: ms(start) },
    ms(now),
  ).map((item) => `${item.kind}.${item.channel} ${at(item.dueAtMs)}`);
}

describe("quiet hours (20:00-08:00 SAST)", () => {
  it("keeps 08:00 and 19:59, and moves 20:00 and 07:59 back to 19:00 of the evening before them", () => {
    expect(at(outOfQuietHours(ms("2026-11-26 08:00")))).toBe("2026-11-26 08:00");
    expect(at(outOfQuietHours(ms("2026-11-26 19:59")))).toBe("2026-11-26 19:59");
    expect(at(outOfQuietHours(ms("2026-11-26 20:00")))).toBe("2026-11-26 19:00");
    expect(at(outOfQuietHours(ms("2026-11-26 23:59")))).toBe("2026-11-26 19:00");
    expect(at(outOfQuietHours(ms("2026-11-26 00:00")))).toBe("2026-11-25 19:00");
    expect(at(outOfQuietHours(ms("2026-11-26 07:59")))).toBe("2026-11-25 19:00");
  });

  it("sends a moved message that would be past at the next 08:00 when that is still in time, else not at all", () => {
    const latest = ms("2026-11-27 09:00");
    // Wanted at 21:00, moved to 19:00, but it is 19:30 already: the next morning instead.
    expect(at(messageTime(ms("2026-11-26 21:00"), ms("2026-11-26 19:30"), latest) ?? 0)).toBe(
      "2026-11-27 08:00",
    );
    expect(messageTime(ms("2026-11-26 21:00"), ms("2026-11-26 19:30"), ms("2026-11-27 07:59"))).toBeNull();
    // Already past before any move: not sent.
    expect(messageTime(ms("2026-11-26 19:00"), ms("2026-11-26 19:30"), latest)).toBeNull();
  });
});

describe("the reminders of a confirmed booking", () => {
  it("booked 10 days ahead: the 72 h and 24 h email reminders", () => {
    expect(plan({ created: "2026-11-20 10:00", start: "2026-11-30 10:00" })).toEqual([
      "remind-72h.email 2026-11-27 10:00",
      "remind-24h.email 2026-11-29 10:00",
    ]);
  });

  it("booked 2 days ahead: only the 24 h reminder; booked 3 hours ahead: none", () => {
    expect(plan({ created: "2026-11-28 10:00", start: "2026-11-30 10:00" })).toEqual([
      "remind-24h.email 2026-11-29 10:00",
    ]);
    expect(plan({ created: "2026-11-30 07:00", start: "2026-11-30 10:00" })).toEqual([]);
  });

  it("booked exactly 72 h ahead: no 72 h reminder (it must be more than 72 h)", () => {
    expect(plan({ created: "2026-11-27 10:00", start: "2026-11-30 10:00" })).toEqual([
      "remind-24h.email 2026-11-29 10:00",
    ]);
  });

  it("an early appointment's reminders go the evening before their time, never at night", () => {
    expect(plan({ created: "2026-11-20 10:00", start: "2026-11-30 07:30" })).toEqual([
      "remind-72h.email 2026-11-26 19:00",
      "remind-24h.email 2026-11-28 19:00",
    ]);
    expect(plan({ created: "2026-11-20 10:00", start: "2026-11-30 20:00" })).toEqual([
      "remind-72h.email 2026-11-27 19:00",
      "remind-24h.email 2026-11-29 19:00",
    ]);
  });

  it("confirmed late in the evening for the night after: the 24 h reminder at 08:00", () => {
    expect(plan({ created: "2026-11-26 10:00", start: "2026-11-28 21:00" }, "2026-11-27 19:30")).toEqual([
      "remind-24h.email 2026-11-28 08:00",
    ]);
  });

  it("reminders whose time passed before the confirmation are not sent", () => {
    expect(plan({ created: "2026-11-20 10:00", start: "2026-11-30 10:00" }, "2026-11-28 09:00")).toEqual([
      "remind-24h.email 2026-11-29 10:00",
    ]);
  });

  it("by SMS as well when asked for; none when turned off, or not confirmed", () => {
    expect(plan({ created: "2026-11-28 10:00", start: "2026-11-30 10:00", sms: true })).toEqual([
      "remind-24h.email 2026-11-29 10:00",
      "remind-24h.sms 2026-11-29 10:00",
    ]);
    expect(plan({ created: "2026-11-20 10:00", start: "2026-11-30 10:00", remindersOff: true })).toEqual([]);
    for (const status of ["cancelled", "declined", "expired"])
      expect(plan({ created: "2026-11-20 10:00", start: "2026-11-30 10:00", status })).toEqual([]);
  });
});

describe("a pending request: nudges and expiry", () => {
  it("made 10 days ahead: a nudge after 12 h, expiry 48 h after it was made", () => {
    expect(plan({ status: "pending", created: "2026-11-20 10:00", start: "2026-11-30 10:00" })).toEqual([
      "nudge-12h.email 2026-11-20 19:00",
      "expire.action 2026-11-22 10:00",
    ]);
  });

  it("made 30 h ahead: a nudge after 12 h, one 24 h before, expiry 2 h before the start", () => {
    expect(plan({ status: "pending", created: "2026-11-28 10:00", start: "2026-11-29 16:00" })).toEqual([
      "nudge-12h.email 2026-11-28 19:00",
      "nudge-24h.email 2026-11-28 16:00",
      "expire.action 2026-11-29 14:00",
    ]);
  });

  it("a nudge at or after the deadline is not sent; a request made under 2 h ahead lapses at its start", () => {
    expect(plan({ status: "pending", created: "2026-11-28 10:00", start: "2026-11-28 13:00" })).toEqual([
      "expire.action 2026-11-28 11:00",
    ]);
    expect(plan({ status: "pending", created: "2026-11-28 10:00", start: "2026-11-28 11:30" })).toEqual([
      "expire.action 2026-11-28 11:30",
    ]);
  });

  it("the confirm-by deadline is the earlier of 48 h after the request and 2 h before its start", () => {
    expect(confirmByMs(ms("2026-11-20 10:00"), ms("2026-11-30 10:00"))).toBe(ms("2026-11-22 10:00"));
    expect(confirmByMs(ms("2026-11-20 10:00"), ms("2026-11-21 10:00"))).toBe(ms("2026-11-21 08:00"));
    expect(confirmByMs(ms("2026-11-20 10:00"), ms("2026-11-20 11:00"))).toBe(ms("2026-11-20 11:00"));
    expect(confirmByMs(ms("2026-11-20 10:00"), ms("2026-11-20 12:00"))).toBe(ms("2026-11-20 12:00"));
  });

  it("nothing for a request whose time has come", () => {
    expect(
      plan({ status: "pending", created: "2026-11-28 10:00", start: "2026-11-28 13:00" }, "2026-11-28 13:00"),
    ).toEqual([]);
  });
});
