/**
 * A tax invoice as PDF (pdf-lib), with what section 20(4) of the VAT Act asks of a full tax invoice:
 * the words "Tax invoice", the supplier's name, address and VAT number, the recipient's name and
 * address, a serial number, the date of issue, a description of the supply, the value excluding VAT,
 * the VAT charged (15%) and the total. Rendered from the stored invoice on each download, so a copy
 * is always the invoice as issued.
 */
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import { VAT_PERCENT } from "../../core/billing";
import { longDate, sastDate } from "../../core/sast-time";
import { formatRandCents, siteConfig } from "../../core/site-config";
import type { InvoiceItem } from "../data/items";
import type { BillingConfig } from "../lib/env";

/** The standard fonts speak WinAnsi: a character outside it would throw, so it is replaced. */
function printable(text: string): string {
  return text.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, "?");
}

export async function invoicePdf(invoice: InvoiceItem, issuer: BillingConfig["issuer"]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Tax invoice ${invoice.number} | ${siteConfig.brandName}`);
  pdf.setAuthor(issuer.name);
  const page = pdf.addPage([595, 842]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 790;
  const line = (text: string, options: { size?: number; font?: typeof regular; x?: number } = {}) => {
    page.drawText(printable(text), {
      x: options.x ?? 50,
      y,
      size: options.size ?? 11,
      font: options.font ?? regular,
      color: rgb(0.12, 0.16, 0.2),
    });
  };
  const next = (gap = 16) => {
    y -= gap;
  };
  line("Tax invoice", { size: 24, font: bold });
  next(34);
  line(issuer.name, { font: bold });
  next();
  line(issuer.address);
  next();
  line(`VAT registration number: ${issuer.vatNumber}`);
  next(30);
  line(`Invoice number: ${invoice.number}`, { font: bold });
  next();
  line(`Date of issue: ${longDate(sastDate(Date.parse(invoice.issuedAt)))}`);
  next(30);
  line("Bill to", { font: bold });
  next();
  line(invoice.buyerName);
  next();
  line(invoice.buyerAddress);
  next(34);
  line("Description", { font: bold });
  line("Amount", { font: bold, x: 440 });
  next(18);
  line(invoice.description);
  line(formatRandCents(invoice.exclusiveCents), { x: 440 });
  next(30);
  line("Amount excluding VAT");
  line(formatRandCents(invoice.exclusiveCents), { x: 440 });
  next();
  line(`VAT at ${VAT_PERCENT}%`);
  line(formatRandCents(invoice.vatCents), { x: 440 });
  next();
  line("Total including VAT", { font: bold });
  line(formatRandCents(invoice.totalCents), { font: bold, x: 440 });
  next(40);
  line(`Paid by card through Paystack, reference ${invoice.reference}. Thank you.`, { size: 9 });
  return pdf.save();
}
