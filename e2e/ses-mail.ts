import { testPorts } from "../infra/local/test-ports";

/** What SES local's GET /store lists for each mail (the fields the e2e tests read). */
export interface StoredEmail {
  destination: { to: string[] };
  replyTo?: string[];
  subject: string;
  body: { text?: string; html?: string };
  attachments: { filename?: string; contentType: string; content: string /* base64 */ }[];
}

/** Every mail SES local has received for `address` (the outbox sends within a second or so). */
export async function emailsTo(address: string): Promise<StoredEmail[]> {
  const response = await fetch(`http://127.0.0.1:${testPorts.ses}/store`);
  const { emails } = (await response.json()) as { emails: StoredEmail[] };
  return emails.filter((email) => email.destination.to.includes(address));
}
