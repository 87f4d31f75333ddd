/**
 * The mails of a booking's scheduled items (issue 23), in the booking mails' blocks
 * (functions/booking/mails.ts): the patient's 72 h and 24 h reminders, the practitioner's nudge
 * about an unanswered request, and the patient's "not confirmed" mail when a request expires.
 * Never the reason for the appointment. Every link only opens a page: the manage page asks for
 * the action with a button (`&action=` only says which one to offer first).
 */
import { longDate, sastDate, sastTime } from "../../core/sast-time";
import { siteConfig } from "../../core/site-config";
import {
  type BookingMailFacts,
  crisisNote,
  link,
  p,
  patientDetails,
  render,
  subjectWhen,
  toPatient,
  when,
} from "../booking/mails";
import { greeting } from "../email/greeting";
import type { Mail } from "../email/mime";

/** The manage link opened at one action ("attend", "reschedule" or "cancel"). */
export function actionUrl(manageUrl: string, action: "attend" | "reschedule" | "cancel"): string {
  return `${manageUrl}&action=${action}`;
}

/** A Google Maps search for the practice's address. */
export function directionsUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

export function patientReminder72h(f: BookingMailFacts): Mail {
  return toPatient(f, {
    subject: `Reminder: ${f.practitioner.name} on ${subjectWhen(f)}`,
    heading: "Your appointment is in three days",
    blocks: [
      p(greeting(f.patient.firstName)),
      p(`This is a reminder of your appointment with ${f.practitioner.name}.`),
      patientDetails(f),
      p("Please let us know if you are coming. If the time no longer suits you, you can move or cancel it."),
      { kind: "button", label: "Confirm I'm coming", href: actionUrl(f.manageUrl, "attend") },
      { kind: "button", label: "Reschedule", href: actionUrl(f.manageUrl, "reschedule") },
      { kind: "button", label: "Cancel", href: actionUrl(f.manageUrl, "cancel") },
      crisisNote("your appointment"),
    ],
  });
}

export function patientReminder24h(f: BookingMailFacts): Mail {
  const getThere =
    f.type === "in-person"
      ? [
          p("The practice is at ", f.practitioner.address, "."),
          { kind: "button" as const, label: "Get directions", href: directionsUrl(f.practitioner.address) },
        ]
      : f.videoUrl
        ? [
            p("This is a virtual appointment. Join the call a few minutes early from this link:"),
            { kind: "button" as const, label: "Join the video call", href: f.videoUrl },
          ]
        : [p("This is a virtual appointment. The practitioner will send you the link to join.")];
  return toPatient(f, {
    subject: `Tomorrow: ${f.practitioner.name} at ${f.time}`,
    heading: "Your appointment is tomorrow",
    blocks: [
      p(greeting(f.patient.firstName)),
      p(`A reminder that you see ${f.practitioner.name} on ${when(f)}.`),
      ...getThere,
      p("If you can no longer come, please cancel so someone else can have the time."),
      { kind: "button", label: "View, move or cancel your booking", href: f.manageUrl },
      crisisNote("your appointment"),
    ],
  });
}

/** To the practitioner: a request still waiting for their answer (no reason, no contact details). */
export function practitionerNudge(f: BookingMailFacts, confirmByMs: number): Mail {
  const deadline = `${sastTime(confirmByMs)} on ${longDate(sastDate(confirmByMs))}`;
  // Only the first name, and replies go to us: the nudge may wait in the outbox after an erasure
  // until its send condition drops it, so it holds nothing else of the patient.
  return render({
    to: f.practitioner.email,
    replyTo: siteConfig.contactEmail,
    subject: `Waiting for your answer: ${f.patient.firstName} on ${subjectWhen(f)}`,
    heading: "A booking request is waiting for you",
    blocks: [
      p(greeting(f.practitioner.firstName)),
      p(
        `${f.patient.firstName} asked for an appointment with you on ${when(f)} and is waiting to hear from you.`,
      ),
      p(`Please confirm or decline it by ${deadline}. After that the request lapses and the time is freed.`),
      { kind: "button", label: "Confirm or decline in your dashboard", href: f.dashboardUrl },
    ],
  });
}

/** To the patient: the practitioner did not answer in time; the time is free again. */
export function patientNotConfirmed(f: BookingMailFacts, openTimesUrl: string): Mail {
  return toPatient(f, {
    subject: `Booking request not confirmed: ${f.practitioner.name} on ${subjectWhen(f)}`,
    heading: "Your booking request was not confirmed",
    blocks: [
      p(greeting(f.patient.firstName)),
      p(
        `We are sorry: ${f.practitioner.name} did not confirm your request for ${when(f)} in time, ` +
          "so it has lapsed and you do not need to go.",
      ),
      p("You are welcome to choose another time. These are the practitioner's next open times:"),
      { kind: "button", label: "See the next open times", href: openTimesUrl },
      p("Or ", link("find another practitioner", new URL("/page/search", openTimesUrl).href), "."),
      crisisNote("a new appointment"),
    ],
  });
}
