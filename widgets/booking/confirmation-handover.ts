/**
 * The booking form hands the confirmation to /page/booking-confirmed through sessionStorage (this
 * tab only), never in the address: it holds the patient's email and the booking. The page takes it
 * out when it shows it, so the back button on a shared phone, or a later visit, finds nothing.
 */
import type { Confirmation } from "../../core/booking-confirmation";

export const CONFIRMED_PATH = "/page/booking-confirmed";
const KEY = "vh:booking-confirmation";

export function handOver(confirmation: Confirmation): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(confirmation));
  } catch {
    // Storage refused (private mode, quota): the page shows its fallback, which points to the mail.
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/** The shape the form wrote; anything else (an older version, a hand edit) reads as nothing. */
export function parseConfirmation(raw: string | null): Confirmation | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(data) || typeof data.confirmBy !== "string" || typeof data.email !== "string") return null;
  const booking = data.booking;
  if (!isRecord(booking) || typeof booking.id !== "string" || typeof booking.date !== "string") return null;
  if (typeof booking.duration !== "number" || (booking.type !== 0 && booking.type !== 1)) return null;
  const practitioner = booking.practitioner;
  if (!isRecord(practitioner) || typeof practitioner.name !== "string") return null;
  return data as unknown as Confirmation;
}

/** Reads the handed-over confirmation (null: none, or unreadable); `forget` removes it. */
export function readHandover(): Confirmation | null {
  try {
    return parseConfirmation(sessionStorage.getItem(KEY));
  } catch {
    return null;
  }
}

export function forgetHandover(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to forget when storage is refused.
  }
}
