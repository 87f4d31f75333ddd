import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
const page = await browser.newPage({ viewport: { width: 320, height: 800 } });
await page.route(/tile\.openstreetmap\.org|youtube/, (r) => r.abort());
await page.goto("http://127.0.0.1:5620/page/practitioner/1", { waitUntil: "networkidle" });
await page.getByRole("list", { name: /Appointment times/ }).waitFor();
const out = await page.evaluate(() => {
  const res = [];
  for (const el of document.querySelectorAll("body *")) {
    const r = el.getBoundingClientRect();
    if (r.right > innerWidth + 0.5) res.push(`${el.tagName}.${el.className} right=${r.right.toFixed(0)} w=${r.width.toFixed(0)}`);
  }
  return [document.scrollingElement.scrollWidth, res.slice(0, 25)];
});
console.log(JSON.stringify(out, null, 1));
await page.screenshot({ path: "/tmp/sc/profile-320-before.png", fullPage: false });
await page.locator(".bk-calendar__nav").scrollIntoViewIfNeeded();
await page.screenshot({ path: "/tmp/sc/profile-320-cal-before.png" });
await browser.close();
