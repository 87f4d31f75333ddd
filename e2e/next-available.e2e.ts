/**
 * "Next available" in Chromium (issue 26 item 5), at a phone's and a laptop's width: the search
 * results say each practitioner's next open time, "Soonest available" orders by it, and booking a
 * practitioner's next open time moves what their card and profile say. Axe-clean; screenshots in
 * test-results for a person to look at.
 */
import { expect, type Page, test } from "@playwright/test";
import { nextAvailableText } from "../core/next-available";
import { sastDate, sastTime } from "../core/sast-time";
import { apiJson, submitBooking, weekSlots } from "./api-calls";
import { expectAxeClean, expectNoSidewaysScroll } from "./page-checks";

const PSYCHOLOGISTS = "/page/search?profession=Psychologist&type=profession&address=&lat=&lng=";

// No internet here: map tiles are refused at once instead of hanging.
test.beforeEach(async ({ page }) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
});

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });
}

interface Result {
  id: string;
  next_available: string | null;
}

for (const width of [390, 1366]) {
  test(`at ${width} px: results say when each is next available and sort soonest first`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(PSYCHOLOGISTS);
    const cards = page.locator("ol.sr__list > li");
    await expect(cards.first()).toBeVisible({ timeout: 30_000 });
    await expect(cards.first().locator(".sr-card__next")).toHaveText(
      /^(Next available: \w{3} \d{1,2} \w{3}, \d{2}:\d{2}|No open times online in the next 6 months)$/,
    );
    await expect(page.getByRole("link", { name: "Best match" })).toHaveAttribute("aria-current", "true");

    await page.getByRole("link", { name: "Soonest available" }).click();
    await expect(page).toHaveURL(/[?&]sort=soonest(&|$)/);
    await expect(page.getByRole("link", { name: "Soonest available" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    // The page shows the API's soonest order, each card its time as the API answers it.
    const api = (
      await apiJson(request, "/api/search/index?type=profession&profession=Psychologist&sort=soonest")
    ).body.data as Result[];
    const times = api.map((result) => result.next_available ?? "~");
    expect(times).toEqual([...times].sort());
    await expect(cards.first()).toHaveAttribute("data-id", api[0]?.id ?? "");
    await expect(cards.first().locator(".sr-card__next")).toHaveText(
      nextAvailableText(api[0]?.next_available ?? null),
    );
    await expectAxeClean(page, `search sorted soonest at ${width} px`);
    await expectNoSidewaysScroll(page, `search sorted soonest at ${width} px`);
    await shoot(page, `search-soonest-${width}`);

    // The profile says the same, above the button to all its times.
    await cards.first().locator("a.sr-card__link").click();
    await expect(page.locator(".pp-next")).toHaveText(nextAvailableText(api[0]?.next_available ?? null));
    await expectAxeClean(page, `profile at ${width} px`);
    await expectNoSidewaysScroll(page, `profile at ${width} px`);
    await shoot(page, `profile-${width}`);
  });
}

test("booking a practitioner's next open time moves what their card and profile say", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  const api = (
    await apiJson(request, "/api/search/index?type=profession&profession=Psychologist&sort=soonest")
  ).body.data as Result[];
  const first = api.find((result) => result.next_available !== null);
  if (!first?.next_available) throw new Error("no psychologist with an open time");
  const before = first.next_available;

  await page.goto(`/page/practitioner/${first.id}`);
  await expect(page.locator(".pp-next")).toHaveText(nextAvailableText(before));
  await expectAxeClean(page, "profile with next available");
  await shoot(page, "profile-next-available-390");

  // Book exactly that time, as the booking form would (its slot length from the calendar).
  const startMs = Date.parse(before);
  const date = sastDate(startMs);
  const sunday = new Date(Date.parse(date) - new Date(Date.parse(date)).getUTCDay() * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const record = (await weekSlots(request, first.id, sunday)).practitioner.find((day) => day.date === date);
  if (!record) throw new Error(`no calendar day ${date} for practitioner ${first.id}`);
  const booked = await submitBooking(request, first.id, `next-available-${Date.now()}@patients.example`, {
    date: `${date} ${sastTime(startMs)}`,
    duration: record.duration,
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);

  await page.reload();
  const after = page.locator(".pp-next");
  await expect(after).not.toHaveText(nextAvailableText(before));
  await expect(after).toHaveText(/^(Next available: |No open times online)/);
  const moved = (await apiJson(request, `/api/practitioner/users?id=${first.id}`)).body.practitioner as {
    next_available: string | null;
  };
  expect(moved.next_available === null || moved.next_available > before).toBe(true);

  await page.goto(`${PSYCHOLOGISTS}&sort=soonest`);
  const card = page.locator(`ol.sr__list > li[data-id="${first.id}"]`);
  // Still on page 1 (a later time) or moved off it: either way it no longer says the booked time.
  if ((await card.count()) > 0)
    await expect(card.locator(".sr-card__next")).toHaveText(nextAvailableText(moved.next_available));
  await shoot(page, "search-after-booking-390");
});
