/**
 * What we read of SES's bounce and complaint events, as a configuration set's SNS event destination
 * publishes them (`eventType`) or an identity's notifications do (`notificationType`): the
 * documented JSON (docs.aws.amazon.com/ses/latest/dg/event-publishing-retrieving-sns-contents.html).
 * Anything else is ignored: SES may add fields and other event types.
 */
import type { SuppressionReason } from "./suppression-list";

export interface Suppression {
  address: string;
  reason: SuppressionReason;
  detail: string;
}

interface SesEvent {
  eventType?: string;
  notificationType?: string;
  bounce?: { bounceType?: string; bounceSubType?: string; bouncedRecipients?: { emailAddress?: string }[] };
  complaint?: { complaintFeedbackType?: string; complainedRecipients?: { emailAddress?: string }[] };
}

/** SES's word for the kind ("General", "NoEmail", "abuse"), never its free text, which can quote the address. */
const word = (value: string | undefined, otherwise: string) =>
  value?.replace(/[^A-Za-z0-9-]/g, "").slice(0, 40) || otherwise;

const addresses = (recipients: { emailAddress?: string }[] | undefined) =>
  (recipients ?? []).flatMap(({ emailAddress }) => (typeof emailAddress === "string" ? [emailAddress] : []));

/**
 * The addresses to suppress: every recipient of a permanent (hard) bounce or of a complaint. A
 * transient (soft) bounce suppresses nothing: SES has already retried that delivery for hours, and
 * the next mail may well arrive (a full mailbox empties).
 */
export function suppressionsOf(message: unknown): Suppression[] {
  const event = (message ?? {}) as SesEvent;
  const type = event.eventType ?? event.notificationType;
  if (type === "Bounce" && event.bounce?.bounceType === "Permanent")
    return addresses(event.bounce.bouncedRecipients).map((address) => ({
      address,
      reason: "bounce",
      detail: word(event.bounce?.bounceSubType, "Permanent"),
    }));
  if (type === "Complaint")
    return addresses(event.complaint?.complainedRecipients).map((address) => ({
      address,
      reason: "complaint",
      detail: word(event.complaint?.complaintFeedbackType, "complaint"),
    }));
  return [];
}
