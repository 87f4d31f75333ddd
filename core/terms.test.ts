import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { publicPages } from "../infra/vite/pages-plugin";
import { partialsPlugin } from "../infra/vite/partials-plugin";
import { formatRand, siteConfig } from "./site-config";
import { TERMS_EFFECTIVE_DATE_LABEL, TERMS_VERSION } from "./terms";

const pagesRoot = fileURLToPath(new URL("../pages-static/", import.meta.url));
const legalPages = {
  terms: `${pagesRoot}page/term-condition/index.html`,
  privacy: `${pagesRoot}page/privacy-policy/index.html`,
};

type Transform = (html: string, context: { filename: string }) => string;

/**
 * The page as the build writes it: its file in its shell (core/pages.ts), then partials, placeholders
 * and fragments expanded by the vite plugin.
 */
function built(file: string): string {
  const hook = partialsPlugin(`${pagesRoot}partials`).transformIndexHtml as unknown as { handler: Transform };
  const page = publicPages()[relative(pagesRoot, file)] ?? "";
  return hook.handler(page, { filename: file });
}

/** Text of the page with tags removed (the pages break lines between blocks) and whitespace collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** Text of the `<main>` section with id `id` (its heading included). */
function section(html: string, id: string): string {
  const match = html.match(new RegExp(`<section id="${id}"[^>]*>([\\s\\S]*?)</section>`));
  expect(match, `section #${id}`).not.toBeNull();
  return textOf(match?.[1] ?? "");
}

describe("terms version", () => {
  it("is a YYYY-MM-DD date, and the label is the same date as people write it", () => {
    expect(TERMS_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const label = new Date(`${TERMS_VERSION}T00:00:00Z`).toLocaleDateString("en-ZA", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    expect(TERMS_EFFECTIVE_DATE_LABEL).toBe(label);
  });
});

describe.each(Object.entries(legalPages))("%s page", (_name, file) => {
  const html = built(file);

  it("is fully assembled: no partial, fragment or placeholder left", () => {
    expect(html).not.toMatch(/<!--\s*(partial|fragment):/);
    expect(html).not.toContain("{{");
    expect(html).toContain('<header class="site-header">');
    expect(html).toContain('<footer class="site-footer">');
  });

  it("shows the version the booking handler stores", () => {
    expect(textOf(html)).toContain(`Version ${TERMS_VERSION}, effective ${TERMS_EFFECTIVE_DATE_LABEL}`);
    expect(html).toContain(`<time datetime="${TERMS_VERSION}">`);
  });

  it("has one h1, a title with the brand, a meta description and the legal stylesheet", () => {
    const main = html.match(/<main id="main"[\s\S]*<\/main>/)?.[0] ?? "";
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    expect(main).toMatch(/<h1\b/);
    expect(html).toMatch(new RegExp(`<title>[^<|]+ \\| ${siteConfig.brandName}</title>`));
    expect(html).toMatch(/<meta name="description" content="[^"]{50,160}" \/>/);
    expect(html).toContain('<link rel="stylesheet" href="/styles/legal.css" />');
  });

  it("has a contents list whose every link leads to a section on the page, and back", () => {
    const toc = html.match(/<nav class="legal-toc"[\s\S]*?<\/nav>/)?.[0] ?? "";
    const targets = Array.from(toc.matchAll(/href="#([\w-]+)"/g), ([, id]) => id);
    const sections = Array.from(html.matchAll(/<section id="([\w-]+)"/g), ([, id]) => id);
    expect(targets.length).toBeGreaterThan(5);
    expect(targets).toEqual(sections);
  });

  it("gives the contact email for questions", () => {
    expect(html).toContain(`href="mailto:${siteConfig.contactEmail}"`);
  });
});

describe("terms and conditions", () => {
  const html = built(legalPages.terms);

  it("says bookings are requests the practitioner confirms, with an email at each step", () => {
    const text = section(html, "bookings");
    expect(text).toContain("subject to final confirmation by the practitioner");
    expect(text).toMatch(/receive your booking request/);
    expect(text).toMatch(/confirms or declines/);
  });

  it("needs a parent or guardian for patients under 18", () => {
    const text = section(html, "under-18");
    expect(text).toContain("age of majority is 18");
    expect(text).toContain("consent of a parent or legal guardian");
    expect(text).toContain("make the booking on the child's behalf");
  });

  it("lets patients cancel by email or the manage-booking link; fees are the practitioner's", () => {
    const text = section(html, "cancellation");
    expect(text).toContain(siteConfig.contactEmail);
    expect(text).toContain("manage-booking link");
    expect(text).toContain("frees the time slot");
    expect(text).toContain("cancellation fee is between you and the practitioner");
  });

  it("is not an emergency service: 112, 10177 and the home page helplines", () => {
    const block = html.match(/<section id="emergencies"[\s\S]*?<\/section>/)?.[0] ?? "";
    expect(block).toContain('href="tel:112"');
    expect(block).toContain('href="tel:10177"');
    expect(block).toContain('href="/#helplines"');
    expect(textOf(block)).toContain("not an emergency service");
  });

  it("gives no medical advice; the practitioner is responsible for care", () => {
    const text = section(html, "medical-advice");
    expect(text).toContain("not give medical");
    expect(text).toContain("practitioner you see is responsible for your care");
  });

  it("caps liability at R10 000, under South African law and the Western Cape courts", () => {
    expect(section(html, "liability")).toContain("is limited to R10 000");
    const law = section(html, "governing-law");
    expect(law).toContain("laws of the Republic of South Africa");
    expect(law).toContain("courts of the Western Cape");
  });

  it("states the package prices from siteConfig, cancel anytime", () => {
    const text = section(html, "packages");
    for (const plan of Object.values(siteConfig.plans)) {
      expect(text).toContain(`${plan.label}: ${formatRand(plan.monthlyCents)} per member per month`);
    }
    expect(text).toContain("cancel anytime");
  });

  it("explains that a booking records the version in force when it was made", () => {
    const text = section(html, "changes");
    expect(text).toContain(TERMS_VERSION);
    expect(text).toContain("version identifier");
    expect(text).toContain("in force when you make it");
  });
});

describe("privacy policy", () => {
  const html = built(legalPages.privacy);
  const text = textOf(html);

  it("follows POPIA and names the Information Regulator's website", () => {
    expect(text).toContain("Protection of Personal Information Act 4 of 2013");
    expect(html).toContain('href="https://inforegulator.org.za"');
  });

  it("lists what a booking collects", () => {
    const collected = section(html, "what-we-collect");
    for (const item of [
      "name",
      "email address",
      "cellphone number",
      "reason for your appointment",
      "medical aid scheme",
    ]) {
      expect(collected).toContain(item);
    }
  });

  it("keeps the reason for appointment out of emails, and the data in af-south-1", () => {
    expect(section(html, "health-information")).toContain(
      "never put the reason for your appointment in an email",
    );
    expect(section(html, "storage")).toContain("Cape Town region (af-south-1)");
  });
});
