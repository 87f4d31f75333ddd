/**
 * Delivers one rendered Mail through SES v2 as raw MIME (functions/email/mime.ts). The outbox
 * sender calls this and owns retrying across invocations; within a call the SDK's standard retry
 * (3 attempts with backoff, throttling included) applies. Locally SES_ENDPOINT points at SES local.
 */
import { SESv2Client, SendEmailCommand } from "@aws-sdk/client-sesv2";
import { siteConfig } from "../../core/site-config";
import { AWS_REQUEST_TIMEOUTS } from "../lib/aws-timeouts";
import { env } from "../lib/env";
import { redactEmails } from "../lib/redact";
import { bareAddress, type Mail, rawMessage } from "./mime";

let client: SESv2Client | undefined;

/** One client per container (created on first use, reused across invocations), as db() does. */
function mailClient(): SESv2Client {
  if (!client) {
    const { region, sesEndpoint } = env();
    client = new SESv2Client(
      sesEndpoint
        ? {
            region,
            endpoint: sesEndpoint,
            credentials: { accessKeyId: "local", secretAccessKey: "local" },
            requestHandler: AWS_REQUEST_TIMEOUTS,
          }
        : { region, requestHandler: AWS_REQUEST_TIMEOUTS },
    );
  }
  return client;
}

/** Tests point the environment at another SES between suites. */
export function resetMailClientForTests(): void {
  client?.destroy();
  client = undefined;
}

/**
 * SES names recipients in some errors (an unverified or suppressed address). The error that leaves
 * here keeps SES's name and its message without addresses, and nothing else (no `$response`, no
 * cause), so whoever logs or stores it cannot leak them.
 */
export class MailSendError extends Error {
  constructor(cause: unknown) {
    super(redactEmails(cause instanceof Error ? cause.message : String(cause)));
    this.name = cause instanceof Error ? cause.name : "MailSendError";
  }
}

/** Sends the mail and answers SES's MessageId (kept on the outbox record for tracing bounces). */
export async function sendMail(mail: Mail): Promise<string> {
  try {
    const { sesFrom, sesConfigurationSet } = env();
    // SES matches the verified identity on the address and ignores the display name.
    const from = `${siteConfig.brandName} <${sesFrom}>`;
    const raw = rawMessage(mail, {
      from,
      messageIdDomain: sesFrom.slice(sesFrom.lastIndexOf("@") + 1),
      date: new Date(),
    });
    const { MessageId } = await mailClient().send(
      new SendEmailCommand({
        FromEmailAddress: from,
        Destination: { ToAddresses: mail.to.map((to) => bareAddress(to, "to")) },
        Content: { Raw: { Data: new TextEncoder().encode(raw) } },
        // SES's bounce and complaint events for this mail go to the stack (functions/mail-events).
        ...(sesConfigurationSet ? { ConfigurationSetName: sesConfigurationSet } : {}),
      }),
    );
    if (!MessageId) throw new Error("SES accepted the mail but returned no MessageId");
    return MessageId;
  } catch (error) {
    throw new MailSendError(error);
  }
}
