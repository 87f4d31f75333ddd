/**
 * The booking form as the widget holds it (strings and checkboxes) and the request it sends
 * (POST /api/booking/submit, core/schemas/booking.ts). Pure, so the mapping is tested once.
 */

import {
  APPOINTMENT_MODES,
  type AppointmentMode,
  MODE_CHOICE_LABEL,
  SINGLE_MODE_TEXT,
  typeOfMode,
} from "../../core/appointment-modes";
import type { BookingForm, BookingWithChoice } from "../../core/schemas/booking";
import type { Duration } from "../../core/slots";

/**
 * After the success toast has been seen, the patient goes on to a partner's afterBooking address
 * (widgets/embed/FramedForm.tsx). Our own site goes to the confirmation page at once.
 */
export const LEAVE_AFTER_MS = 2500;

export interface BookingFormValues {
  first_name: string;
  last_name: string;
  cellphone_number: string;
  email: string;
  reason_for_appointment: string;
  booking_with: BookingWithChoice | "";
  medical_aid_id: string;
  /** From the medical aid card: optional, asked when paying by medical aid. */
  medical_aid_number: string;
  medical_aid_dependant: string;
  type: "0" | "1";
  follow_up_session: boolean;
  /** "Remind me by SMS": offered once a cellphone number is typed. */
  sms_reminders: boolean;
  term_condition: boolean;
  /** Opt-in: keep the contact details (never the reason or the consent) on this device for Auto Fill. */
  remember: boolean;
}

export const emptyBookingForm: BookingFormValues = {
  first_name: "",
  last_name: "",
  cellphone_number: "",
  email: "",
  reason_for_appointment: "",
  booking_with: "",
  medical_aid_id: "",
  medical_aid_number: "",
  medical_aid_dependant: "",
  type: "0",
  follow_up_session: false,
  sms_reminders: false,
  term_condition: false,
  remember: false,
};

/**
 * The appointment type as the form offers it: a choice when the practitioner offers both, else one
 * fixed line ("Video call appointment") and that type preset, so nothing unoffered can be sent.
 */
export function typeOffer(modes: readonly AppointmentMode[] = APPOINTMENT_MODES): {
  initial: BookingFormValues["type"];
  choices: { value: BookingFormValues["type"]; label: string }[];
  only: string | null;
} {
  const offered = modes.length > 0 ? modes : APPOINTMENT_MODES;
  const choices = offered.map((mode) => ({
    value: String(typeOfMode(mode)) as BookingFormValues["type"],
    label: MODE_CHOICE_LABEL[mode],
  }));
  const [first] = offered;
  return {
    initial: choices[0]?.value ?? "0",
    choices,
    only: offered.length === 1 && first ? SINGLE_MODE_TEXT[first] : null,
  };
}

export interface ChosenSlot {
  practitionerId: string;
  date: string;
  time: string;
  duration: Duration;
  /** Issue 26: the waitlist offer's token when the time came from an offer link (`?offer=`). */
  offerToken?: string;
}

/** The request body; values the schema must refuse (no payment choice, terms unticked) stay refusable. */
export function bookingRequest(
  values: BookingFormValues,
  slot: ChosenSlot,
): Record<keyof BookingForm, unknown> {
  const medicalAid = values.booking_with === "Medical aid";
  const cellphone = values.cellphone_number.replace(/[\s-]/g, "");
  return {
    practitioner_id: slot.practitionerId,
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    cellphone_number: cellphone,
    email: values.email.trim(),
    reason_for_appointment: values.reason_for_appointment.trim(),
    booking_with: values.booking_with === "" ? undefined : values.booking_with,
    medical_aid_id: medicalAid && values.medical_aid_id ? values.medical_aid_id : undefined,
    ...medicalAidCardBody(values),
    medical_insurance: undefined,
    type: values.type === "1" ? 1 : 0,
    date: `${slot.date} ${slot.time}`,
    duration: slot.duration,
    follow_up_session: values.follow_up_session,
    // The box hides when the number is cleared: what it last said does not count then.
    sms_reminders: values.sms_reminders && cellphone !== "",
    term_condition: values.term_condition ? 1 : 0,
    offer_token: slot.offerToken,
  };
}

/** The card's fields as a request sends them: only when paying by medical aid, only when typed. */
export function medicalAidCardBody(values: {
  booking_with: string;
  medical_aid_number: string;
  medical_aid_dependant: string;
}) {
  const medicalAid = values.booking_with === "Medical aid";
  const number = values.medical_aid_number.trim();
  const dependant = values.medical_aid_dependant.trim();
  return {
    medical_aid_number: medicalAid && number ? number : undefined,
    medical_aid_dependant: medicalAid && dependant ? dependant : undefined,
  };
}

/**
 * What Auto Fill restores: the patient's name, cellphone and email. The spec (section 5) also names
 * the reason and the terms; the reason is health information and must not sit in a browser's
 * storage (a shared or family computer), and consent to the terms is given for each booking.
 */
export const REMEMBERED_FIELDS = ["first_name", "last_name", "cellphone_number", "email"] as const;
export type RememberedDetails = Partial<Pick<BookingFormValues, (typeof REMEMBERED_FIELDS)[number]>>;

export function rememberedDetails(values: BookingFormValues): RememberedDetails {
  return Object.fromEntries(REMEMBERED_FIELDS.map((field) => [field, values[field]])) as RememberedDetails;
}

/**
 * Saved details read back from storage: only the remembered fields, as strings (anything else an
 * older version saved, the reason included, is dropped); null when there are none.
 */
export function parseRememberedDetails(raw: string | null): RememberedDetails | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== "object" || data === null) return null;
  const source = data as Record<string, unknown>;
  const details: RememberedDetails = {};
  for (const field of REMEMBERED_FIELDS) {
    const value = source[field];
    if (typeof value === "string") details[field] = value;
  }
  return Object.keys(details).length > 0 ? details : null;
}
