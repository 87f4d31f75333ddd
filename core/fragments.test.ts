import { describe, expect, it } from "vitest";
import {
  fragments,
  renderFragment,
  renderGroupTherapy,
  renderHelplines,
  renderPricingPlans,
  renderSocialLinks,
  renderVirtualReceptionistOffer,
} from "./fragments";
import { siteConfig } from "./site-config";

interface Link {
  href: string | undefined;
  attributes: string;
  /** Text content, tags removed (visually hidden text included, as a screen reader would read it). */
  text: string;
}

function links(html: string): Link[] {
  return Array.from(html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g), ([, attributes = "", inner = ""]) => ({
    href: attributes.match(/\bhref="([^"]*)"/)?.[1],
    attributes,
    text: inner.replace(/<[^>]*>/g, "").trim(),
  }));
}

/** Text of the page with tags removed and whitespace collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

describe("helplines fragment", () => {
  const html = fragments.helplines?.() ?? "";

  it("lists every helpline from siteConfig with its name and a tel: link on its number", () => {
    const found = links(html);
    expect(found).toHaveLength(siteConfig.helplines.length);
    for (const line of siteConfig.helplines) {
      expect(line.href).toMatch(/^tel:\d+$/);
      const link = found.find((candidate) => candidate.href === line.href);
      expect(link?.text).toBe(`Call ${line.name} on ${line.number}`);
      expect(html).toContain(`<span class="helplines__name">${line.name}</span>`);
    }
  });

  it("includes the spec's SADAG crisis line and the 112 emergency number", () => {
    expect(html).toContain('href="tel:0800567567"');
    expect(textOf(html)).toContain("SADAG Suicide Crisis Helpline");
    expect(textOf(html)).toContain("0800 567 567");
    expect(html).toContain('href="tel:112"');
  });

  it("keeps the classes the site stylesheet styles", () => {
    expect(html.startsWith('<ul class="helplines">')).toBe(true);
    expect(html.match(/<li class="helplines__item">/g)).toHaveLength(siteConfig.helplines.length);
    expect(html).toContain('<a class="helplines__number" href=');
  });
});

describe("pricing-plans fragment", () => {
  const html = fragments["pricing-plans"]?.() ?? "";
  const text = textOf(html);

  it("shows both packages with the spec's prices per member per month", () => {
    expect(html).toContain('<li class="plan plan--starter_package">');
    expect(html).toContain('<li class="plan plan--business_package">');
    expect(html).toContain('<span class="plan__amount">R375</span>');
    expect(html).toContain('<span class="plan__amount">R700</span>');
    expect(html.match(/<span class="plan__period">per member per month<\/span>/g)).toHaveLength(2);
    expect(text).toContain("Starter package R375 per member per month");
    expect(text).toContain("Business package R700 per member per month");
  });

  it("lists each package's features, business adding video bio, social and website links", () => {
    const [starter = "", business = ""] = html.split('<li class="plan plan--business_package">');
    for (const feature of [
      "Unlimited bookings",
      "Practitioner bio",
      "Patient reviews",
      "Email notifications",
    ]) {
      expect(starter).toContain(`<li>${feature}</li>`);
      expect(business).toContain(`<li>${feature}</li>`);
    }
    for (const feature of ["Video bio", "Social media links", "Website link"]) {
      expect(starter).not.toContain(feature);
      expect(business).toContain(`<li>${feature}</li>`);
    }
    expect(text.match(/Cancel anytime/g)).toHaveLength(2);
  });

  it("gives each package a Sign Up link to /register naming the package", () => {
    expect(links(html)).toEqual([
      expect.objectContaining({ href: "/register", text: "Sign Up for the Starter package" }),
      expect.objectContaining({ href: "/register", text: "Sign Up for the Business package" }),
    ]);
    const [starterLink, businessLink] = links(html);
    expect(starterLink?.attributes).toContain('class="btn btn--block btn--outline"');
    expect(businessLink?.attributes).toContain('class="btn btn--block btn--primary"');
  });
});

describe("group-therapy fragment", () => {
  const html = fragments["group-therapy"]?.() ?? "";

  it("states the spec's terms: R310 per person per session, 11 per group, one a week, 8 or 12 weeks", () => {
    expect(html).toContain('<p class="group-facts__price">R310 per person per session</p>');
    expect(html).toContain("<li>11 people per group</li>");
    expect(html).toContain("<li>One group session a week</li>");
    expect(html).toContain("<li>A programme of 8 or 12 weeks</li>");
  });

  it("ends with the Book now mail link to the group therapy address", () => {
    expect(links(html)).toEqual([
      {
        href: `mailto:${siteConfig.groupTherapyEmail}?subject=Virtual%20group%20therapy%20booking`,
        attributes: expect.stringContaining('class="btn btn--primary btn--block"'),
        text: "Book now (email us to join a group)",
      },
    ]);
    expect(siteConfig.groupTherapyEmail).toBe("groups@vulahealth.co.za");
  });
});

describe("virtual-receptionist-offer fragment", () => {
  const html = fragments["virtual-receptionist-offer"]?.() ?? "";

  it("states the spec's price and monthly allowance: R1 155 incl. VAT, 400 calls, 200 SMS, 135 transfer minutes", () => {
    expect(textOf(html)).toContain("R1 155 per month, including VAT");
    expect(html).toContain("<li>400 calls</li>");
    expect(html).toContain("<li>200 SMS</li>");
    expect(html).toContain("<li>135 transfer minutes</li>");
  });

  it("ends with Hire Now, to the configured address", () => {
    expect(links(html)).toEqual([
      {
        href: siteConfig.virtualReceptionist.hireUrl.replaceAll("&", "&amp;"),
        attributes: expect.stringContaining('class="btn btn--primary btn--lg btn--block"'),
        text: "Hire Now a virtual receptionist",
      },
    ]);
  });
});

describe("social-links fragment", () => {
  const html = fragments["social-links"]?.() ?? "";

  it("links every profile from siteConfig, opening in a new tab and saying so", () => {
    expect(html.startsWith('<ul class="footer-links">')).toBe(true);
    expect(links(html)).toEqual(
      siteConfig.social.map((profile) => ({
        href: profile.url,
        attributes: expect.stringMatching(/rel="noopener" target="_blank"/),
        text: `${profile.label} (opens in a new tab)`,
      })),
    );
  });
});

describe("escaping", () => {
  const evil = `<script>alert("x")</script> & 'quotes'`;
  const escaped = "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;";
  const breakout = `tel:1" onclick="alert(1)`;

  it("escapes helpline text and attribute values", () => {
    const html = renderHelplines([{ name: evil, number: evil, href: breakout }]);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain('" onclick="');
    expect(html).toContain(`<span class="helplines__name">${escaped}</span>`);
    expect(html).toContain('href="tel:1&quot; onclick=&quot;alert(1)"');
  });

  it("escapes social links, group therapy and plans", () => {
    const social = renderSocialLinks([{ label: evil, url: breakout }]);
    const group = renderGroupTherapy({ price: evil, facts: [evil], bookingHref: breakout });
    const plans = renderPricingPlans([
      {
        id: "starter_package",
        label: evil,
        price: evil,
        period: evil,
        features: [evil],
        note: evil,
        signUpHref: breakout,
      },
    ]);
    const receptionist = renderVirtualReceptionistOffer({
      price: evil,
      period: evil,
      allowance: [evil],
      hireHref: breakout,
    });
    for (const html of [social, group, plans, receptionist]) {
      expect(html).not.toContain("<script>");
      expect(html).not.toContain('" onclick="');
      expect(html).toContain(escaped);
    }
  });
});

describe("renderFragment", () => {
  it("renders a known fragment", () => {
    expect(renderFragment("helplines")).toBe(fragments.helplines?.());
  });

  it("fails with the unknown name and the known ones", () => {
    expect(() => renderFragment("helpline")).toThrow(
      // Every fragment named, in the order they are registered (areas add theirs at the end).
      'Unknown fragment "helpline". Known fragments: helplines, social-links, group-therapy, pricing-plans, virtual-receptionist-offer, checklist-cards, checklist-sections, affiliate-earnings.',
    );
  });

  it("renders the affiliate programme's earnings: 10% of each package, to the cent", () => {
    const html = renderFragment("affiliate-earnings");
    expect(html).toContain("<strong>R37.50</strong> to you every month");
    expect(html).toContain("<strong>R70.00</strong> to you every month");
    expect(html).toContain("R700 per member per month");
  });

  it("does not treat Object.prototype members as fragments", () => {
    expect(() => renderFragment("constructor")).toThrow('Unknown fragment "constructor"');
    expect(() => renderFragment("toString")).toThrow('Unknown fragment "toString"');
  });
});
