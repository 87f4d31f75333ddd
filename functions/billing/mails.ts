/**
 * The billing mails (issue 29): each tax invoice, with its PDF attached; and "Your payment did not go
 * through" after a failed renewal, with the date the listing leaves search and where to update the
 * card. Nothing from a booking is in them; amounts and dates only.
 */
import { longDate, sastDate } from "../../core/sast-time";
import { formatRandCents, siteConfig } from "../../core/site-config";
import type { InvoiceItem, PractitionerItem } from "../data/items";
import { p, renderBlocks } from "../email/blocks";
import { greeting } from "../email/greeting";
import type { Mail } from "../email/mime";
import { env } from "../lib/env";

type Recipient = Pick<PractitionerItem, "email" | "firstName">;

/** Where the practitioner sees and pays their package. */
export function billingAddress(): string {
  return `${env().siteUrl}/dashboard#billing`;
}

export function invoiceMail(to: Recipient, invoice: InvoiceItem, pdfBase64: string): Mail {
  const mail = renderBlocks({
    to: to.email,
    replyTo: siteConfig.contactEmail,
    subject: `Your tax invoice ${invoice.number} from ${siteConfig.brandName}`,
    heading: "Thank you for your payment",
    blocks: [
      p(greeting(to.firstName)),
      p(
        `We received ${formatRandCents(invoice.totalCents)} for your ${siteConfig.brandName} listing. Your tax invoice is attached, and always in your dashboard under Billing.`,
      ),
      {
        kind: "details",
        rows: [
          ["Invoice", invoice.number],
          ["Date", longDate(sastDate(Date.parse(invoice.issuedAt)))],
          ["For", invoice.description],
          ["Total incl. VAT", formatRandCents(invoice.totalCents)],
        ],
      },
      { kind: "button", label: "Open Billing", href: billingAddress() },
    ],
    why: `You are receiving this email because you pay for a listing on ${siteConfig.brandName}.`,
  });
  return {
    ...mail,
    attachments: [{ filename: `${invoice.number}.pdf`, contentType: "application/pdf", content: pdfBase64 }],
  };
}

export function pastDueMail(to: Recipient, graceEndsAt: string): Mail {
  const until = longDate(sastDate(Date.parse(graceEndsAt)));
  return renderBlocks({
    to: to.email,
    replyTo: siteConfig.contactEmail,
    subject: "Your payment did not go through",
    heading: "Your payment did not go through",
    blocks: [
      p(greeting(to.firstName)),
      p(`We could not take this month's payment for your ${siteConfig.brandName} listing.`),
      p(
        `Your listing stays in search and keeps taking bookings until ${until}. After that it is hidden until the payment goes through; bookings you already have stay as they are.`,
      ),
      p("Please pay again with a card that works: it takes a minute, and your listing is back at once."),
      { kind: "button", label: "Update your card", href: billingAddress(), hrefShown: true },
    ],
    why: `You are receiving this email because you pay for a listing on ${siteConfig.brandName}.`,
  });
}
