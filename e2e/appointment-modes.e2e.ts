import { type APIRequestContext, expect, test } from "@playwright/test";
import { apiJson, bearerOf } from "./api-calls";
import { bookAs } from "./booking-form";
import { openDashboardSection } from "./dashboard-sections";
import { openTime } from "./open-times";
import { expectAxeClean } from "./page-checks";

/** Demo practitioner 3 (README); other tests book 1 and 2 in person, and this test puts 3 back. */
const LWANDO = {
  email: "lwando.mgijima@mgijima-counselling.example",
  password: "Practitioner#2026",
  id: "3",
};

/** Saves `modes` through the API as the editor does (the profile as GET gives it). */
async function setModes(request: APIRequestContext, modes: string[]): Promise<void> {
  const headers = await bearerOf(request, LWANDO);
  const { body } = await apiJson(request, "/api/profile/own", { headers });
  const { id: _id, name: _name, plan: _plan, ...editable } = body.profile as Record<string, unknown>;
  const saved = await apiJson(request, "/api/profile/own", {
    method: "POST",
    headers,
    data: { ...editable, appointment_modes: modes },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

test("a practitioner offers video calls only: the form offers only that, the booking shows its join link", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  try {
    // The editor: neither box is refused in words, then virtual only is saved.
    await openDashboardSection(page, "Profile", LWANDO);
    const inPerson = page.getByRole("checkbox", { name: "In person" });
    const virtual = page.getByRole("checkbox", { name: "Virtual (video call)" });
    await expect(inPerson).toBeChecked({ timeout: 20_000 });
    await expect(virtual).toBeChecked();
    await inPerson.uncheck();
    await virtual.uncheck();
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.locator("#pe-modes-error")).toHaveText(
      "Appointment types must include at least one: in person or virtual",
    );
    await expect(inPerson).toBeFocused();
    await virtual.check();
    await expect(page.locator("#pe-modes-error")).toHaveCount(0);
    const saved = page.waitForResponse(
      (response) => response.url().includes("/api/profile/own") && response.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Save profile" }).click();
    expect((await saved).status()).toBe(200);
    // The toast first: axe over it while it fades in read it as low contrast (an official CI run).
    await expect(page.locator(".vh-toast--success")).toBeVisible();
    await page.getByRole("group", { name: "How you see patients" }).scrollIntoViewIfNeeded();
    await expectAxeClean(page, "the profile editor after saving");
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole("group", { name: "How you see patients" }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`profile-editor-modes-${width}.png`) });
    }

    // The public profile and its booking form, on a phone and on a desktop.
    const emails: string[] = [];
    for (const width of [390, 1366]) {
      const visitor = await browser.newContext({ viewport: { width, height: 900 } });
      const patient = await visitor.newPage();
      await patient.goto(`/page/practitioner/${LWANDO.id}`);
      await expect(patient.locator(".vh-fact", { hasText: "Appointments" })).toContainText("Video call only");
      const { name } = await openTime(patient.locator("#availability"));
      await patient.getByRole("button", { name, exact: true }).click();
      const form = patient.locator("#booking form");
      await expect(form).toBeVisible();
      await expect(form.getByText("Video call appointment", { exact: true })).toBeVisible();
      await expect(form.getByRole("radio", { name: "In person" })).toHaveCount(0);
      await expect(form.getByRole("group", { name: "Appointment type" })).toHaveCount(0);
      await expectAxeClean(patient, `the booking form at ${width} px`);
      await form.getByText("Video call appointment", { exact: true }).scrollIntoViewIfNeeded();
      await patient.screenshot({ path: test.info().outputPath(`booking-form-video-only-${width}.png`) });
      const email = `e2e-video-${width}-${Date.now()}@example.org`;
      await bookAs(patient, email);
      emails.push(email);
      await visitor.close();
    }

    // The dashboard: each booking is a video call with a labelled join link.
    await page.goto("/dashboard#bookings");
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      for (const email of emails) {
        const card = page.locator(".db-booking", { hasText: email });
        await expect(card).toContainText("Virtual", { timeout: 20_000 });
        const join = card.getByRole("link", { name: /^Join the video call with Naledi/ });
        await expect(join).toHaveAttribute("href", /^https:\/\//);
        await expect(join).toHaveAttribute("target", "_blank");
      }
      await expectAxeClean(page, "the dashboard's bookings");
      await page.locator(".db-booking", { hasText: emails[0] }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`dashboard-join-link-${width}.png`) });
    }
  } finally {
    // Practitioner 3 is booked in person again by whatever runs next.
    await setModes(request, ["in-person", "virtual"]);
  }
});
