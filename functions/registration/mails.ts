/**
 * The /register emails, fully rendered for the outbox (functions/email/blocks.ts):
 * each mail is described once as blocks and rendered to text and to HTML (every value escaped).
 *
 * The applicant's mails go to an address nobody has proven is theirs yet, so they carry nothing the
 * form was given as free text: not the name (anyone can type anything there, and a public form would
 * carry it to any inbox), no registration number, address or phone; only the plan, from a fixed list.
 * The admins' mail has what they need to find the request, and links to the dashboard rather than
 * repeating everything.
 */
import { formatRand, siteConfig } from "../../core/site-config";
import type { RegistrationRequestItem } from "../data/items";
import { p, renderBlocks as render } from "../email/blocks";
import type { Mail } from "../email/mime";

export interface RegistrationMailFacts {
  request: Pick<
    RegistrationRequestItem,
    | "id"
    | "title"
    | "name"
    | "surname"
    | "email"
    | "occupation"
    | "city"
    | "subscriptionPlan"
    | "council"
    | "registrationNumber"
    | "workWith"
    | "referralCode"
  >;
  adminEmail: string;
  /** The admin dashboard (registration requests). */
  dashboardUrl: string;
}

const APPLIED_WHY = `You are receiving this email because someone applied to ${siteConfig.brandName} with this address. If it was not you, you can ignore it.`;

function plan(f: RegistrationMailFacts): string {
  const { label, monthlyCents } = siteConfig.plans[f.request.subscriptionPlan];
  return `${label} (${formatRand(monthlyCents)} per member per month)`;
}

/** "We received your application": the plan chosen, nothing the applicant typed. */
export function applicantReceived(f: RegistrationMailFacts): Mail {
  return render({
    to: f.request.email,
    replyTo: siteConfig.contactEmail,
    subject: `We received your application to join ${siteConfig.brandName}`,
    heading: "We received your application",
    blocks: [
      p("Hello,"),
      p(
        `Thank you for applying to list your practice on ${siteConfig.brandName} with the ${plan(f)}. ` +
          "Our team checks every application, including your professional registration, usually within " +
          "two working days.",
      ),
      p(
        "When your application is approved we will email you a link to set your password and log in. " +
          "If we cannot approve it, we will let you know.",
      ),
      p(`Questions? Reply to this email or write to ${siteConfig.contactEmail}.`),
    ],
    why: APPLIED_WHY,
  });
}

/** New request for the admins: enough to recognise it, the rest in the dashboard. */
export function adminNewRequest(f: RegistrationMailFacts): Mail {
  const r = f.request;
  const fullName = `${r.title} ${r.name} ${r.surname}`;
  return render({
    to: f.adminEmail,
    replyTo: r.email,
    subject: `New registration request: ${fullName}, ${r.occupation}`,
    heading: "New registration request",
    blocks: [
      p(`${fullName} has applied to join ${siteConfig.brandName}.`),
      {
        kind: "details",
        rows: [
          ["Name", fullName],
          ["Occupation", r.occupation],
          ["City", r.city],
          ["Registration", `${r.council} ${r.registrationNumber}`],
          ["Plan", plan(f)],
          ["Works with", r.workWith.join(", ")],
          ...(r.referralCode ? [["Referral code", r.referralCode] as [string, string]] : []),
          ["Request id", r.id],
        ],
      },
      { kind: "button", label: "Review it in the dashboard", href: f.dashboardUrl },
    ],
    why: `You are receiving this email as an administrator of ${siteConfig.brandName}.`,
  });
}

/**
 * Sent instead of "we received your application" when the address already has an account: the
 * form answers every email alike (so it cannot be used to find out who is listed), and only the
 * owner of the address learns why nothing new happened.
 */
export function applicantHasAccount(f: { email: string; loginUrl: string; resetUrl: string }): Mail {
  return render({
    to: f.email,
    replyTo: siteConfig.contactEmail,
    subject: `You already have a ${siteConfig.brandName} account`,
    heading: "You already have an account",
    blocks: [
      p("Hello,"),
      p(
        `Someone, probably you, applied to list a practice on ${siteConfig.brandName} with this email ` +
          "address. It already belongs to an account, so we did not create a new application.",
      ),
      { kind: "button", label: "Log in", href: f.loginUrl },
      p(`Forgot your password? Choose a new one here: ${f.resetUrl}`),
    ],
    why: APPLIED_WHY,
  });
}

/** Sent instead of a second "we received" when an application for this address is still being reviewed. */
export function applicantAlreadyApplied(f: { email: string }): Mail {
  return render({
    to: f.email,
    replyTo: siteConfig.contactEmail,
    subject: `Your application to ${siteConfig.brandName} is still being reviewed`,
    heading: "Your application is still being reviewed",
    blocks: [
      p("Hello,"),
      p(
        "We received another application with this email address while your first one is still being " +
          "reviewed, so we kept the first one. We will email you as soon as it is decided.",
      ),
      p(`Need to change something? Reply to this email or write to ${siteConfig.contactEmail}.`),
    ],
    why: APPLIED_WHY,
  });
}
