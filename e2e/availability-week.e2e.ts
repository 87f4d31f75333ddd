import { expect, test } from "@playwright/test";
import { openDashboardSection } from "./dashboard-sections";

test("a practitioner saves the weekly times unchanged: the request sends what was loaded", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const loaded = page.waitForResponse((response) => response.url().includes("/api/availability/template"));
  await openDashboardSection(page, "Availability");
  const template = (await (await loaded).json()) as { days: Record<string, unknown> };
  const save = page.getByRole("button", { name: "Save weekly times" });
  await expect(save).toBeVisible({ timeout: 20_000 });

  const sent = page.waitForRequest(
    (request) => request.method() === "POST" && request.url().includes("/api/availability/template"),
  );
  await save.click();
  const body = (await sent).postDataJSON() as { days: Record<string, unknown> };
  for (const [day, times] of Object.entries(template.days)) expect(body.days[day]).toEqual(times);
  await expect(page.getByText("Operation Successfull !")).toBeVisible({ timeout: 20_000 });
  await expect(page.locator(".av-error")).toHaveCount(0);
});
