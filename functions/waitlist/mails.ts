/**
 * The waitlist's mails to the patient (issue 26), in the booking mails' blocks: the confirmation
 * with its leave link, an offer of a freed time with its hold, and "it has gone". Never anything
 * beyond the first name, the practitioner and the time; the links only open pages.
 */
import { longDate } from "../../core/sast-time";
import { siteConfig } from "../../core/site-config";
import { crisisNote, p, render } from "../booking/mails";
import { greeting } from "../email/greeting";
import type { Mail } from "../email/mime";
import { leaveUrl } from "./leave-link";

export interface WaitlistMailFacts {
  to: string;
  firstName: string;
  practitionerName: string;
  /** The page that leaves the waitlist (asks with a button). */
  leaveUrl: string;
}

/** What every mail about an entry starts from: its patient, the practitioner, the entry's leave link. */
export function entryMailFacts(
  entry: { email: string; firstName: string; SK: string; expiresAtMs: number },
  practitioner: { id: string; name: string },
): WaitlistMailFacts {
  return {
    to: entry.email,
    firstName: entry.firstName,
    practitionerName: practitioner.name,
    leaveUrl: leaveUrl({ practitionerId: practitioner.id, entrySK: entry.SK }, entry.expiresAtMs),
  };
}

function toPatient(
  f: WaitlistMailFacts,
  subject: string,
  heading: string,
  blocks: Parameters<typeof render>[0]["blocks"],
): Mail {
  return render({
    to: f.to,
    replyTo: siteConfig.contactEmail,
    subject,
    heading,
    blocks: [
      p(greeting(f.firstName)),
      ...blocks,
      p("If you no longer want these emails, you can leave the waitlist at any time."),
      { kind: "button", label: "Leave the waitlist", href: f.leaveUrl },
      crisisNote("a new appointment"),
    ],
  });
}

export function waitlistJoinedMail(f: WaitlistMailFacts, untilDate: string): Mail {
  return toPatient(f, `You are on ${f.practitionerName}'s waitlist`, "You are on the waitlist", [
    p(`You joined the waitlist of ${f.practitionerName}.`),
    p(
      "When a time that suits you comes free, we will email you. The first three people on the list get the offer, and the time is kept for them for a few minutes.",
    ),
    p(`Your place on the list lasts until ${longDate(untilDate)}.`),
  ]);
}

export interface OfferFacts extends WaitlistMailFacts {
  date: string;
  time: string;
  /** The profile with the offered time chosen. */
  offerUrl: string;
  /** SAST "HH:mm" the hold ends, or undefined when the time is too close to hold (first come). */
  heldUntil: string | undefined;
}

export function waitlistOfferMail(f: OfferFacts): Mail {
  const when = `${f.time} on ${longDate(f.date)}`;
  return toPatient(f, `A time came free: ${f.practitionerName} at ${when}`, "A time came free", [
    p(`A time with ${f.practitionerName} came free: ${when}.`),
    p(
      f.heldUntil
        ? `We are keeping it for you and two others on the list until ${f.heldUntil}. Whoever books first gets it.`
        : "It is soon, so we cannot keep it: whoever books first gets it.",
    ),
    { kind: "button", label: "Book this time", href: f.offerUrl },
  ]);
}

export function waitlistGoneMail(f: WaitlistMailFacts & { date: string; time: string }): Mail {
  const when = `${f.time} on ${longDate(f.date)}`;
  return toPatient(f, `The time at ${when} has gone`, "That time has gone", [
    p(`Someone else on the list booked the time with ${f.practitionerName} at ${when}.`),
    p("You are still on the waitlist: we will email you when another time comes free."),
  ]);
}
