import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import type { BillingState } from "../../core/billing";
import { billingWrites } from "../../functions/billing/store-billing";
import type { PaymentItem, PractitionerItem } from "../../functions/data/items";
import { keys } from "../../functions/data/keys";
import { db, tableName } from "../../functions/lib/db";
import { adminForThisFile } from "../../functions/test/auth-fixtures";
import { billingCall } from "../../functions/test/billing-fixtures";
import { clockAtTestNowInEachTest, TEST_NOW } from "../../functions/test/booking-fixtures";
import { putBare, useOwnTable } from "../../functions/test/own-table";
import { backfillBilling } from "./backfill-billing";
import { runMigration } from "./run";

const target = () => ({ client: db(), tableName: tableName() });

function practitioner(id: string, plan: PractitionerItem["plan"], isActive: boolean, billing?: BillingState) {
  const name = `Dr Ayanda Billing${id}`;
  return {
    ...keys.practitioner(id),
    ...keys.practitionerByStatus(isActive, name.toLowerCase(), id),
    entity: "practitioner",
    id,
    name,
    firstName: "Ayanda",
    lastName: `Billing${id}`,
    email: `ayanda.${id}@example.co.za`,
    contactNumber: "0215550100",
    profession: "Dietitian",
    image: "/images/practitioners/1.svg",
    bio: "Dietitian.",
    services: ["Nutrition plans"],
    address: {
      street: "12 Main Road",
      suburb: "Sea Point",
      city: "Cape Town",
      province: "Western Cape",
      postalCode: "8005",
    },
    plan,
    isActive,
    ...(billing && { billing }),
  } as PractitionerItem;
}

const AT = new Date(TEST_NOW - 3_600_000).toISOString();

function payment(practitionerId: string, kind: PaymentItem["kind"], reference: string): PaymentItem {
  return {
    ...keys.payment(practitionerId, AT, reference),
    ...keys.paymentByMonth("2026-11", AT, practitionerId),
    entity: "payment",
    practitionerId,
    kind,
    amountCents: 70_000,
    plan: "business_package",
    reference,
    at: AT,
  };
}

describe("npm run migrate: the billing overview's counters and failed-payment index", () => {
  beforeAll(async () => {
    await useOwnTable(`migrate-billing-${Date.now().toString(36)}`);
    await putBare(practitioner("1", "starter_package", true));
    await putBare(practitioner("2", "business_package", true, { status: "past_due" }));
    await putBare(practitioner("3", "business_package", true, { status: "cancelled" }));
    await putBare(practitioner("4", "starter_package", true, { status: "unpaid" }));
    await putBare(practitioner("5", "business_package", false, { status: "active" }));
    await putBare(payment("2", "failed", "fail-2"));
    await putBare(payment("1", "paid", "paid-1"));
  }, 60_000);
  clockAtTestNowInEachTest();
  // After the table is this file's own: the admin's account lives there.
  const admin = adminForThisFile();
  const overview = async () => (await billingCall("GET", "/api/billing/overview", admin.headers)).body;

  it("counts the existing listings and indexes the failed payment; a live billing write keeps the counters", async () => {
    expect(await overview()).toMatchObject({ active: 0, past_due: 0, mrr_cents: 0, failed_payments: [] });

    const done = await runMigration(target(), backfillBilling, { pageSize: 3, pauseMs: 0 });
    expect(done.status).toBe("done");
    const counted = {
      unpaid: 1,
      active: 1,
      past_due: 1,
      cancelled: 1,
      // Practitioner 1 (starter) and 2 (business, in grace); 5 is deactivated.
      mrr_cents: 37_500 + 70_000,
      failed_payments: [
        {
          practitioner_id: "2",
          name: "Dr Ayanda Billing2",
          at: AT,
          amount_cents: 70_000,
          reference: "fail-2",
        },
      ],
    };
    expect(await overview()).toEqual(counted);

    // Run again after a lost end: the same totals, not twice them.
    await putBare({
      ...keys.migration(backfillBilling.name),
      entity: "migration",
      state: {},
      read: 0,
      written: 0,
    });
    await runMigration(target(), backfillBilling, { pageSize: 4, pauseMs: 0 });
    expect(await overview()).toEqual(counted);

    // Practitioner 4 pays: unpaid to active, and their plan joins the revenue, in the same transaction.
    const unpaid = practitioner("4", "starter_package", true, { status: "unpaid" });
    const { writes } = billingWrites(unpaid, { status: "active" }, "starter_package", TEST_NOW);
    await db().send(new TransactWriteCommand({ TransactItems: writes }));
    expect(await overview()).toEqual({
      ...counted,
      unpaid: 0,
      active: 2,
      mrr_cents: counted.mrr_cents + 37_500,
    });
  });
});
