import { GetCommand, QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { escapeHtml } from "../core/escape-html";
import { NO_IMAGE_TO_PUBLISH } from "../core/schemas/blog";
import { LOCAL_TABLE, localClients } from "../infra/local/stack";
import { testPorts } from "../infra/local/test-ports";
import { apiJson, bearerOf, bookOpenTime, decideBooking } from "./api-calls";
import { DEMO_ADMIN, logIn } from "./log-in";
import { settledAxe } from "./page-checks";
import { PNG } from "./register-form";

/**
 * Reviews and blog: a review through the Add Review modal waits for the admin's queue,
 * then shows; a verified review from the emailed link shows at once with its badge and moves the
 * rating; the blog list and a post read well. axe on each new page at 390 and 1366 px.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const SES_STORE = `http://127.0.0.1:${testPorts.ses}/store`;
/** Practitioner 3 of the demo data has a login (confirming the booking) and is left to this file. */
const PRACTITIONER_3 = {
  id: "3",
  email: "lwando.mgijima@mgijima-counselling.example",
  password: "Practitioner#2026",
};

async function axeClean(page: Page, label: string): Promise<void> {
  const results = await (await settledAxe(page)).analyze();
  expect(results.violations.map((violation) => `${label}: ${violation.id}: ${violation.help}`)).toEqual([]);
}

/** A button of the blog editor's formatting toolbar. */
const formatting = (page: Page, name: string) =>
  page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name, exact: true });

async function noSidewaysScroll(page: Page, label: string): Promise<void> {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.scrollingElement?.scrollWidth ?? 0,
    window.innerWidth,
  ]);
  expect(scrollWidth, `${label} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
}

/** The stars the profile shows for practitioner `id` (rounded mean), read from the API. */
async function ratingsOf(request: APIRequestContext, id: string): Promise<number[]> {
  const { body } = await apiJson(request, `/api/practitioner/users?id=${id}`);
  return (body.practitioner as { get_reviews: { rating: number }[] }).get_reviews.map(
    (review) => review.rating,
  );
}
const roundedMean = (ratings: number[]) =>
  Math.round(ratings.reduce((sum, r) => sum + r, 0) / ratings.length);

test.describe("reviews", () => {
  test("a review through the modal waits for moderation, then shows", async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(PHONE);
    await page.goto("/page/practitioner/2#reviews");
    const add = page.getByRole("button", { name: "Add Review" });
    await expect(add).toBeVisible({ timeout: 30_000 });

    // The dialog: Escape closes it and focus returns to the button.
    await add.click();
    const dialog = page.getByRole("dialog", { name: "Add Review" });
    await expect(dialog).toBeVisible();
    await axeClean(page, "review modal (390)");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();

    // Nothing chosen: readable errors, nothing sent.
    await add.click();
    await dialog.getByRole("button", { name: "Submit review" }).click();
    await expect(dialog).toContainText("Please choose 1 to 5 stars.");
    await expect(dialog).toContainText("Please enter your name.");

    // Stars by keyboard: one radio group, arrows move the choice.
    await dialog.getByRole("radio", { name: /1 star/ }).focus();
    await page.keyboard.press("Space");
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
    await expect(dialog.getByRole("radio", { name: /4 stars/ })).toBeChecked();
    const name = `Modal reviewer ${Date.now().toString(36)}`;
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel(/Comment/).fill("Listened carefully.\nClear next steps.");
    await dialog.getByRole("button", { name: "Submit review" }).click();
    await expect(page.getByText("Thank you so much for feedback !")).toBeVisible();
    await expect(dialog).toBeHidden();
    // Held for moderation: not on the profile yet; the form is reset.
    await expect(page.locator("#reviews")).not.toContainText(name);
    await add.click();
    await expect(dialog.getByLabel("Name")).toHaveValue("");
    await expect(dialog.getByRole("radio", { checked: true })).toHaveCount(0);
    await page.keyboard.press("Escape");

    // The admin approves it from the queue.
    await logIn(page, DEMO_ADMIN);
    await page.goto("/admin/reviews");
    // The queue, not the decisions kept below it (where the review shows once approved).
    const queue = page.getByRole("region", { name: "Reviews waiting for a decision", exact: true });
    const row = queue.getByRole("row", { name: new RegExp(name) });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await axeClean(page, "/admin/reviews (390)");
    await noSidewaysScroll(page, "/admin/reviews (390)");
    await page.setViewportSize(DESKTOP);
    await axeClean(page, "/admin/reviews (1366)");
    await row.getByRole("button", { name: /^Approve/ }).click();
    await expect(page.getByText("Operation Successfull !")).toBeVisible();
    await expect(row).toHaveCount(0);

    await page.goto("/page/practitioner/2#reviews");
    await expect(page.locator("#reviews")).toContainText(name, { timeout: 30_000 });
    await expect(page.locator(".pp-review", { hasText: name })).not.toContainText("Verified patient");
  });

  test("a verified review from the emailed link shows its badge and moves the rating", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const email = `verified-${Date.now().toString(36)}@example.org`;
    const bookingId = await bookAndConfirm(request, email);
    expect(bookingId).toBeTruthy();
    // The invitation is due, and the link works, once the appointment has ended.
    await appointmentJustEnded(bookingId);
    const link = await invitationLink(email);

    const before = await ratingsOf(request, PRACTITIONER_3.id);
    const after = roundedMean([...before, 1]);
    await page.setViewportSize(DESKTOP);
    await page.goto(link);
    const dialog = page.getByRole("dialog", { name: "Add Review" });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toContainText("verified patient");
    // A click on the first star (its label).
    await dialog.locator("label", { hasText: "1 star: poor" }).click();
    await expect(dialog.getByRole("radio", { name: /1 star/ })).toBeChecked();
    const name = `Verified ${Date.now().toString(36)}`;
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByRole("button", { name: "Submit review" }).click();
    await expect(page.getByText("Thank you so much for feedback !")).toBeVisible();
    await expect(dialog).toBeHidden();
    // Published at once, with the badge, and the rating moved with it.
    const review = page.locator(".pp-review", { hasText: name });
    await expect(review).toContainText("Verified patient", { timeout: 30_000 });
    await expect(page.locator(".pp-reviews__summary").getByRole("img")).toHaveAccessibleName(
      `Rated ${after} out of 5`,
    );
    await expect(
      page
        .locator(".pp-sidebar, .profile-layout__sidebar")
        .getByRole("img", { name: `Rated ${after} out of 5` })
        .first(),
    ).toBeVisible();
    // The link works once.
    expect(new URL(page.url()).searchParams.get("review")).toBeNull();
  });
});

/** Books practitioner 3's first open time from next week on through the API, and confirms it as them. */
async function bookAndConfirm(request: APIRequestContext, email: string): Promise<string> {
  const booking = await bookOpenTime(request, PRACTITIONER_3.id, email);
  await decideBooking(request, await bearerOf(request, PRACTITIONER_3), "confirm", booking);
  return booking.id;
}

/**
 * As if the appointment had just ended: the clock cannot be moved in a running stack, so the test
 * moves the booking's date back a week (a verified review needs an appointment that has ended) and
 * its invitation's due time to now. The invitation is found through the booking's mail ids and
 * kind, never through its content.
 */
async function appointmentJustEnded(bookingId: string): Promise<void> {
  const { doc } = localClients(testPorts.dynamodb);
  const { Items = [] } = await doc.send(
    new QueryCommand({
      TableName: LOCAL_TABLE,
      KeyConditionExpression: "PK = :pk AND begins_with(SK, :booking)",
      FilterExpression: "id = :id",
      ExpressionAttributeValues: {
        ":pk": `PRAC#${PRACTITIONER_3.id}`,
        ":booking": "BOOKING#",
        ":id": bookingId,
      },
      ConsistentRead: true,
    }),
  );
  const booking = Items[0];
  if (!booking) throw new Error("booking not found");
  const weekAgo = new Date(Date.parse(`${booking.date as string}T12:00:00Z`) - 7 * 86_400_000);
  await doc.send(
    new UpdateCommand({
      TableName: LOCAL_TABLE,
      Key: { PK: booking.PK, SK: booking.SK },
      UpdateExpression: "SET #date = :past",
      ExpressionAttributeNames: { "#date": "date" },
      ExpressionAttributeValues: { ":past": weekAgo.toISOString().slice(0, 10) },
    }),
  );
  for (const id of booking.mailIds as string[]) {
    const { Item } = await doc.send(
      new GetCommand({
        TableName: LOCAL_TABLE,
        Key: { PK: `OUTBOX#${id}`, SK: "MAIL" },
        ConsistentRead: true,
      }),
    );
    if (Item?.kind !== "review-invite") continue;
    await doc.send(
      new UpdateCommand({
        TableName: LOCAL_TABLE,
        Key: { PK: Item.PK, SK: Item.SK },
        UpdateExpression: "SET GSI2SK = :now",
        ExpressionAttributeValues: { ":now": `${new Date(Date.now() - 1000).toISOString()}#${id}` },
      }),
    );
    return;
  }
  throw new Error("no review invitation queued");
}

/** The review link in the invitation SES local received (path and query: the stack's own origin). */
async function invitationLink(email: string): Promise<string> {
  let text = "";
  await expect
    .poll(
      async () => {
        const { emails } = (await (await fetch(SES_STORE)).json()) as {
          emails: { destination: { to: string[] }; subject: string; body: { text?: string } }[];
        };
        text =
          emails.find(
            (mail) => mail.destination.to.includes(email) && /How was your appointment/.test(mail.subject),
          )?.body.text ?? "";
        return text;
      },
      { timeout: 30_000 },
    )
    .toContain("?review=");
  const url = new URL(/https?:\/\/\S+\?review=\S+/.exec(text)?.[0] ?? "");
  return `${url.pathname}${url.search}${url.hash}`;
}

test.describe("blog", () => {
  test("read a post from the list", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/page/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Blogs" })).toBeVisible();
    const featured = page.locator(".blog-card--featured");
    await expect(featured).toContainText("Featured", { timeout: 30_000 });
    await expect(page.locator(".blog-grid > li")).not.toHaveCount(0);
    const preview = (await page.locator(".blog-card__preview").first().textContent()) ?? "";
    expect(preview.split(/\s+/).filter(Boolean).length).toBeLessThanOrEqual(50);
    const title = (await featured.getByRole("heading").textContent()) ?? "";
    await featured.getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(/\/page\/blog\/detail\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator(".blog-post__content h2").first()).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Vula Health`);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(
      /\/page\/blog\/detail\/[a-z0-9-]+$/,
    );
    // The footer's Blogs link is ours.
    await expect(page.locator(".site-footer").getByRole("link", { name: "Blogs" })).toHaveAttribute(
      "href",
      "/page/blog",
    );
    // The post is in the first HTML response (server-rendered): title, JSON-LD, content; no script needed.
    const first = await page.request.get(page.url());
    expect(first.status()).toBe(200);
    const html = await first.text();
    expect(html).toContain(`<title>${escapeHtml(title)} | Vula Health</title>`);
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).toMatch(/<div class="blog-post__content">[\s\S]*?<h2>/);
    // An unknown post is the 404 page, with status 404.
    const missing = await page.goto("/page/blog/detail/no-such-post");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
  });
});

for (const viewport of [
  { name: "390", ...PHONE },
  { name: "1366", ...DESKTOP },
]) {
  test(`axe-core and no sideways scroll on the blog and admin pages (${viewport.name})`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await page.goto("/page/blog");
    await expect(page.locator(".blog-card").first()).toBeVisible({ timeout: 30_000 });
    await axeClean(page, `/page/blog (${viewport.name})`);
    await noSidewaysScroll(page, "/page/blog");
    const href = (await page.locator(".blog-card__title a").nth(1).getAttribute("href")) ?? "";
    await page.goto(href);
    await expect(page.locator(".blog-post__content")).toBeVisible({ timeout: 30_000 });
    await axeClean(page, `${href} (${viewport.name})`);
    await noSidewaysScroll(page, href);

    await logIn(page, DEMO_ADMIN);
    await page.goto("/admin/blog");
    await expect(page.getByRole("button", { name: "New post" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("table")).toBeVisible();
    await axeClean(page, `/admin/blog (${viewport.name})`);
    await noSidewaysScroll(page, "/admin/blog");
    await page.getByRole("button", { name: "New post" }).click();
    await expect(page.getByRole("heading", { name: "New post" })).toBeVisible();
    await axeClean(page, `/admin/blog editor (${viewport.name})`);
    await noSidewaysScroll(page, "/admin/blog editor");
  });
}

test("an admin writes a post, publishes it and readers see it", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await logIn(page, DEMO_ADMIN);
  await page.goto("/admin/blog");
  await page.getByRole("button", { name: "New post" }).click();
  const title = `Sleep and stress ${Date.now().toString(36)}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Short description").fill("Why a bad week shows in your sleep first.");
  await page.getByLabel("Image").setInputFiles({
    name: "sleep.png",
    mimeType: "image/png",
    buffer: PNG,
  });
  await page.getByRole("textbox", { name: "Content" }).click();
  await formatting(page, "Heading").click();
  await page.keyboard.type("Why sleep goes first");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Stress keeps the body alert.");
  await page.getByLabel(/Published/).check();
  await page.getByRole("button", { name: "Save post" }).click();
  await expect(page.getByText("Operation Successfull !")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
  const content = await page.locator(".blog-post__content").innerHTML();
  expect(content).toContain("<h2>Why sleep goes first</h2>");
  expect(content).toContain("<p>Stress keeps the body alert.</p>");
  await expect(page.locator(".blog-image img")).toHaveAttribute("src", /^\/photos\/blog-/);
});

for (const viewport of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", ...DESKTOP },
]) {
  test(`the blog editor (${viewport.name}): formatting kept as saved, a preview as the page, drafts without an image`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await logIn(page, DEMO_ADMIN);
    await page.goto("/admin/blog");
    await page.getByRole("button", { name: "New post" }).click();
    const title = `Rest after a hard week ${viewport.name} ${Date.now().toString(36)}`;
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Short description").fill("Small steps that help you sleep again.");

    // Written with the toolbar and the keyboard, as an admin would.
    await page.getByRole("textbox", { name: "Content" }).click();
    await formatting(page, "Heading").click();
    await page.keyboard.type("Sleep first");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Keep a ");
    await formatting(page, "Bold").click();
    await page.keyboard.type("regular");
    await formatting(page, "Bold").click();
    await page.keyboard.type(" bedtime. ");
    await formatting(page, "Italic").click();
    await page.keyboard.type("Most nights");
    await formatting(page, "Italic").click();
    await page.keyboard.type(" help. Find support");
    for (let i = 0; i < "support".length; i++) await page.keyboard.press("Shift+ArrowLeft");
    page.once("dialog", (dialog) => void dialog.accept("https://www.sadag.org"));
    await formatting(page, "Link").click();
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    await formatting(page, "Bulleted list").click();
    await page.keyboard.type("Less screen time");
    await page.keyboard.press("Enter");
    await page.keyboard.type("A short walk");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await formatting(page, "Quote").click();
    await page.keyboard.type("Rest is part of the work.");

    // The preview is the post page's own markup and stylesheet.
    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByRole("region", { name: "Preview" });
    await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(preview.locator("article.blog-post .blog-post__description")).toHaveText(
      "Small steps that help you sleep again.",
    );
    const shown = preview.locator(".blog-post__content");
    await expect(shown.getByRole("heading", { level: 2, name: "Sleep first" })).toBeVisible();
    await expect(shown.locator("strong")).toHaveText("regular");
    await expect(shown.locator("em")).toHaveText("Most nights");
    await expect(shown.getByRole("link", { name: "support" })).toHaveAttribute(
      "href",
      "https://www.sadag.org",
    );
    await expect(shown.locator("ul > li")).toHaveText(["Less screen time", "A short walk"]);
    await expect(shown.locator("blockquote")).toHaveText("Rest is part of the work.");
    // The page's own type: the preview's heading is set as on /page/blog/detail (blog.css).
    expect(await shown.locator("h2").evaluate((h2) => getComputedStyle(h2).fontSize)).toBe("24px");
    await page.screenshot({ path: `test-results/blog-editor-${viewport.name}.png`, fullPage: true });
    await axeClean(page, `/admin/blog editor with preview (${viewport.name})`);
    await noSidewaysScroll(page, "/admin/blog editor with preview");

    // A draft without an image is saved, and the server keeps the editor's HTML exactly.
    const saved = page.waitForResponse((response) => response.url().endsWith("/api/blogs/admin/save"));
    await page.getByRole("button", { name: "Save post" }).click();
    const answer = await saved;
    expect(answer.status()).toBe(200);
    const sent = answer.request().postDataJSON() as { content: string; image: string; published: boolean };
    expect(sent).toMatchObject({ image: "", published: false });
    expect(((await answer.json()) as { blog: { content: string } }).blog.content).toBe(sent.content);
    expect(sent.content).toContain(
      '<a href="https://www.sadag.org" rel="noopener noreferrer nofollow">support</a>',
    );
    await expect(page.getByText("Operation Successfull !")).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(title) })).toContainText("Draft");

    // Publishing it still without an image is refused, with what to do, and nothing is sent.
    await page.getByRole("button", { name: `Edit ${title}` }).click();
    await expect(
      page.getByRole("textbox", { name: "Content" }).getByRole("heading", { name: "Sleep first" }),
    ).toBeVisible();
    await page.getByLabel(/Published/).check();
    let sentAgain = false;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/blogs/admin/save")) sentAgain = true;
    });
    await page.getByRole("button", { name: "Save post" }).click();
    await expect(page.getByText(NO_IMAGE_TO_PUBLISH)).toBeVisible();
    await expect(page.getByLabel("Image")).toHaveAttribute("aria-invalid", "true");
    expect(sentAgain).toBe(false);
    await axeClean(page, `/admin/blog editor refusing to publish (${viewport.name})`);
  });
}
