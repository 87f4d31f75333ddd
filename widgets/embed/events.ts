/**
 * The CustomEvents a partner's page can listen to, dispatched on the embed's element (the inline
 * <div>, or the data-vula-book element that opened the popup); they bubble to `document`.
 * Never health data: the reason for the appointment, and the patient's contact details, stay in
 * the booking.
 */
export interface EmbedEvents {
  /** The first week of open times is showing. */
  "vula:ready": { practitionerId: string };
  /** The patient chose a time ("YYYY-MM-DD", "HH:mm", South African time). */
  "vula:slot-selected": { practitionerId: string; date: string; time: string };
  /** The booking request was made (pending until the practitioner confirms it). */
  "vula:booking-created": {
    practitionerId: string;
    bookingId: string;
    status: string;
    /** "YYYY-MM-DDTHH:mm:00+02:00". */
    start: string;
    durationMinutes: number;
  };
}

export type Emit = <K extends keyof EmbedEvents>(name: K, detail: EmbedEvents[K]) => void;

export function emitterOn(target: EventTarget): Emit {
  return (name, detail) =>
    target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
