import { describe, expect, it } from "vitest";
import {
  type AppointmentCalendarInput,
  appointmentCalendar,
  calendarFeed,
  escapeText,
  foldLine,
  utcStamp,
} from "./ics";
import { sastToMs } from "./sast-time";

const start = sastToMs("2026-11-23", "09:00");

function input(overrides: Partial<AppointmentCalendarInput> = {}): AppointmentCalendarInput {
  return {
    uid: "b-123@vulahealth.co.za",
    startMs: start,
    endMs: start + 60 * 60_000,
    summary: "Appointment with Thabo Mokoena",
    location: "12 Main Road, Sea Point; Cape Town",
    description:
      "Psychologist: Thabo Mokoena\nView or cancel: https://vulahealth.co.za/page/manage?token=abc",
    url: "https://vulahealth.co.za/page/manage?token=abc",
    status: "TENTATIVE",
    method: "PUBLISH",
    sequence: 0,
    organizer: { name: "Vula Health", email: "hello@vulahealth.co.za" },
    nowMs: Date.UTC(2026, 10, 20, 8, 30, 15, 999),
    ...overrides,
  };
}

/** Undo folding (RFC 5545 3.1): CRLF followed by one space joins the lines. */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, "").split("\r\n");
}

const bytes = (line: string) => new TextEncoder().encode(line).length;

describe("escapeText", () => {
  it("escapes backslash, semicolon, comma and every kind of line break", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf\rg")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng");
  });

  it("escapes a backslash before adding its own, so \\n in the input stays two characters", () => {
    expect(escapeText("C:\\new")).toBe("C:\\\\new");
  });
});

describe("foldLine", () => {
  it("leaves a line of exactly 75 octets alone and folds a 76th onto a space-led line", () => {
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
    expect(foldLine("x".repeat(76))).toBe(`${"x".repeat(75)}\r\n x`);
  });

  it("counts octets, not characters, and never splits a multi-byte character", () => {
    const line = `DESCRIPTION:${"Thabo Mokoena – Sea Point ✓ 😀 ".repeat(10)}`;
    const folded = foldLine(line);
    for (const physical of folded.split("\r\n")) {
      expect(bytes(physical)).toBeLessThanOrEqual(75);
      expect(physical).not.toContain("\uFFFD");
    }
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });
});

describe("utcStamp", () => {
  it("writes UTC as YYYYMMDDTHHMMSSZ, dropping milliseconds", () => {
    expect(utcStamp(Date.UTC(2026, 10, 23, 7, 5, 9, 500))).toBe("20261123T070509Z");
  });
});

describe("appointmentCalendar", () => {
  it("is one VCALENDAR with the fixed header lines and CRLF line endings only", () => {
    const ics = appointmentCalendar(input());
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = unfold(ics);
    expect(lines.slice(0, 5)).toEqual([
      "BEGIN:VCALENDAR",
      "PRODID:-//Vula Health//Bookings//EN",
      "VERSION:2.0",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
    ]);
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
  });

  it("writes the SAST appointment in UTC (09:00 SAST is 07:00Z) and stamps it with nowMs", () => {
    const lines = unfold(appointmentCalendar(input()));
    expect(lines).toContain("DTSTART:20261123T070000Z");
    expect(lines).toContain("DTEND:20261123T080000Z");
    expect(lines).toContain("DTSTAMP:20261120T083015Z");
  });

  it("carries UID, SEQUENCE, STATUS, escaped TEXT values, URL and ORGANIZER", () => {
    const lines = unfold(appointmentCalendar(input()));
    expect(lines).toContain("UID:b-123@vulahealth.co.za");
    expect(lines).toContain("SEQUENCE:0");
    expect(lines).toContain("STATUS:TENTATIVE");
    expect(lines).toContain("SUMMARY:Appointment with Thabo Mokoena");
    expect(lines).toContain("LOCATION:12 Main Road\\, Sea Point\\; Cape Town");
    expect(lines).toContain(
      "DESCRIPTION:Psychologist: Thabo Mokoena\\nView or cancel: https://vulahealth.co.za/page/manage?token=abc",
    );
    expect(lines).toContain("URL:https://vulahealth.co.za/page/manage?token=abc");
    expect(lines).toContain('ORGANIZER;CN="Vula Health":mailto:hello@vulahealth.co.za');
  });

  it("adds a display reminder an hour before", () => {
    const ics = appointmentCalendar(input());
    expect(ics).toContain("BEGIN:VALARM\r\nACTION:DISPLAY\r\n");
    expect(ics).toContain("TRIGGER:-PT1H\r\nEND:VALARM\r\n");
  });

  it("leaves URL out when none is given", () => {
    expect(appointmentCalendar(input({ url: undefined }))).not.toMatch(/^URL:/m);
  });

  it("folds a long non-ASCII description so every line is at most 75 octets", () => {
    const description = "Thabo Mokoena – Sea Point, Cape Town; “virtual” session ✓ ".repeat(8);
    const ics = appointmentCalendar(input({ description, location: "Sea Point – ".repeat(12) }));
    for (const line of ics.split("\r\n")) expect(bytes(line)).toBeLessThanOrEqual(75);
    expect(ics).not.toContain("\uFFFD");
    expect(unfold(ics)).toContain(`DESCRIPTION:${escapeText(description)}`);
  });

  it("cancels: METHOD:CANCEL, STATUS:CANCELLED, the same UID, a higher SEQUENCE and no reminder", () => {
    const lines = unfold(appointmentCalendar(input({ method: "CANCEL", status: "CANCELLED", sequence: 1 })));
    expect(lines).toContain("METHOD:CANCEL");
    expect(lines).toContain("STATUS:CANCELLED");
    expect(lines).toContain("UID:b-123@vulahealth.co.za");
    expect(lines).toContain("SEQUENCE:1");
    expect(lines).not.toContain("BEGIN:VALARM");
  });

  it("keeps an organizer name from breaking out of its quoted parameter", () => {
    const lines = unfold(appointmentCalendar(input({ organizer: { name: 'Dr "X"; A:B', email: "a@b.co" } })));
    expect(lines).toContain('ORGANIZER;CN="Dr  X ; A:B":mailto:a@b.co');
  });

  it("refuses a URL or address that would inject a line, and an end before the start", () => {
    expect(() => appointmentCalendar(input({ url: "https://x\r\nATTACH:evil" }))).toThrow(RangeError);
    expect(() => appointmentCalendar(input({ organizer: { name: "V", email: "a@b.co\nX:y" } }))).toThrow(
      RangeError,
    );
    expect(() => appointmentCalendar(input({ endMs: start }))).toThrow(RangeError);
  });
});

describe("calendarFeed", () => {
  const event = {
    uid: "b-1.practice@vulahealth.co.za",
    sequence: 2,
    stampMs: Date.UTC(2026, 10, 20, 8, 0, 0),
    lastModifiedMs: Date.UTC(2026, 10, 20, 8, 0, 0),
    startMs: start,
    endMs: start + 30 * 60_000,
    status: "CANCELLED" as const,
    summary: "Cancelled: Thabo M. (in person)",
  };

  it("is a subscribed calendar: a name, a refresh interval, no METHOD, events in UTC", () => {
    const lines = unfold(
      calendarFeed({ name: "Vula Health, appointments", refreshMinutes: 60, events: [event] }),
    );
    expect(lines).toContain("X-WR-CALNAME:Vula Health\\, appointments");
    expect(lines).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT1H");
    expect(lines).toContain("X-PUBLISHED-TTL:PT1H");
    expect(lines.some((line) => line.startsWith("METHOD:"))).toBe(false);
    expect(lines).toContain("DTSTART:20261123T070000Z");
    expect(lines).toContain("LAST-MODIFIED:20261120T080000Z");
    expect(lines).toContain("TRANSP:TRANSPARENT");
    expect(lines.some((line) => line.startsWith("BEGIN:VALARM"))).toBe(false);
  });

  it("writes the same bytes for the same events (the feed's ETag depends on it)", () => {
    const feed = () =>
      calendarFeed({ name: "x", refreshMinutes: 90, events: [event, { ...event, uid: "b-2" }] });
    expect(feed()).toBe(feed());
    expect(unfold(feed())).toContain("X-PUBLISHED-TTL:PT90M");
  });
});
