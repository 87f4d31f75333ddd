/**
 * The two mails of a move (functions/booking/reschedule.ts): the patient's, with a calendar file that
 * updates the event already added (same UID, higher SEQUENCE), and the practitioner's "moved from
 * ... to ...". Rendered from the booking as it now is; the earlier time is passed in.
 */
import { longDate } from "../../core/sast-time";
import { greeting } from "../email/greeting";
import type { Mail } from "../email/mime";
import {
  type BookingMailFacts,
  calendarAttachment,
  crisisNote,
  p,
  patientDetails,
  patientName,
  subjectWhen,
  toPatient,
  toPractitioner,
  when,
} from "./mails";

/** The time a booking had before it moved: SAST date "YYYY-MM-DD" and time "HH:mm". */
export interface EarlierTime {
  date: string;
  time: string;
}

const earlier = (from: EarlierTime) => `${longDate(from.date)} at ${from.time}`;

export function patientMoved(f: BookingMailFacts, from: EarlierTime, confirmed: boolean): Mail {
  return toPatient(f, {
    subject: `Appointment moved: ${f.practitioner.name} on ${subjectWhen(f)}`,
    heading: "Your appointment was moved",
    blocks: [
      p(greeting(f.patient.firstName)),
      p(
        `Your appointment with ${f.practitioner.name} was moved from ${earlier(from)} to ${when(f)}. ` +
          (confirmed
            ? "It is still confirmed: there is nothing more you need to do."
            : "It is still a request until the practitioner confirms it: we will email you when they do."),
      ),
      patientDetails(f),
      { kind: "button", label: "View, move or cancel your booking", href: f.manageUrl },
      p("The attached calendar file (appointment.ics) moves the appointment in your calendar."),
      crisisNote("your appointment"),
    ],
    attachments: [calendarAttachment(f, confirmed ? "CONFIRMED" : "TENTATIVE", "PUBLISH", confirmed ? 1 : 0)],
  });
}

export function practitionerMoved(f: BookingMailFacts, from: EarlierTime, confirmed: boolean): Mail {
  const name = patientName(f);
  return toPractitioner(f, {
    subject: `Booking moved: ${name} to ${subjectWhen(f)}`,
    heading: "Booking moved",
    blocks: [
      p(greeting(f.practitioner.firstName)),
      p(
        `${name} moved their ${confirmed ? "appointment" : "booking request"} from ${earlier(from)} to ${when(f)}. ` +
          `The earlier time is open for other bookings again.` +
          (confirmed
            ? " The appointment stays confirmed at the new time, one you offer."
            : " Please confirm or decline the request at its new time."),
      ),
      {
        kind: "details",
        rows: [
          ["Patient", [name]],
          ["Was", [earlier(from)]],
          ["Now", [when(f)]],
          ["Type", [f.type === "in-person" ? "In person" : "Virtual"]],
        ],
      },
      { kind: "button", label: "Open your dashboard", href: f.dashboardUrl },
    ],
  });
}
