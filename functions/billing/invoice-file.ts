/**
 * GET /api/billing/invoice/{number}: a tax invoice's PDF, rendered from the stored invoice. A
 * practitioner gets only their own (another's number answers 404, as an unknown one does); an admin
 * any. Sent as base64 in JSON, like every API answer; the dashboard saves it as a file.
 */
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { NotFoundError } from "../../core/errors";
import type { InvoiceFileResponse } from "../../core/schemas/billing";
import type { InvoiceItem } from "../data/items";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";
import { env } from "../lib/env";
import { httpHandler } from "../lib/http-handler";
import { invoicePdf } from "./invoice-pdf";

export const NO_SUCH_INVOICE = "We could not find that invoice.";

export const invoiceFile = httpHandler(
  { route: "GET /api/billing/invoice/{number}" },
  async ({ path, user }): Promise<InvoiceFileResponse> => {
    const { Item } = await db().send(
      new GetCommand({ TableName: tableName(), Key: keys.invoice(path.number) }),
    );
    const invoice = Item as InvoiceItem | undefined;
    if (!invoice || (user.role !== "admin" && invoice.practitionerId !== user.practitionerId))
      throw new NotFoundError(NO_SUCH_INVOICE);
    const pdf = await invoicePdf(invoice, env().billing.issuer);
    return {
      filename: `${invoice.number}.pdf`,
      content_type: "application/pdf",
      content_base64: Buffer.from(pdf).toString("base64"),
    };
  },
);
