import type { FrameLocator, Locator, Page } from "@playwright/test";

/** Picks how to pay on the booking form: cash when offered, else the first medical aid. */
export async function choosePayment(scope: Page | Locator | FrameLocator): Promise<void> {
  const cash = scope.getByRole("radio", { name: "Cash/Card" });
  if ((await cash.count()) > 0) {
    await cash.check();
    return;
  }
  await scope.getByRole("radio", { name: "Medical aid" }).check();
  await scope.getByLabel("Medical aid *").selectOption({ index: 1 });
}
