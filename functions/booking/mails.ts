/**
 * The booking emails, fully rendered (subject, text, html, .ics) so the outbox can store and resend
 * them without re-reading the booking. Each mail is described once as blocks and rendered twice,
 * to text and to HTML, so the two versions cannot drift apart; the HTML renderer escapes every value.
 *
 * The reason for the appointment is health information: it is not in BookingMailFacts and must never
 * be added. Emails pass through servers we do not control and sit in shared inboxes.
 */
import { CANCEL_REASON_LABELS, type CancelReason } from "../../core/cancel-reasons";
import { escapeHtml } from "../../core/escape-html";
import { appointmentCalendar, type CalendarMethod, type CalendarStatus, calendarUid } from "../../core/ics";
import { longDate, MINUTE_MS, sastTime, sastToMs } from "../../core/sast-time";
import { siteConfig } from "../../core/site-config";
import { crisisLine, emergencyLine } from "../../core/urgent-help";
import { greeting } from "../email/greeting";
import { htmlPage, MAIL_COLOR, mailButton, textFooter } from "../email/layout";
import type { Mail, MailAttachment } from "../email/mime";

export interface BookingMailFacts {
  bookingId: string;
  patient: { firstName: string; lastName?: string; email: string; cellphone?: string };
  practitioner: { name: string; firstName: string; email: string; profession: string; address: string };
  /** SAST date "YYYY-MM-DD" and time "HH:mm". */
  date: string;
  time: string;
  duration: 20 | 30 | 60;
  type: "in-person" | "virtual";
  /** Virtual bookings only. */
  videoUrl?: string;
  bookingWith: "Medical aid" | "Cash/Card";
  medicalAidName?: string;
  /** The practitioner's cancellation policy (core/cutoffs.ts policySentence), for the patient's mails. */
  policy?: string;
  /** Why the patient cancelled, when they chose a category (never free text). */
  cancelReason?: CancelReason;
  /** The patient's manage-booking link. */
  manageUrl: string;
  /** The practitioner's dashboard. */
  dashboardUrl: string;
  /**
   * When these mails are made (the request, or the later confirm/decline/cancel): each calendar
   * file's DTSTAMP, which RFC 5545 defines as the time its message was created. Never a time kept
   * on the booking, or the confirmation would carry the request's.
   */
  nowMs: number;
  /** How often the patient moved the booking: every calendar file's SEQUENCE is raised by it. */
  moves?: number;
}

// ---------------------------------------------------------------------------------------------
// Content model: what a mail says, independent of text or HTML.

export type Inline = string | { text: string; href: string };
export type Block =
  | { kind: "p"; parts: Inline[] }
  | { kind: "details"; rows: [label: string, value: Inline[]][] }
  | { kind: "button"; label: string; href: string }
  | { kind: "note"; parts: Inline[] };

export interface Content {
  to: string;
  replyTo: string;
  subject: string;
  heading: string;
  blocks: Block[];
  attachments?: MailAttachment[];
}

export const p = (...parts: Inline[]): Block => ({ kind: "p", parts });
export const link = (text: string, href: string): Inline => ({ text, href });

/** Only these schemes become links; a practitioner-entered "video link" of any other kind stays text. */
const LINKABLE = /^(https?:\/\/|mailto:|tel:)/i;

// ---------------------------------------------------------------------------------------------
// Rendering

function inlineText(part: Inline): string {
  if (typeof part === "string") return part;
  // mailto: and tel: links already show their address or number as their text.
  if (part.text === part.href || /^(mailto|tel):/i.test(part.href)) return part.text;
  return `${part.text} (${part.href})`;
}

function blockText(block: Block): string {
  switch (block.kind) {
    case "p":
    case "note":
      return block.parts.map(inlineText).join("");
    case "details":
      return block.rows.map(([label, value]) => `${label}: ${value.map(inlineText).join("")}`).join("\n");
    case "button":
      return `${block.label}: ${block.href}`;
  }
}

const WHY = `You are receiving this email because a booking was made with this address on ${siteConfig.brandName}.`;

function renderText(content: Content): string {
  return [content.heading, ...content.blocks.map(blockText), textFooter(WHY)].join("\n\n").concat("\n");
}

const COLOR = MAIL_COLOR;
const LINK_STYLE = `color:${COLOR.brand};word-break:break-word;`;

function inlineHtml(part: Inline): string {
  if (typeof part === "string") return escapeHtml(part);
  if (!LINKABLE.test(part.href)) return escapeHtml(inlineText(part));
  return `<a href="${escapeHtml(part.href)}" style="${LINK_STYLE}">${escapeHtml(part.text)}</a>`;
}

function blockHtml(block: Block): string {
  switch (block.kind) {
    case "p":
      return `<p style="margin:0 0 16px;">${block.parts.map(inlineHtml).join("")}</p>`;
    case "note":
      return `<p style="margin:24px 0 16px;padding:12px;border-left:4px solid ${COLOR.brand};background:#eef7f3;font-size:14px;">${block.parts.map(inlineHtml).join("")}</p>`;
    case "details": {
      const rows = block.rows.map(
        ([label, value]) =>
          `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:8px 12px 8px 0;border-top:1px solid ${COLOR.line};white-space:nowrap;">${escapeHtml(label)}</th>` +
          `<td style="padding:8px 0;border-top:1px solid ${COLOR.line};">${value.map(inlineHtml).join("")}</td></tr>`,
      );
      return `<table style="width:100%;border-collapse:collapse;margin:0 0 16px;font-size:15px;">${rows.join("")}</table>`;
    }
    case "button":
      if (!LINKABLE.test(block.href))
        return `<p style="margin:0 0 16px;">${escapeHtml(blockText(block))}</p>`;
      return mailButton(block.href, block.label);
  }
}

function renderHtml(content: Content): string {
  return htmlPage({
    subject: content.subject,
    heading: content.heading,
    body: content.blocks.map(blockHtml),
    why: WHY,
  });
}

export function render(content: Content): Mail {
  return {
    to: [content.to],
    replyTo: content.replyTo,
    // A stray line break in a stored name must not make the send fail (mime.ts refuses it).
    subject: content.subject.replace(/\s+/g, " ").trim(),
    text: renderText(content),
    html: renderHtml(content),
    ...(content.attachments ? { attachments: content.attachments } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Facts written out

function span(f: BookingMailFacts): { startMs: number; endMs: number } {
  const startMs = sastToMs(f.date, f.time);
  return { startMs, endMs: startMs + f.duration * MINUTE_MS };
}

/** "Monday 23 November 2026, 09:00–10:00 (SAST)" */
export function when(f: BookingMailFacts): string {
  return `${longDate(f.date)}, ${f.time}–${sastTime(span(f).endMs)} (SAST)`;
}

/** "Monday 23 November 2026 at 09:00", for subjects. */
export function subjectWhen(f: BookingMailFacts): string {
  return `${longDate(f.date)} at ${f.time}`;
}

export function patientName(f: BookingMailFacts): string {
  return [f.patient.firstName, f.patient.lastName].filter(Boolean).join(" ");
}

export function where(f: BookingMailFacts): Inline[] {
  if (f.type === "in-person") return [f.practitioner.address];
  return f.videoUrl ? ["Virtual appointment: ", link(f.videoUrl, f.videoUrl)] : ["Virtual appointment"];
}

function payment(f: BookingMailFacts): string {
  if (f.bookingWith === "Cash/Card") return "Cash/Card";
  return f.medicalAidName ? `Medical aid: ${f.medicalAidName}` : "Medical aid";
}

export function patientDetails(f: BookingMailFacts): Block {
  return {
    kind: "details",
    rows: [
      ["When", [when(f)]],
      ["Practitioner", [`${f.practitioner.name}, ${f.practitioner.profession}`]],
      ["Where", where(f)],
      ["Payment", [payment(f)]],
    ],
  };
}

/** Every patient mail carries it: we are not an emergency service, and a wait can be days. */
export function crisisNote(wait: "your appointment" | "a new appointment"): Block {
  return {
    kind: "note",
    parts: [
      `If you are in crisis, do not wait for ${wait}: call SADAG on `,
      link(crisisLine.number, crisisLine.href),
      " (24 hours).",
      ...(emergencyLine
        ? [" In an emergency, call ", link(emergencyLine.number, emergencyLine.href), " from a cellphone."]
        : []),
    ],
  };
}

/** The practitioner's cancellation policy, where the patient's mail offers the manage link. */
function policyNote(f: BookingMailFacts): Block[] {
  return f.policy ? [p(f.policy)] : [];
}

const contactLink = link(siteConfig.contactEmail, `mailto:${siteConfig.contactEmail}`);

// ---------------------------------------------------------------------------------------------
// Calendar attachment

export { calendarUid };

export function calendarAttachment(
  f: BookingMailFacts,
  status: CalendarStatus,
  method: CalendarMethod,
  sequence: number,
): MailAttachment {
  const statusLine = {
    TENTATIVE: "Requested: pending the practitioner's confirmation.",
    CONFIRMED: "Confirmed by the practitioner.",
    CANCELLED: "Cancelled.",
  }[status];
  const location = f.type === "in-person" ? f.practitioner.address : (f.videoUrl ?? "Virtual appointment");
  const ics = appointmentCalendar({
    uid: calendarUid(f.bookingId),
    ...span(f),
    summary: `Appointment with ${f.practitioner.name}`,
    location,
    description: [
      statusLine,
      `${f.practitioner.name}, ${f.practitioner.profession}`,
      `Where: ${where(f).map(inlineText).join("")}`,
      `Payment: ${payment(f)}`,
      `View or cancel your booking: ${f.manageUrl}`,
    ].join("\n"),
    ...(/^https?:\/\/\S+$/.test(f.manageUrl) ? { url: f.manageUrl } : {}),
    status,
    method,
    // Each move raises every later file's SEQUENCE too, so the event is updated, never duplicated.
    sequence: sequence + (f.moves ?? 0),
    // We, not the practitioner, publish and later cancel the event, so we are its organizer.
    organizer: { name: siteConfig.brandName, email: siteConfig.contactEmail },
    nowMs: f.nowMs,
  });
  return {
    filename: "appointment.ics",
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: Buffer.from(ics, "utf8").toString("base64"),
  };
}

// ---------------------------------------------------------------------------------------------
// The mails

export function toPatient(f: BookingMailFacts, content: Omit<Content, "to" | "replyTo">): Mail {
  return render({ to: f.patient.email, replyTo: siteConfig.contactEmail, ...content });
}

/** Practitioners reply straight to the patient (whose address the mail shows them anyway). */
export function toPractitioner(f: BookingMailFacts, content: Omit<Content, "to" | "replyTo">): Mail {
  return render({ to: f.practitioner.email, replyTo: f.patient.email, ...content });
}

export function patientRequestReceived(f: BookingMailFacts): Mail {
  return toPatient(f, {
    subject: `Booking request received: ${f.practitioner.name} on ${subjectWhen(f)}`,
    heading: "Booking request received",
    blocks: [
      p(greeting(f.patient.firstName)),
      p(
        `Thank you for your booking request with ${f.practitioner.name}. It is pending the practitioner's ` +
          "confirmation: you will get another email when they confirm or decline it.",
      ),
      patientDetails(f),
      { kind: "button", label: "View or cancel your booking", href: f.manageUrl },
      ...policyNote(f),
      p("The attached calendar file (appointment.ics) adds the appointment to your calendar as tentative."),
      crisisNote("your appointment"),
    ],
    attachments: [calendarAttachment(f, "TENTATIVE", "PUBLISH", 0)],
  });
}

/**
 * The patient's first mail for a booking taken by phone or at the practice (issue 25): they made no
 * online request, so it says who booked it and does not thank them for one.
 */
export function patientBookedByPhone(f: BookingMailFacts): Mail {
  return toPatient(f, {
    subject: `Appointment booked for you: ${f.practitioner.name} on ${subjectWhen(f)}`,
    heading: "Appointment booked for you",
    blocks: [
      p(`Hi ${f.patient.firstName},`),
      p(
        `As arranged with you, this appointment with ${f.practitioner.name} has been booked for you. ` +
          "You will get another email when the practitioner confirms it.",
      ),
      patientDetails(f),
      { kind: "button", label: "View or cancel your booking", href: f.manageUrl },
      ...policyNote(f),
      p("The attached calendar file (appointment.ics) adds the appointment to your calendar as tentative."),
      crisisNote("your appointment"),
    ],
    attachments: [calendarAttachment(f, "TENTATIVE", "PUBLISH", 0)],
  });
}

export function practitionerNewRequest(f: BookingMailFacts): Mail {
  const name = patientName(f);
  return toPractitioner(f, {
    subject: `New booking request: ${name} on ${subjectWhen(f)}`,
    heading: "New booking request",
    blocks: [
      p(greeting(f.practitioner.firstName)),
      p(`${name} has requested an appointment with you. The time is held until you confirm or decline it.`),
      {
        kind: "details",
        rows: [
          ["Patient", [name]],
          ["Email", [link(f.patient.email, `mailto:${f.patient.email}`)]],
          ...(f.patient.cellphone
            ? [["Cellphone", [link(f.patient.cellphone, `tel:${f.patient.cellphone}`)]] as [string, Inline[]]]
            : []),
          ["When", [when(f)]],
          ["Type", [f.type === "in-person" ? "In person" : "Virtual"]],
          ["Where", where(f)],
          ["Payment", [payment(f)]],
        ],
      },
      { kind: "button", label: "Confirm or decline in your dashboard", href: f.dashboardUrl },
    ],
  });
}

export function patientConfirmed(f: BookingMailFacts): Mail {
  return toPatient(f, {
    subject: `Booking confirmed: ${f.practitioner.name} on ${subjectWhen(f)}`,
    heading: "Your booking is confirmed",
    blocks: [
      p(greeting(f.patient.firstName)),
      p(`${f.practitioner.name} has confirmed your appointment.`),
      patientDetails(f),
      { kind: "button", label: "View or cancel your booking", href: f.manageUrl },
      ...policyNote(f),
      p("The attached calendar file (appointment.ics) updates the appointment in your calendar."),
      crisisNote("your appointment"),
    ],
    attachments: [calendarAttachment(f, "CONFIRMED", "PUBLISH", 1)],
  });
}

/** The search page on the site the manage link points to (our origin in every environment). */
function searchUrl(f: BookingMailFacts): string | undefined {
  try {
    return new URL("/page/search", f.manageUrl).href;
  } catch {
    return undefined;
  }
}

/**
 * A request the practitioner declined, or (`withdrawn`) a confirmed appointment they can no longer
 * keep; `note` is what they wrote to the patient, if anything (plain text: the renderers escape it).
 */
function notSeeing(f: BookingMailFacts, withdrawn: boolean, note?: string): Mail {
  const search = searchUrl(f);
  return toPatient(f, {
    subject: `${withdrawn ? "Appointment cancelled" : "Booking request declined"}: ${f.practitioner.name} on ${subjectWhen(f)}`,
    heading: withdrawn ? "Your appointment was cancelled" : "Your booking request was declined",
    blocks: [
      p(greeting(f.patient.firstName)),
      p(
        withdrawn
          ? `Unfortunately ${f.practitioner.name} can no longer see you on ${when(f)}. We are sorry for the change.`
          : `Unfortunately ${f.practitioner.name} cannot see you on ${when(f)}.`,
      ),
      ...(note ? [p(`Message from ${f.practitioner.name}: `, note)] : []),
      p("You are welcome to choose another time or another practitioner."),
      ...(search ? [{ kind: "button", label: "Find another time", href: search } as Block] : []),
      // The request mail put a tentative event in their calendar: take it out again.
      p("The attached calendar file (appointment.ics) removes the appointment from your calendar."),
      crisisNote("a new appointment"),
    ],
    attachments: [calendarAttachment(f, "CANCELLED", "CANCEL", 1)],
  });
}

export const patientDeclined = (f: BookingMailFacts, note?: string): Mail => notSeeing(f, false, note);
/** The practitioner cancelled an appointment they had confirmed. */
export const patientWithdrawn = (f: BookingMailFacts, note?: string): Mail => notSeeing(f, true, note);

export function patientCancelled(f: BookingMailFacts): Mail {
  return toPatient(f, {
    subject: `Booking cancelled: ${f.practitioner.name} on ${subjectWhen(f)}`,
    heading: "Your booking is cancelled",
    blocks: [
      p(greeting(f.patient.firstName)),
      p(`Your appointment with ${f.practitioner.name} on ${when(f)} has been cancelled.`),
      p("If you did not expect this, contact us at ", contactLink, "."),
      { kind: "button", label: "View your booking", href: f.manageUrl },
      p("The attached calendar file (appointment.ics) removes the appointment from your calendar."),
      crisisNote("a new appointment"),
    ],
    attachments: [calendarAttachment(f, "CANCELLED", "CANCEL", 1)],
  });
}

export function practitionerCancelled(f: BookingMailFacts): Mail {
  const name = patientName(f);
  return toPractitioner(f, {
    subject: `Booking cancelled: ${name} on ${subjectWhen(f)}`,
    heading: "Booking cancelled",
    blocks: [
      p(greeting(f.practitioner.firstName)),
      p(
        `The booking with ${name} on ${when(f)} has been cancelled. The time is open for other bookings again.`,
      ),
      {
        kind: "details",
        rows: [
          ["Patient", [name]],
          ["When", [when(f)]],
          ["Type", [f.type === "in-person" ? "In person" : "Virtual"]],
          ...(f.cancelReason
            ? [["Reason for cancelling", [CANCEL_REASON_LABELS[f.cancelReason]]] as [string, Inline[]]]
            : []),
        ],
      },
      { kind: "button", label: "Open your dashboard", href: f.dashboardUrl },
    ],
  });
}
