/**
 * iCalendar (RFC 5545) for one appointment, attached to booking emails so a patient can add it to
 * their calendar (and so a later CANCEL removes it again). Pure: no I/O, no clock (nowMs is given).
 *
 * RFC 5545 details that calendar clients are strict about, and why they are here:
 * - lines end in CRLF and are folded at 75 octets (not characters), never inside a UTF-8 sequence;
 * - TEXT values escape backslash, semicolon, comma and newline, or a comma in an address splits it;
 * - times are UTC ("Z"), so no VTIMEZONE block is needed and SAST is shown in the reader's zone.
 */

export type CalendarStatus = "TENTATIVE" | "CONFIRMED" | "CANCELLED";
export type CalendarMethod = "PUBLISH" | "CANCEL";

export interface AppointmentCalendarInput {
  /** Stable across updates of the same booking: clients match CONFIRMED/CANCEL to the first one by it. */
  uid: string;
  startMs: number;
  endMs: number;
  summary: string;
  location: string;
  description: string;
  url?: string;
  status: CalendarStatus;
  method: CalendarMethod;
  /** Incremented on each change, so clients apply an update instead of ignoring it as old. */
  sequence: number;
  organizer: { name: string; email: string };
  /** DTSTAMP: when this message (request, confirmation, cancellation) is made, not the booking. */
  nowMs: number;
}

const CRLF = "\r\n";
const MAX_OCTETS = 75;

export const PRODID = "-//Vula Health//Bookings//EN";

/** Same UID for every file of one booking, so CONFIRMED and CANCEL update the event already added. */
export function calendarUid(bookingId: string): string {
  return `${bookingId}@vulahealth.co.za`;
}

/** TEXT value escaping (RFC 5545 3.3.11); any line break becomes the two characters "\n". */
export function escapeText(value: string): string {
  return value.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r\n|\r|\n/g, "\\n");
}

/** 20261123T070000Z */
export function utcStamp(ms: number): string {
  if (!Number.isFinite(ms)) throw new RangeError(`not a time: ${ms}`);
  return new Date(ms)
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

function utf8Octets(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/**
 * Folds one content line: at most 75 octets per physical line, continuation lines start with one
 * space (which counts). Iterating code points keeps surrogate pairs and multi-byte characters whole.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char.codePointAt(0) ?? 0);
    if (octets + size > MAX_OCTETS) {
      parts.push(current);
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

/** URIs and addresses are not TEXT (no escaping exists for them): refuse what would break the line. */
function uriValue(value: string, what: string): string {
  if (/[\s\p{Cc}]/u.test(value)) throw new RangeError(`${what} must not contain spaces or controls`);
  return value;
}

/** Parameter values cannot contain DQUOTE or controls at all (RFC 5545 3.1); quoting covers : ; , */
function paramValue(value: string): string {
  return `"${value.replace(/["\p{Cc}]/gu, " ").trim()}"`;
}

/** One VEVENT; the optional properties are written only when given. */
export interface CalendarEvent {
  uid: string;
  sequence: number;
  /** DTSTAMP (see each writer for which time it means). */
  stampMs: number;
  lastModifiedMs?: number;
  startMs: number;
  endMs: number;
  status: CalendarStatus;
  summary: string;
  location?: string;
  description?: string;
  url?: string;
  organizer?: { name: string; email: string };
  /** A display alarm an hour before (never on a cancelled event). */
  alarm?: boolean;
}

function eventLines(event: CalendarEvent): string[] {
  if (!(event.endMs > event.startMs)) throw new RangeError("an appointment must end after it starts");
  if (!Number.isInteger(event.sequence) || event.sequence < 0) throw new RangeError("sequence must be >= 0");
  const { organizer } = event;
  return [
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stampMs)}`,
    ...(event.lastModifiedMs === undefined ? [] : [`LAST-MODIFIED:${utcStamp(event.lastModifiedMs)}`]),
    `DTSTART:${utcStamp(event.startMs)}`,
    `DTEND:${utcStamp(event.endMs)}`,
    `STATUS:${event.status}`,
    `SUMMARY:${escapeText(event.summary)}`,
    // A cancelled appointment no longer takes the time: free/busy lookups see it as free.
    ...(event.status === "CANCELLED" ? ["TRANSP:TRANSPARENT"] : []),
    ...(event.location === undefined ? [] : [`LOCATION:${escapeText(event.location)}`]),
    ...(event.description === undefined ? [] : [`DESCRIPTION:${escapeText(event.description)}`]),
    ...(event.url ? [`URL:${uriValue(event.url, "url")}`] : []),
    ...(organizer
      ? [`ORGANIZER;CN=${paramValue(organizer.name)}:mailto:${uriValue(organizer.email, "organizer email")}`]
      : []),
    // No reminder for a cancelled appointment: a client that imports the file rather than applying
    // the CANCEL would otherwise still ring an hour before an appointment that no longer exists.
    ...(event.alarm && event.status !== "CANCELLED"
      ? [
          "BEGIN:VALARM",
          "ACTION:DISPLAY",
          `DESCRIPTION:${escapeText(event.summary)}`,
          "TRIGGER:-PT1H",
          "END:VALARM",
        ]
      : []),
    "END:VEVENT",
  ];
}

/** A VCALENDAR of `properties` (after PRODID, VERSION, CALSCALE) and `events`, folded, CRLF throughout. */
function calendarText(properties: string[], events: readonly CalendarEvent[]): string {
  const lines = [
    "BEGIN:VCALENDAR",
    `PRODID:${PRODID}`,
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    ...properties,
    ...events.flatMap(eventLines),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

export function appointmentCalendar(input: AppointmentCalendarInput): string {
  return calendarText(
    [`METHOD:${input.method}`],
    [
      {
        uid: input.uid,
        sequence: input.sequence,
        stampMs: input.nowMs,
        startMs: input.startMs,
        endMs: input.endMs,
        status: input.status,
        summary: input.summary,
        location: input.location,
        description: input.description,
        ...(input.url ? { url: input.url } : {}),
        organizer: input.organizer,
        alarm: true,
      },
    ],
  );
}

export interface CalendarFeedInput {
  /** X-WR-CALNAME: the name a client gives the subscribed calendar. */
  name: string;
  /** How often clients should fetch it again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshMinutes: number;
  events: readonly CalendarEvent[];
}

/**
 * A subscribed calendar (a feed clients fetch again and again). No METHOD: the file is a copy of
 * the calendar, not a message, so each DTSTAMP is when its event last changed (RFC 5545 3.8.7.2)
 * and the same data gives the same bytes (the feed's ETag holds between changes).
 */
export function calendarFeed(input: CalendarFeedInput): string {
  const minutes = input.refreshMinutes;
  const ttl = minutes % 60 === 0 ? `PT${minutes / 60}H` : `PT${minutes}M`;
  return calendarText(
    [
      `X-WR-CALNAME:${escapeText(input.name)}`,
      // A hint for clients that show floating times; every time here is UTC anyway.
      "X-WR-TIMEZONE:Africa/Johannesburg",
      `REFRESH-INTERVAL;VALUE=DURATION:${ttl}`,
      `X-PUBLISHED-TTL:${ttl}`,
    ],
    input.events,
  );
}
