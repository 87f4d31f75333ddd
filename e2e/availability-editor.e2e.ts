import { expect, type Locator, type Page, test } from "@playwright/test";
import { apiJson, bearerOf } from "./api-calls";
import { openDashboardSection, PIETER } from "./dashboard-sections";
import { settledAxe } from "./page-checks";

type Days = Record<string, { times: string[]; duration: number }>;
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];
/** What Monday is set to below, and then every weekday by "Copy to weekdays". */
const NEW_DAY = { times: ["08:00", "09:00", "10:00", "11:00", "13:00", "14:00", "15:00"], duration: 60 };

const row = (page: Page, day: string) => page.locator(`.av-row[data-day="${day}"]`);
/** The text a select shows (its chosen option), not its value (minutes). */
const shown = (select: Locator) => select.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.text);

async function openEditor(page: Page): Promise<void> {
  await expect(page.getByRole("list", { name: "Your weekly times" })).toBeVisible({ timeout: 20_000 });
}

async function axeClean(page: Page): Promise<void> {
  const axe = await (await settledAxe(page)).include(".av").analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
}

for (const width of [390, 1366]) {
  test(`the availability editor at ${width} px: saved times shown in 24-hour time, copy to weekdays, save, reload`, async ({
    page,
    request,
  }, testInfo) => {
    // Generous: axe reads some 8 000 time choices, slow on the shared 2-core machine.
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height: 844 });
    const auth = await bearerOf(request, PIETER);
    const before = (await apiJson(request, "/api/availability/template", { headers: auth })).body
      .days as Days;
    try {
      await openDashboardSection(page, "Availability");
      await openEditor(page);
      const panel = page.locator("section.av");

      // The saved times show: each saved day is on, its first hours start at its first saved time.
      for (const [key, day] of Object.entries(before)) {
        const name = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"][
          Number(key)
        ];
        const saved = row(page, name ?? "");
        await expect(saved.getByRole("checkbox")).toBeChecked();
        expect(await shown(saved.getByRole("combobox", { name: /from$/ }).first())).toBe(day.times[0]);
      }
      // 24-hour time everywhere, never the browser's AM/PM (the options included).
      await expect(panel).not.toContainText(/\b[AP]M\b/);
      await expect(row(page, "Monday").getByRole("combobox", { name: /from$/ }).first()).toContainText(
        "14:00",
      );

      // The panel is compact (2 337 px at 390 px: docs/decisions.md), its save on the screen while a day is edited.
      const height = (await panel.boundingBox())?.height ?? 0;
      testInfo.annotations.push({
        type: "panel height",
        description: `${Math.round(height)} px at ${width} px`,
      });
      expect(height).toBeLessThan(2_400);

      // Monday: 08:00-12:00 and 13:00-16:00, one-hour slots.
      const monday = row(page, "Monday");
      await monday.getByRole("checkbox").check();
      // One range to start from, whatever Monday held.
      while ((await monday.getByRole("button", { name: /^Remove / }).count()) > 0)
        await monday
          .getByRole("button", { name: /^Remove / })
          .last()
          .click();
      await monday.getByRole("combobox", { name: "Monday from" }).selectOption({ label: "08:00" });
      await monday.getByRole("combobox", { name: "Monday until" }).selectOption({ label: "12:00" });
      await monday.getByRole("button", { name: "Add hours on Monday" }).click();
      await expect(monday.getByRole("combobox", { name: "Monday (2) from" })).toBeFocused();
      await monday.getByRole("combobox", { name: "Monday (2) from" }).selectOption({ label: "13:00" });
      await monday.getByRole("combobox", { name: "Monday (2) until" }).selectOption({ label: "16:00" });
      await monday
        .getByRole("combobox", { name: "Monday slot length" })
        .selectOption({ label: "60 min slots" });
      const save = page.getByRole("button", { name: "Save weekly times" });
      await expect(save).toBeInViewport();
      await expect(page.locator(".av-savebar__state")).toHaveText("You have unsaved changes.");

      // A mistake is explained and nothing is sent.
      await monday.getByRole("combobox", { name: "Monday (2) until" }).selectOption({ label: "11:00" });
      let posted = 0;
      page.on("request", (r) => {
        if (r.method() === "POST" && r.url().includes("/api/availability/template")) posted += 1;
      });
      await save.click();
      await expect(monday.locator(".av-row__error")).toHaveText(
        "13:00-11:00: the end must be after the start.",
      );
      await expect(page.getByRole("alert").filter({ hasText: "Please check" })).toBeFocused();
      expect(posted).toBe(0);
      await monday.getByRole("combobox", { name: "Monday (2) until" }).selectOption({ label: "16:00" });
      // Put right, its message goes.
      await expect(monday.locator(".av-row__error")).toHaveCount(0);

      await monday
        .getByRole("button", { name: "Copy Monday's times to weekdays (Monday to Friday)" })
        .click();
      await expect(page.locator(".av-savebar__state")).toHaveText(
        "Monday's times copied to Monday to Friday. Save to keep them.",
      );
      const friday = row(page, "Friday");
      await expect(friday.getByRole("checkbox")).toBeChecked();
      expect(await shown(friday.getByRole("combobox", { name: "Friday (2) until" }))).toBe("16:00");

      await axeClean(page);
      await page.screenshot({
        path: testInfo.outputPath(`availability-editor-${width}.png`),
        fullPage: true,
      });
      const sent = page.waitForRequest(
        (r) => r.method() === "POST" && r.url().includes("/api/availability/template"),
      );
      await save.click();
      const body = (await sent).postDataJSON() as { days: Days };
      for (const key of ["1", "2", "3", "4", "5"]) expect(body.days[key]).toEqual(NEW_DAY);
      await expect(page.getByText("Operation Successfull !").first()).toBeVisible();
      await expect(page.locator(".av-savebar__state")).toHaveText("Your weekly times are saved.");

      // After a reload the saved hours show, and the server holds them.
      await page.reload();
      await openEditor(page);
      for (const day of WEEKDAYS) {
        const saved = row(page, day);
        expect(await shown(saved.getByRole("combobox", { name: `${day} (1) from` }))).toBe("08:00");
        expect(await shown(saved.getByRole("combobox", { name: `${day} (2) until` }))).toBe("16:00");
        expect(await shown(saved.getByRole("combobox", { name: `${day} slot length` }))).toBe("60 min slots");
      }
      const after = (await apiJson(request, "/api/availability/template", { headers: auth })).body
        .days as Days;
      expect(after["3"]).toEqual(NEW_DAY);
      await axeClean(page);
    } finally {
      // Pieter's week as it was: other tests book him.
      const restored = await apiJson(request, "/api/availability/template", {
        method: "POST",
        headers: auth,
        data: { days: before },
      });
      expect(restored.status).toBe(200);
    }
  });
}
