/**
 * How a practitioner sees patients: in person, by video call, or both (issue 25 item 5). Stored on
 * the practitioner as `appointmentModes`; absent (every practitioner before this) means both, so
 * nothing changed for them. The booking's `type` (0 in person, 1 virtual) must be one of these.
 */

/** In the booking item's words (BookingItem.type), in the order choices are shown. */
export const APPOINTMENT_MODES = ["in-person", "virtual"] as const;
export type AppointmentMode = (typeof APPOINTMENT_MODES)[number];

/** The booking form's `type` values. */
export type BookingTypeValue = 0 | 1;

export function modeOfType(type: BookingTypeValue): AppointmentMode {
  return type === 1 ? "virtual" : "in-person";
}

export function typeOfMode(mode: AppointmentMode): BookingTypeValue {
  return mode === "virtual" ? 1 : 0;
}

/**
 * The modes offered, in display order and without repeats. Absent, empty or unknown values offer
 * both: a profile can never end up bookable in no way (the editor refuses an empty choice anyway).
 */
export function offeredModes(stored: readonly string[] | null | undefined): AppointmentMode[] {
  const known = APPOINTMENT_MODES.filter((mode) => stored?.includes(mode));
  return known.length > 0 ? known : [...APPOINTMENT_MODES];
}

/** The choice as the forms label it. */
export const MODE_CHOICE_LABEL: Record<AppointmentMode, string> = {
  "in-person": "In person",
  virtual: "Virtual (video call)",
};

/** What the booking form says instead of a choice when only one mode is offered. */
export const SINGLE_MODE_TEXT: Record<AppointmentMode, string> = {
  "in-person": "In-person appointment",
  virtual: "Video call appointment",
};

/** The profile's line, in words a patient reads. */
export function modesLabel(modes: readonly AppointmentMode[]): string {
  const offered = offeredModes(modes);
  if (offered.length > 1) return "In person and video call";
  return offered[0] === "virtual" ? "Video call only" : "In person only";
}

/** Why a booking of this mode is refused, naming what is offered instead. */
export function notOfferedMessage(mode: AppointmentMode): string {
  return mode === "virtual"
    ? "This practitioner does not offer video call appointments. Please choose an in-person appointment."
    : "This practitioner sees patients by video call only. Please choose a video call appointment.";
}

/** The editor's message when neither box is ticked. */
export const CHOOSE_A_MODE = "must include at least one: in person or virtual";
