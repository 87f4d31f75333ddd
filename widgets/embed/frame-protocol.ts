/**
 * The booking form's frame: on a partner's page the calendar (public times only)
 * stays in the widget's shadow root, and the step that asks for health and contact details runs in a
 * sandboxed frame of our own origin, /embed/booking-form (pages-static/embed/booking-form,
 * widgets/booking-frame), out of reach of the partner page's scripts. This module is what both sides
 * agree on: the frame's address (no personal data in it) and the messages they exchange. Each side
 * checks a message's origin and source before reading it, and reads it only through these parsers.
 */
import type { ToastKind } from "../ui/toast";
import type { ThemeAttributes } from "./theme";

export const FRAME_PATH = "/embed/booking-form";

/**
 * The least the form needs (docs/embedding.md says why each): scripts, submitting a form, our own
 * origin (the API and its CSRF token are same-origin calls), new tabs for the terms and privacy
 * links, and downloads for the confirmation's "Add to calendar" file. No top navigation (the widget
 * on the partner's page goes to afterBooking), no modals.
 */
export const FRAME_SANDBOX = "allow-scripts allow-forms allow-same-origin allow-popups allow-downloads";

/** What the partner's page already knows and may prefill: sent by message, never in the address. */
export interface Prefill {
  first_name?: string;
  last_name?: string;
  email?: string;
}

/** What the page learns of a booking made (widgets/booking/BookingForm.tsx BookingMade). */
export interface FramedBooking {
  id: string;
  status: string;
  date: string;
  duration: number;
}

export type FromFrame =
  /** Loaded and listening: the widget focuses the frame and sends "init". */
  | { vula: "ready" }
  /** The content's height in CSS pixels: the frame is sized to it, so it never scrolls. */
  | { vula: "height"; height: number }
  /** A notice for the widget to show (fixed product messages, never what was typed). */
  | { vula: "toast"; text: string; kind: ToastKind }
  | { vula: "booked"; booking: FramedBooking }
  /** The form is done (cancelled, booked, or the time was taken meanwhile: `reload` the week). */
  | { vula: "closed"; reload: boolean }
  /** "Done" on the confirmation after a booking: the week is shown again (reloaded), the popup closes. */
  | { vula: "done" }
  /** Escape was pressed inside: the popup closes as it does for Escape outside. */
  | { vula: "escape" };

export type ToFrame = { vula: "init"; prefill: Prefill };

/** The frame's address parameters: where the widget is, which time, and the partner's theme. */
export interface FrameParams {
  practitionerId: string;
  date: string;
  time: string;
  /** The partner page's origin: the only one the frame talks to. */
  host: string;
  theme: ThemeAttributes;
}

const THEME_KEYS = ["accent", "font", "radius", "theme"] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;
const ID = /^\d{1,12}$/;
const KINDS: readonly ToastKind[] = ["success", "error", "warning", "info"];

export function frameUrl(siteOrigin: string, params: FrameParams): string {
  const url = new URL(FRAME_PATH, siteOrigin);
  const query = url.searchParams;
  query.set("practitioner", params.practitionerId);
  query.set("date", params.date);
  query.set("time", params.time);
  query.set("host", params.host);
  for (const key of THEME_KEYS) {
    const value = params.theme[key];
    if (value) query.set(key, value);
  }
  return url.href;
}

/** True when `value` is exactly an origin ("https://partner.example", no path). */
export function isOrigin(value: string): boolean {
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}

/** The frame's parameters from its address, or null when any is missing or malformed. */
export function readFrameParams(search: string): FrameParams | null {
  const query = new URLSearchParams(search);
  const practitionerId = query.get("practitioner") ?? "";
  const date = query.get("date") ?? "";
  const time = query.get("time") ?? "";
  const host = query.get("host") ?? "";
  if (!ID.test(practitionerId) || !DATE.test(date) || !TIME.test(time) || !isOrigin(host)) return null;
  const theme: ThemeAttributes = {};
  for (const key of THEME_KEYS) {
    const value = query.get(key);
    if (value) theme[key] = value;
  }
  return { practitionerId, date, time, host, theme };
}

const record = (data: unknown): Record<string, unknown> | null =>
  typeof data === "object" && data !== null ? (data as Record<string, unknown>) : null;
const text = (value: unknown, max: number): string | undefined =>
  typeof value === "string" && value.length <= max ? value : undefined;

/** A message from the frame, or null for anything else (other scripts post messages too). */
export function fromFrame(data: unknown): FromFrame | null {
  const message = record(data);
  switch (message?.vula) {
    case "ready":
    case "escape":
    case "done":
      return { vula: message.vula };
    case "height":
      return typeof message.height === "number" && Number.isFinite(message.height) && message.height >= 0
        ? { vula: "height", height: Math.min(Math.ceil(message.height), 20_000) }
        : null;
    case "toast": {
      const toast = text(message.text, 500);
      const kind = KINDS.find((known) => known === message.kind);
      return toast && kind ? { vula: "toast", text: toast, kind } : null;
    }
    case "booked": {
      const booking = record(message.booking);
      const id = text(booking?.id, 100);
      const status = text(booking?.status, 40);
      const date = text(booking?.date, 40);
      const duration = booking?.duration;
      return id && status && date && typeof duration === "number"
        ? { vula: "booked", booking: { id, status, date, duration } }
        : null;
    }
    case "closed":
      return { vula: "closed", reload: message.reload === true };
    default:
      return null;
  }
}

/** The widget's message to the frame, or null. */
export function toFrame(data: unknown): ToFrame | null {
  const message = record(data);
  const given = record(message?.prefill);
  if (message?.vula !== "init" || !given) return null;
  const prefill: Prefill = {};
  for (const key of ["first_name", "last_name", "email"] as const) {
    const value = text(given[key], 254);
    if (value) prefill[key] = value;
  }
  return { vula: "init", prefill };
}
