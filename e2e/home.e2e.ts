import { expect, type Page, test } from "@playwright/test";
import { settledAxe } from "./page-checks";

interface FeaturedService {
  id: string;
  name: string;
  image: string;
}

async function featuredFromApi(
  request: import("@playwright/test").APIRequestContext,
): Promise<FeaturedService[]> {
  const response = await request.get("/api/get/feature/services", {
    headers: { "X-Requested-With": "XMLHttpRequest" },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as FeaturedService[];
}

/** Holds back a widget's chunk until `release()` is called: the page as a slow phone sees it. */
async function holdChunk(page: Page, widget: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/widgets/${widget}-*.js`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe("home page", () => {
  test("shows the featured-services carousel with the slides the API returns", async ({ page, request }) => {
    const services = await featuredFromApi(request);
    expect(services.length).toBeGreaterThanOrEqual(5);
    await page.goto("/");
    const carousel = page.getByRole("group", { name: "Featured services" });
    await expect(carousel.getByRole("button", { name: services[0]?.name ?? "" }).first()).toBeVisible();
    // Slides out of view are hidden from assistive tech, so compare the rendered names instead.
    const names = await carousel.locator(".fs-card__name").allTextContents();
    expect(new Set(names)).toEqual(new Set(services.map((service) => service.name)));
  });

  test("clicking a slide puts the service in the search box and says so", async ({ page, request }) => {
    const [first] = await featuredFromApi(request);
    if (!first) throw new Error("seed has no featured services");
    await page.goto("/");
    await page
      .getByRole("group", { name: "Featured services" })
      .getByRole("button", { name: first.name })
      .first()
      .click();
    await expect(page.getByLabel("What are you looking for?")).toHaveValue(first.name);
    await expect(page.getByText(`${first.name} added in the search input field.`)).toBeVisible();
  });

  test("a slide clicked before the search box has loaded still lands in it", async ({ page, request }) => {
    const [first] = await featuredFromApi(request);
    if (!first) throw new Error("seed has no featured services");
    const release = await holdChunk(page, "search-box");
    await page.goto("/");
    const search = page.getByLabel("What are you looking for?");
    await search.fill("typed before the script");
    await expect(search).toHaveValue("typed before the script");
    await page
      .getByRole("group", { name: "Featured services" })
      .getByRole("button", { name: first.name })
      .first()
      .click();
    release();
    await expect(search).toHaveValue(first.name);
    await expect(page.getByText(`${first.name} added in the search input field.`)).toBeVisible();
  });

  test("what a person typed before the search script loaded is kept", async ({ page }) => {
    const release = await holdChunk(page, "search-box");
    await page.goto("/");
    await page.getByLabel("What are you looking for?").fill("grief");
    await page.getByLabel("Where?").fill("Soweto");
    const mounted = page.waitForResponse("**/widgets/search-box-*.js");
    release();
    await mounted;
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/find=grief/);
    expect(new URL(page.url()).searchParams.get("address")).toBe("Soweto");
  });

  test("searching goes to the search page with the typed text and place", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel("What are you looking for?").fill("anxiety");
    await page.getByLabel("Where?").fill("Sea Point");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/page\/search\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get("find")).toBe("anxiety");
    expect(url.searchParams.get("type")).toBe("find");
    expect(url.searchParams.get("address")).toBe("Sea Point");
  });

  test("the rotating headline word changes every 1.5 seconds", async ({ page }) => {
    await page.goto("/");
    const word = page.locator(".hero__word");
    const first = await word.textContent();
    await expect(word).not.toHaveText(first ?? "", { timeout: 4000 });
    expect(["GP's.", "Psychologists.", "Counsellors."]).toContain((await word.textContent())?.trim());
  });

  test("the rotating headline can be paused and played again", async ({ page }) => {
    await page.goto("/");
    const word = page.locator(".hero__word");
    await page.getByRole("button", { name: "Pause rotating headline" }).click();
    const paused = await word.textContent();
    await page.waitForTimeout(3200);
    await expect(word).toHaveText(paused ?? "");
    await page.getByRole("button", { name: "Play rotating headline" }).click();
    await expect(word).not.toHaveText(paused ?? "", { timeout: 4000 });
  });

  test("header offers 'Login as Practitioner' without a token and Dashboard with one", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Login as Practitioner" })).toHaveAttribute(
      "href",
      "/login",
    );
    await expect(header.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
    await expect(header.getByRole("link", { name: "Virtual Receptionist" })).toHaveCount(0);

    await page.evaluate(() => localStorage.setItem("token", "demo-token"));
    await page.reload();
    await expect(header.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(header.getByRole("link", { name: "Virtual Receptionist" })).toBeAttached();
    await expect(header.getByRole("link", { name: "Login as Practitioner" })).toHaveCount(0);
  });

  test("shows the crisis helplines and that we are not an emergency service", async ({ page }) => {
    await page.goto("/");
    const crisis = page.getByRole("region", { name: "Need help right now?" });
    await expect(crisis.getByRole("link", { name: /0800 567 567/ })).toHaveAttribute(
      "href",
      "tel:0800567567",
    );
    await expect(crisis).toContainText("not an emergency service");
  });

  test("the 'Book online 24/7 Free' tile and the packages link where the spec says", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: /Book online 24\/7 Free/ })).toHaveAttribute(
      "href",
      "/page/search?service=&address=&type=service&lat&lng",
    );
    const plans = page.getByRole("region", { name: "Simple packages for your practice" });
    await expect(plans).toContainText("R375");
    await expect(plans).toContainText("R700");
    await expect(plans.getByRole("link", { name: /Sign Up/ }).first()).toHaveAttribute("href", "/register");
  });

  for (const viewport of [
    { name: "phone", width: 390, height: 844 },
    { name: "desktop", width: 1366, height: 900 },
  ]) {
    test(`axe-core finds no violations on / (${viewport.name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      await expect(page.locator(".fs-card").first()).toBeVisible();
      const results = await (await settledAxe(page)).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  }
});
