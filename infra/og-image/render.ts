/**
 * `npm run og-image`: draws the link-preview image that WhatsApp, Facebook, LinkedIn and X show when
 * someone shares one of our pages (Open Graph `og:image`, 1200 x 630, PNG: those apps do not show
 * SVG). Chromium renders a small HTML card with the brand's mark, name and tagline; the PNG is
 * committed (pages-static/public/images/og-default.png), so the build does not need a browser. Run it
 * again when the brand or tagline changes. A flat background keeps the file near 50 KB (WhatsApp
 * shows no preview for images over about 300 KB).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { escapeHtml as e } from "../../core/escape-html";
import { OG_IMAGE } from "../../core/open-graph";
import { siteConfig } from "../../core/site-config";

const root = join(import.meta.dirname, "..", "..");
const mark = readFileSync(join(root, "pages-static/public/favicon.svg"), "utf8");

const html = `<!doctype html><html><head><meta charset="utf-8"><style>
  body { margin: 0; width: ${OG_IMAGE.width}px; height: ${OG_IMAGE.height}px; font-family: system-ui, "DejaVu Sans", sans-serif;
    background: #0b6b66; color: #fff; display: flex; align-items: center; }
  .card { padding: 0 96px; }
  .brand { display: flex; align-items: center; gap: 28px; font-size: 84px; font-weight: 700; letter-spacing: -1px; }
  .brand svg { width: 120px; height: 120px; border-radius: 30px; box-shadow: 0 0 0 6px rgba(255,255,255,.85); }
  .tagline { margin-top: 44px; font-size: 54px; line-height: 1.2; font-weight: 600; max-width: 980px; }
  .points { margin-top: 36px; font-size: 36px; color: #cfeae7; }
  .points--next { margin-top: 10px; }
</style></head><body><div class="card">
  <div class="brand">${mark}<span>${e(siteConfig.brandName)}</span></div>
  <div class="tagline">${e(siteConfig.tagline)}</div>
  <div class="points">GPs, psychologists, counsellors, psychiatrists</div>
  <div class="points points--next">Book online 24/7 · No login needed</div>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
try {
  const page = await browser.newPage({ viewport: { width: OG_IMAGE.width, height: OG_IMAGE.height } });
  await page.setContent(html);
  const out = join(root, "pages-static/public", OG_IMAGE.path);
  await page.screenshot({ path: out, type: "png" });
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
}
