import ICAL from "ical.js";
import type { Mail } from "../email/mime";

export interface ParsedCalendar {
  method: string;
  uid: string;
  status: string;
  sequence: number;
  /** When the calendar file was made (RFC 5545 DTSTAMP), as epoch ms. */
  stampMs: number;
  startMs: number;
  endMs: number;
}

function timeMs(event: ICAL.Component, name: string): number {
  const value = event.getFirstPropertyValue(name);
  if (!(value instanceof ICAL.Time)) throw new Error(`${name} is not a date-time`);
  return value.toUnixTime() * 1000;
}

function eventFacts(event: ICAL.Component) {
  return {
    uid: String(event.getFirstPropertyValue("uid")),
    status: String(event.getFirstPropertyValue("status")),
    sequence: Number(event.getFirstPropertyValue("sequence")),
    stampMs: timeMs(event, "dtstamp"),
    startMs: timeMs(event, "dtstart"),
    endMs: timeMs(event, "dtend"),
  };
}

/**
 * A mail's calendar attachment read by an independent parser (ical.js, as Thunderbird uses), so a
 * file our writer accepts but a calendar client would not is caught. Throws when it does not parse.
 */
export function calendarOf(mail: Mail): ParsedCalendar {
  const attachment = mail.attachments?.find((file) => file.filename.endsWith(".ics"));
  if (!attachment) throw new Error("no calendar file attached");
  return calendarTextOf(Buffer.from(attachment.content, "base64").toString("utf8"));
}

/** One appointment's calendar file (a mail's attachment, the confirmation's download) read by ical.js. */
export function calendarTextOf(text: string): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent("vevent");
  if (!event) throw new Error("no VEVENT");
  return { method: String(calendar.getFirstPropertyValue("method")), ...eventFacts(event) };
}

/** A subscribed calendar (the practitioner's feed) read by ical.js: its name and every event. */
export function feedOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    name: String(calendar.getFirstPropertyValue("x-wr-calname")),
    version: String(calendar.getFirstPropertyValue("version")),
    refresh: String(calendar.getFirstPropertyValue("refresh-interval")),
    events: calendar.getAllSubcomponents("vevent").map((event) => ({
      ...eventFacts(event),
      summary: String(event.getFirstPropertyValue("summary")),
      lastModifiedMs: timeMs(event, "last-modified"),
    })),
  };
}
