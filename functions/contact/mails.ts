/**
 * The contact form's one mail: the visitor's message to support, with the visitor as Reply-To so
 * support answers them directly. Nothing is mailed to the visitor (the form would otherwise send
 * our mail to any address someone types).
 */
import { siteConfig } from "../../core/site-config";
import { p, renderBlocks } from "../email/blocks";
import type { Mail } from "../email/mime";

export interface ContactMailFacts {
  to: string;
  id: string;
  name: string;
  email: string;
  contactNumber: string;
  message: string;
  inboxUrl: string;
}

export function supportContactMail(f: ContactMailFacts): Mail {
  return renderBlocks({
    to: f.to,
    // The address was checked by the form's schema; mime.ts refuses any line break in a header.
    replyTo: f.email,
    subject: `Contact form: ${f.name}`,
    heading: "New message from the contact form",
    blocks: [
      p(`${f.name} wrote through the Contact us page. Reply to this email to answer them.`),
      {
        kind: "details",
        rows: [
          ["Name", f.name],
          ["Email", f.email],
          ["Contact number", f.contactNumber],
          ["Message id", f.id],
        ],
      },
      { kind: "pre", text: f.message },
      { kind: "button", label: "Open the contact inbox", href: f.inboxUrl },
    ],
    why: `You are receiving this email as the support address of ${siteConfig.brandName}.`,
  });
}
