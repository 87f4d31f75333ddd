import { expect, type Page, test } from "@playwright/test";
import { GOAL_CLS, LAYOUT_WIDTHS, observeShifts, shiftsSoFar } from "../bench/embed-layout-shift";
import { choosePayment } from "./booking-form";
import { settledAxe } from "./page-checks";
import { fillBookingForm, formFrame, INLINE, PARTNER, SITE, showOpenTimes } from "./partner-widget";

/**
 * A partner's practice website on another origin (the demo partner site `npm start` serves,
 * infra/local/partner-demo) embeds the booking widget with one script tag: inline and as a popup,
 * the calendar in a shadow root calling our API cross-origin, the booking form in a sandboxed frame
 * of our origin (CSRF token, Idempotency-Key), out of the partner page's reach.
 */

interface Recorded {
  type: string;
  detail: Record<string, unknown>;
  target: string;
}

/** Every vula:* event the page's document hears, with the element it was dispatched on. */
async function recordEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { vulaSeen: unknown[] }).vulaSeen = seen;
    for (const type of ["vula:ready", "vula:slot-selected", "vula:booking-created"]) {
      document.addEventListener(type, (event) => {
        const target = event.target as HTMLElement;
        seen.push({ type, detail: (event as CustomEvent).detail, target: target.outerHTML.slice(0, 80) });
      });
    }
  });
}

const eventsSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { vulaSeen: Recorded[] }).vulaSeen) as Promise<Recorded[]>;

test.describe("the booking widget on a partner's site", () => {
  test("inline: books end to end across origins, one vula:booking-created, no health data", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await recordEvents(page);
    const gets: Record<string, string>[] = [];
    page.on("request", (request) => {
      // The partner page's own (cross-origin) reads; the form's frame is our origin, its calls same-origin.
      if (
        request.url().startsWith(`${SITE}/api/`) &&
        request.method() === "GET" &&
        request.frame() === page.mainFrame()
      )
        gets.push(request.headers());
    });
    await page.goto(`${PARTNER}/`);
    const widget = page.locator(INLINE);

    // Whose calendar this is: name, profession, photo (or initials).
    await expect(widget.getByRole("heading", { level: 2, name: /^Book with / })).toBeVisible();
    await expect(widget.locator(".vh-embed__profession")).not.toBeEmpty();
    await expect(widget.getByRole("img").first()).toBeVisible();
    await expect
      .poll(async () => (await eventsSeen(page)).filter((e) => e.type === "vula:ready").length)
      .toBe(1);

    await (await showOpenTimes(widget)).click();
    const frame = widget.locator("iframe.vh-embed__frame");
    await expect(frame).toHaveAttribute(
      "sandbox",
      "allow-scripts allow-forms allow-same-origin allow-popups allow-downloads",
    );
    const frameAddress = new URL((await frame.getAttribute("src")) ?? "");
    expect(frameAddress.origin).toBe(SITE);
    // The demo page's theme reaches the form's frame: its accent, and its own font (inherited outside).
    expect(frameAddress.searchParams.get("accent")).toBe("#8c3b2e");
    expect(frameAddress.searchParams.get("font")).toContain("Georgia");
    const form = formFrame(widget);
    const email = `embed-inline-${Date.now()}@example.org`;
    await fillBookingForm(form, email);
    await expect(form.getByRole("link", { name: "terms & conditions" })).toHaveAttribute(
      "href",
      `${SITE}/page/term-condition`,
    );
    await expect(form.getByRole("link", { name: "privacy policy" })).toHaveAttribute(
      "href",
      `${SITE}/page/privacy-policy`,
    );
    // Sized to its content: the frame's document never scrolls.
    await expect
      .poll(async () => {
        const box = await frame.boundingBox();
        const content = await form.locator("body").evaluate((body) => body.scrollHeight);
        return Math.abs((box?.height ?? 0) - content);
      })
      .toBeLessThanOrEqual(1);

    // The form's frame is a part of the partner's page, its heading (h3) under the widget's h2: it
    // has no h1 of its own, which axe asks of every document it is given alone.
    const axe = await (await settledAxe(page))
      .include(INLINE)
      .disableRules(["page-has-heading-one"])
      .analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    const submitted = page.waitForRequest(
      (r) => r.url() === `${SITE}/api/booking/submit` && r.method() === "POST",
    );
    const answered = page.waitForResponse((r) => r.url() === `${SITE}/api/booking/submit`);
    await form.getByRole("button", { name: "Book appointment" }).click();
    const request = await submitted;
    expect(request.headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(request.headers()["x-csrf-token"]).toMatch(/^\d+\.[\w-]+\.[\w-]+$/);
    expect((await answered).status()).toBe(201);

    // The toast shows inside the widget's shadow root; the patient stays on the partner's page.
    await expect(
      widget.getByText("Operation successfull, Please check your mail. Thank you !"),
    ).toBeVisible();
    // The confirmation takes the calendar's place, inside our frame (e2e/booking-confirmation.e2e.ts).
    await expect(form.getByRole("heading", { level: 2, name: "Booking request sent" })).toBeVisible();
    await expect(widget.getByRole("list", { name: /Appointment times/ })).toHaveCount(0);
    expect(page.url()).toBe(`${PARTNER}/`);

    const events = await eventsSeen(page);
    const created = events.filter((event) => event.type === "vula:booking-created");
    expect(created).toHaveLength(1);
    expect(created[0]?.target).toContain('data-practitioner-id="2"');
    expect(created[0]?.detail).toMatchObject({ practitionerId: "2", status: "pending" });
    expect(String(created[0]?.detail.bookingId)).not.toBe("");
    expect(String(created[0]?.detail.start)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+02:00$/);
    expect(JSON.stringify(events)).not.toMatch(/Embedded reason|Naledi|example\.org/);
    expect(events.filter((event) => event.type === "vula:slot-selected")).toHaveLength(1);
    // The demo page's own listener (registered through the command queue) heard it too.
    await expect(page.locator("#events")).toContainText("vula:booking-created");

    // The partner page's public GETs are simple requests (no custom header, so no CORS preflight).
    expect(gets.length).toBeGreaterThan(2);
    for (const headers of gets) expect(headers["x-requested-with"]).toBeUndefined();
  });

  test("a host script listening to input, mutations and shadow roots reads none of the typed details", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    /**
     * What analytics or session replay on the partner's page could do: document-level listeners
     * for every input and key event (capturing, composed paths included), a MutationObserver over
     * the whole document and every shadow root as it is attached, reading every open shadow root's
     * markup and fields, trying the frames' documents, and listening to every message.
     */
    await page.addInitScript(() => {
      const seen: string[] = [];
      const keys: string[] = [];
      (window as unknown as { spy: { seen: string[]; keys: string[] } }).spy = { seen, keys };
      const note = (value: unknown) => {
        if (typeof value === "string" && value !== "") seen.push(value);
      };
      const readFields = (root: ParentNode) => {
        for (const field of Array.from(root.querySelectorAll("input, textarea, select")))
          note((field as HTMLInputElement).value);
      };
      const onEvent = (event: Event) => {
        for (const target of event.composedPath()) {
          if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) note(target.value);
        }
        if (event instanceof KeyboardEvent) keys.push(event.key);
        if (event instanceof InputEvent) note(event.data);
      };
      const types = [
        "input",
        "beforeinput",
        "change",
        "keydown",
        "keyup",
        "keypress",
        "paste",
        "submit",
        "focusin",
      ];
      for (const type of types) document.addEventListener(type, onEvent, true);
      const observer = new MutationObserver((records) => {
        for (const record of records) {
          note(record.target.textContent);
          if (record.attributeName && record.target instanceof Element)
            note(record.target.getAttribute(record.attributeName));
          for (const node of Array.from(record.addedNodes)) {
            note(node instanceof Element ? node.outerHTML : node.textContent);
          }
        }
      });
      const watch = { subtree: true, childList: true, attributes: true, characterData: true };
      observer.observe(document, watch);
      const attachShadow = Element.prototype.attachShadow;
      Element.prototype.attachShadow = function (init: ShadowRootInit) {
        const root = attachShadow.call(this, init);
        observer.observe(root, watch);
        for (const type of types) root.addEventListener(type, onEvent, true);
        return root;
      };
      window.addEventListener("message", (event) => note(JSON.stringify(event.data)));
      setInterval(() => {
        for (const element of Array.from(document.querySelectorAll("*"))) {
          const root = element.shadowRoot;
          if (!root) continue;
          note(root.innerHTML);
          readFields(root);
          for (const frame of Array.from(root.querySelectorAll("iframe"))) {
            note(frame.src);
            try {
              const inner = frame.contentDocument ?? frame.contentWindow?.document;
              if (inner) {
                note(inner.documentElement.outerHTML);
                readFields(inner);
              }
            } catch {
              // Another origin: the browser refuses, as it should.
            }
          }
        }
      }, 50);
    });
    await page.goto(`${PARTNER}/`);
    const widget = page.locator(INLINE);
    await (await showOpenTimes(widget)).click();
    const form = formFrame(widget);

    const stamp = Date.now();
    const typed = {
      first: "Zanele",
      last: `Spyproof${stamp}`,
      cellphone: "0821234567",
      email: `spyproof-${stamp}@example.org`,
      reason: "Panic attacks at night, please keep private",
    };
    // Real key presses, as a patient types.
    await form.getByLabel("First name *").pressSequentially(typed.first);
    await form.getByLabel("Last name").pressSequentially(typed.last);
    await form.getByLabel("Cellphone number").pressSequentially(typed.cellphone);
    await form.getByLabel("Email *").pressSequentially(typed.email);
    await form.getByLabel("Reason for appointment *").pressSequentially(typed.reason);
    await choosePayment(form);
    await form.getByRole("checkbox", { name: /I agree to the terms & conditions/ }).check();
    const answered = page.waitForResponse((r) => r.url() === `${SITE}/api/booking/submit`);
    await form.getByRole("button", { name: "Book appointment" }).click();
    expect((await answered).status()).toBe(201);
    await expect(
      widget.getByText("Operation successfull, Please check your mail. Thank you !"),
    ).toBeVisible();
    const readSpy = () =>
      page.evaluate(() => (window as unknown as { spy: { seen: string[]; keys: string[] } }).spy);
    // The spy has seen the page after the booking (the confirmation in the shadow root).
    await expect
      .poll(async () => (await readSpy()).seen.some((text) => text.includes("Operation successfull")))
      .toBe(true);
    const spy = await readSpy();
    const everything = `${spy.seen.join("\n")}\n${spy.keys.join("")}`;
    // The spy worked: it read the calendar in the shadow root and the frame's address.
    expect(everything).toContain("Appointment times");
    expect(everything).toContain("/embed/booking-form?");
    for (const value of Object.values(typed)) expect(everything).not.toContain(value);
    // Not even in pieces: no key press from inside the form reached the page.
    expect(spy.keys.join("")).not.toMatch(/Zan|0821|spyproof|Panic/i);
  });

  test("only the form's page may be framed by other sites; the rest of the site keeps frame-ancestors 'self'", async ({
    request,
  }) => {
    const ancestors = (policy: string | undefined) =>
      /(?:^|; )frame-ancestors ([^;]*)/.exec(policy ?? "")?.[1]?.split(" ") ?? [];
    for (const path of [
      "/embed/booking-form?practitioner=2&date=2026-11-26&time=09:30",
      "/embed/booking-form/",
    ]) {
      const form = await request.get(path);
      expect(form.status(), path).toBe(200);
      expect(ancestors(form.headers()["content-security-policy"]), path).toEqual([
        "https:",
        "http://localhost:*",
        "http://127.0.0.1:*",
      ]);
      expect(form.headers()["x-frame-options"], path).toBeUndefined();
    }
    for (const path of ["/", "/page/contact-us", "/login", "/embed.js"]) {
      const other = await request.get(path);
      expect(ancestors(other.headers()["content-security-policy"]), path).toEqual(["'self'"]);
      expect(other.headers()["x-frame-options"], path).toBe("SAMEORIGIN");
    }
  });

  test("the booking POST's preflight admits the partner origin and may be cached", async ({ request }) => {
    const response = await request.fetch(`${SITE}/api/booking/submit`, {
      method: "OPTIONS",
      headers: {
        Origin: PARTNER,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type,idempotency-key,x-csrf-token,x-requested-with",
      },
    });
    expect(response.status()).toBeLessThan(300);
    expect(response.headers()["access-control-allow-origin"]).toMatch(new RegExp(`^(\\*|${PARTNER})$`));
    expect(response.headers()["access-control-allow-headers"]?.toLowerCase()).toContain("idempotency-key");
    expect(Number(response.headers()["access-control-max-age"])).toBeGreaterThanOrEqual(600);
  });

  test("popup: keyboard only, focus trapped, Escape closes and focus returns, then a booking", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await recordEvents(page);
    await page.goto(`${PARTNER}/`);
    const trigger = page.getByRole("button", { name: "Book with Dr Thandeka Mkhize", exact: true });
    const dialog = page.getByRole("dialog", { name: /^Book with Dr Thandeka Mkhize/ });
    /**
     * The focused element inside the popup's shadow root (document.activeElement is its host), or
     * inside the form's frame when that is where focus is.
     */
    const focused = async (): Promise<string> => {
      const outside = await page.evaluate(() => {
        const host = document.querySelector("[data-vula-popup]");
        const active = host?.shadowRoot?.activeElement as HTMLElement | null | undefined;
        if (active?.tagName === "IFRAME") return null;
        return active
          ? `${active.tagName} ${active.id} ${active.className} ${active.textContent?.trim()}`
          : "";
      });
      if (outside !== null) return outside;
      const frame = page.frames().find((candidate) => candidate.url().includes("/embed/booking-form"));
      const inside = await frame?.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        return active
          ? `${active.tagName} ${active.id} ${active.className} ${active.textContent?.trim()}`
          : "";
      });
      return inside ?? "";
    };
    const tabTo = async (pattern: RegExp) => {
      for (let presses = 0; presses < 120; presses++) {
        if (pattern.test(await focused())) return;
        await page.keyboard.press("Tab");
      }
      throw new Error(`Tab never reached ${pattern}`);
    };
    /** Opens the popup from the trigger (focused) with Enter and chooses the first open time, by keyboard. */
    const openAndChooseTime = async () => {
      await page.keyboard.press("Enter");
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("list", { name: /Appointment times/ })).toBeVisible({ timeout: 30_000 });
      for (let weeks = 0; (await dialog.locator("button.bk-time").count()) === 0; weeks++) {
        expect(weeks).toBeLessThan(6);
        await tabTo(/^BUTTON .*Next/);
        await page.keyboard.press("Enter");
        await expect(dialog.getByRole("list", { name: /Appointment times/ })).toBeVisible();
      }
      await tabTo(/bk-time/);
      await page.keyboard.press("Enter");
      // Focus follows into the form's frame, onto its heading.
      await expect.poll(focused, { timeout: 30_000 }).toMatch(/^H3 .*Your appointment/);
    };

    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("list", { name: /Appointment times/ })).toBeVisible({ timeout: 30_000 });
    expect(await focused()).toMatch(/Close/);
    // Shift+Tab from the first control wraps to the last: focus stays in the dialog.
    await page.keyboard.press("Shift+Tab");
    expect(await focused()).not.toBe("");
    await page.keyboard.press("Tab");
    expect(await focused()).toMatch(/Close/);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();

    // Escape inside the form's frame closes the popup too, and focus still goes back.
    await openAndChooseTime();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();

    // Again, and book with the keyboard alone.
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("list", { name: /Appointment times/ })).toBeVisible({ timeout: 30_000 });
    const axe = await (await settledAxe(page)).include("[data-vula-popup]").analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(trigger).toBeFocused();
    await openAndChooseTime();
    const form = formFrame(dialog);
    await tabTo(/^INPUT bk-first_name/);
    await page.keyboard.type("Sipho");
    await tabTo(/^INPUT bk-email/);
    await page.keyboard.type(`embed-popup-${Date.now()}@example.org`);
    await tabTo(/^TEXTAREA bk-reason_for_appointment/);
    await page.keyboard.type("Keyboard only");
    await tabTo(/^INPUT\s+$/); // the first payment radio (no id)
    await page.keyboard.press("Space");
    if (await form.getByLabel("Medical aid *").count()) {
      await tabTo(/^SELECT bk-medical_aid_id/);
      await page.keyboard.press("ArrowDown");
    }
    await tabTo(/^INPUT bk-term_condition/);
    await page.keyboard.press("Space");
    await tabTo(/^BUTTON .*Book appointment/);
    await page.keyboard.press("Enter");
    await expect(
      dialog.getByText("Operation successfull, Please check your mail. Thank you !"),
    ).toBeVisible();

    const created = (await eventsSeen(page)).filter((event) => event.type === "vula:booking-created");
    expect(created).toHaveLength(1);
    // Dispatched on the element that opened the popup.
    expect(created[0]?.target).toContain('data-vula-book="1"');
  });

  test("afterBooking: unsafe addresses are refused however given; a safe one is where the patient goes", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await page.goto(`${PARTNER}/`);
    const refused = () =>
      warnings.filter((text) => text.includes("afterBooking must be an https address")).length;
    // A leading control character (which trim() keeps and the URL parser drops), through vula("open").
    await page.evaluate(() => {
      const vula = (window as unknown as { vula: (...args: unknown[]) => void }).vula;
      vula("open", "2", { afterBooking: "\u0001javascript:alert(1)" });
    });
    await expect.poll(refused).toBe(1);
    await page.evaluate(() => (window as unknown as { vula: (...args: unknown[]) => void }).vula("close"));
    // Mixed case, through a data attribute on an element added later.
    await page.evaluate(() => {
      const element = document.createElement("div");
      Object.assign(element.dataset, {
        widget: "booking",
        practitionerId: "2",
        afterBooking: "JaVaScRiPt:alert(1)",
      });
      document.querySelector("main")?.append(element);
    });
    await expect.poll(refused).toBe(2);

    // A path on the partner's own site: after booking, the page goes there.
    await page.evaluate(() => {
      const vula = (window as unknown as { vula: (...args: unknown[]) => void }).vula;
      vula("open", "2", { afterBooking: "/?booked=1" });
    });
    const dialog = page.getByRole("dialog");
    await (await showOpenTimes(dialog)).click();
    const form = formFrame(dialog);
    await fillBookingForm(form, `embed-after-${Date.now()}@example.org`);
    await form.getByRole("button", { name: "Book appointment" }).click();
    await page.waitForURL(`${PARTNER}/?booked=1`);
  });

  for (const viewport of LAYOUT_WIDTHS) {
    test(`${viewport.width} px: the partner's content below the inline widget stays put while it mounts`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.addInitScript(observeShifts);
      // The widget's chunk is held back until the page is measured without it: the loader alone ran.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/embed\/booking-embed-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${PARTNER}/`, { waitUntil: "domcontentloaded" });
      const below = page.locator("#team");
      const widget = page.locator(INLINE);
      const before = await below.boundingBox();
      await expect(widget.locator(".vh-embed")).toHaveCount(0);
      release();
      await expect(widget.locator(".bk-calendar__tz")).toBeVisible();
      // The widget ends inside its reserved room, the partner's sections where they were.
      expect(await below.boundingBox()).toEqual(before);
      const { cls, shifts } = await shiftsSoFar(page);
      expect(cls, JSON.stringify(shifts)).toBeLessThan(GOAL_CLS);
      await context.close();
    });
  }

  test("a hostile host stylesheet changes nothing inside; theming does; ours does not leak", async ({
    browser,
  }) => {
    // The test's own <style> would break the demo page's CSP (which allows no inline styles).
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));
    const hostile = `html { font-size: 30px } * { box-sizing: content-box !important; font-family: "Comic Sans MS", cursive !important; color: red !important; letter-spacing: 3px !important }
button { background: hotpink !important; padding: 40px !important; border-radius: 0 !important; text-transform: uppercase !important } div { line-height: 3 !important }`;
    /**
     * The demo partner page (served from loopback: a page fulfilled by the test would count as a
     * public one, which Chromium's local network access rules stop from loading our loopback
     * server), stripped of its own styles and widgets, with one widget and `css` of our choosing.
     */
    const fixtures: Record<string, { attributes: string; css?: string }> = {
      "/plain": { attributes: "" },
      "/hostile": { attributes: "", css: hostile },
      "/themed": {
        attributes: 'data-accent="#6d28d9" data-font="Georgia, serif" data-radius="2px" data-theme="dark"',
      },
      "/poor": { attributes: 'data-accent="#ffd166"' },
    };
    const serve = async (name: string) => {
      const { attributes, css = "" } = fixtures[name] ?? { attributes: "" };
      await page.goto(`${PARTNER}/`);
      await page.evaluate(
        ({ attributes, css }) => {
          for (const sheet of Array.from(document.querySelectorAll('link[rel="stylesheet"], style')))
            sheet.remove();
          if (css) document.head.append(Object.assign(document.createElement("style"), { textContent: css }));
          const main = document.querySelector("main") as HTMLElement;
          main.innerHTML = `<button id="own">Partner button</button><div id="w" data-widget="booking" data-practitioner-id="2" ${attributes}></div>`;
        },
        { attributes, css },
      );
    };

    /** Computed styles of the widget's root, its first open time and a heading, inside the shadow root. */
    const styles = async (name: string) => {
      await serve(name);
      await showOpenTimes(page.locator("#w"));
      return page.evaluate(() => {
        const root = document.querySelector("#w")?.shadowRoot;
        // Heights only of elements whose content is fixed: the root's depends on how many times are
        // open, which a booking made meanwhile by another test (or more of the widget arriving) changes.
        const pick = (selector: string, names: string[], measure = true): Record<string, string> | null => {
          const element = root?.querySelector(selector);
          if (!element) return null;
          const style = getComputedStyle(element);
          return {
            ...Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)])),
            ...(measure ? { height: String(element.getBoundingClientRect().height) } : {}),
          };
        };
        return {
          root: pick(
            ".vh-embed",
            [
              "font-size",
              "font-family",
              "color",
              "line-height",
              "letter-spacing",
              "background-color",
              "--ui-brand",
            ],
            false,
          ),
          time: pick(".bk-time", [
            "background-color",
            "color",
            "padding",
            "border-radius",
            "box-sizing",
            "font-size",
            "text-transform",
          ]),
          title: pick(".vh-embed__title", ["font-size", "font-family", "color"]),
          hostFont: getComputedStyle(document.querySelector("#w") as Element).fontFamily,
          pageStyles: document.querySelectorAll('link[rel="stylesheet"], style').length,
          own: getComputedStyle(document.querySelector("#own") as Element).fontFamily,
        };
      });
    };

    const plain = await styles("/plain");
    const underHostile = await styles("/hostile");
    // The font is the one thing the widget takes from the page, by default: the element's own.
    const font = (style: Record<string, string> | null) => style?.["font-family"];
    const notFont = (style: Record<string, string> | null) => ({ ...style, "font-family": undefined });
    expect(font(plain.root)).toBe(plain.hostFont);
    expect(font(underHostile.root)).toBe(underHostile.hostFont);
    expect(font(underHostile.title)).toContain("Comic Sans MS");
    expect(notFont(underHostile.root)).toEqual(notFont(plain.root));
    expect(underHostile.time).toEqual(plain.time);
    expect(notFont(underHostile.title)).toEqual(notFont(plain.title));
    // Ours stay inside: the page gained no stylesheet.
    expect(plain.pageStyles).toBe(0);
    expect(underHostile.pageStyles).toBe(1);
    expect(plain.own).not.toContain("system-ui");

    const themed = await styles("/themed");
    expect(themed.root?.["--ui-brand"]?.trim()).toBe("#6d28d9");
    expect(themed.root?.["font-family"]).toContain("Georgia");
    expect(themed.hostFont).not.toContain("Georgia");
    expect(themed.root?.["background-color"]).not.toBe(plain.root?.["background-color"]);
    expect(themed.time?.["border-radius"]).toBe("2px");
    expect(themed.time?.["border-radius"]).not.toBe(plain.time?.["border-radius"]);

    // An accent white text cannot be read on: the default stays, and the console says why.
    const poor = await styles("/poor");
    expect(poor.root?.["--ui-brand"]).toBe(plain.root?.["--ui-brand"]);
    expect(messages.join("\n")).toMatch(/data-accent="#ffd166" has a contrast of .*WCAG AA needs 4\.5:1/);
    await context.close();
  });
});
