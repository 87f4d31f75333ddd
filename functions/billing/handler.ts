import { routeGroup } from "../lib/route-group";
import { billingOverview, paymentHistory } from "./admin";
import { cancelPackage } from "./cancel";
import { startCheckout } from "./checkout";
import { invoiceFile } from "./invoice-file";
import { ownBilling } from "./own";
import { changePlan } from "./plan-change";
import { receiveWebhook } from "./webhook";

/** Route group "billing" (issue 29): the practitioner's package, Paystack's webhook, the admins' view. */
export const handler = routeGroup("billing", {
  "GET /api/billing/own": ownBilling,
  "POST /api/billing/checkout": startCheckout,
  "POST /api/billing/cancel": cancelPackage,
  "POST /api/billing/plan": changePlan,
  "GET /api/billing/invoice/{number}": invoiceFile,
  "POST /api/billing/webhook": receiveWebhook,
  "GET /api/billing/overview": billingOverview,
  "GET /api/billing/practitioner/{id}": paymentHistory,
});
