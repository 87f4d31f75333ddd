import { describe, expect, it } from "vitest";
import { fillRegions, jsonLdScript } from "./page-template";
import { FIRST_REVIEWS, profileReviewsContent, profileSidebarContent } from "./profile-html";
import {
  aggregateRating,
  medicalSpecialty,
  type ProfilePageInput,
  profileDescription,
  profileHeadHtml,
  profileJsonLd,
  renderProfilePage,
  schemaType,
} from "./profile-page";
import { profileView } from "./profile-view";
import type { ProfileResponse } from "./schemas/search";

const HOSTILE = `Dr </script><script>alert(1)</script> "Zola" & 'Co' <!--`;

function response(
  overrides: Partial<ProfileResponse["practitioner"]> = {},
  ratings = [5, 4, 4],
): ProfileResponse {
  return {
    practitioner: {
      id: "42",
      name: "Dr Thandeka Mkhize",
      get_reviews: ratings.map((rating, index) => ({
        rating,
        comment: `Comment ${index} <b>bold</b>`,
        name: `Reviewer ${index}`,
        created_at: `2025-0${(index % 9) + 1}-10T09:00:00Z`,
      })),
      get_member_active_detail: {
        image: "/images/avatars/avatar-03.svg",
        profession: "Clinical Psychologist",
        address: "34 Rivonia Road, Sandton, Johannesburg, 2196",
        qualification: ["MA Clinical Psychology (Wits)"],
        work_with: "both",
        practise_url: "javascript:alert(1)",
        language: ["English", "isiZulu"],
        bio: "First paragraph.\nSecond paragraph.",
      },
      get_practitioner_service: [{ name: "Individual therapy" }, { name: "Couples therapy" }],
      get_medical_aids: [{ medical_scheme: { id: "1", scheme_name: "Discovery Health Medical Scheme" } }],
      get_social_medial: [{ link_for: "x", url: "javascript:alert(2)" }],
      focus_areas_statment: "Anxiety and trauma.",
      next_available: "2026-12-01T08:00:00.000Z",
      council_registration: null,
      ...overrides,
    },
    package: { plan: "business_package" },
  };
}

function input(
  overrides: Partial<ProfileResponse["practitioner"]> = {},
  ratings?: number[],
): ProfilePageInput {
  return {
    view: profileView(response(overrides, ratings)),
    origin: "https://www.vulahealth.co.za",
    address: {
      street: "34 Rivonia Road",
      suburb: "Sandton",
      city: "Johannesburg",
      province: "Gauteng",
      postalCode: "2196",
    },
    geo: { lat: -26.1076, lng: 28.0567 },
  };
}

/** The JSON inside the page's one JSON-LD block, parsed as a search engine would. */
function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error("no JSON-LD block");
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe("JSON-LD", () => {
  it("describes the practice: type, address, geo, rating, canonical URL", () => {
    const data = profileJsonLd(input());
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "MedicalBusiness",
      name: "Dr Thandeka Mkhize",
      url: "https://www.vulahealth.co.za/page/practitioner/42",
      image: "https://www.vulahealth.co.za/images/avatars/avatar-03.svg",
      knowsAbout: "Clinical Psychologist",
      address: {
        "@type": "PostalAddress",
        streetAddress: "34 Rivonia Road",
        addressLocality: "Sandton, Johannesburg",
        addressRegion: "Gauteng",
        postalCode: "2196",
        addressCountry: "ZA",
      },
      geo: { "@type": "GeoCoordinates", latitude: -26.1076, longitude: 28.0567 },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.3, reviewCount: 3, bestRating: 5 },
      knowsLanguage: ["English", "isiZulu"],
    });
  });

  it("names a specialty only on a Physician, as a schema.org MedicalSpecialty value", () => {
    // schema.org defines no medicalSpecialty on MedicalBusiness: the profession is its knowsAbout.
    expect(profileJsonLd(input()).medicalSpecialty).toBeUndefined();
    const practising = (profession: string) => {
      const base = input();
      return profileJsonLd({ ...base, view: { ...base.view, profession } });
    };
    const psychiatrist = practising("Psychiatrist");
    expect(psychiatrist).toMatchObject({
      "@type": "Physician",
      medicalSpecialty: "https://schema.org/Psychiatric",
      knowsAbout: "Psychiatrist",
    });
    expect(medicalSpecialty("General Practitioner")).toBe("https://schema.org/PrimaryCare");
    expect(medicalSpecialty("Paediatrician")).toBe("https://schema.org/Pediatric");
    // A doctor whose specialty has no enumeration value names none rather than free text.
    expect(practising("Doctor")).toMatchObject({ "@type": "Physician", knowsAbout: "Doctor" });
    expect(practising("Doctor").medicalSpecialty).toBeUndefined();
  });

  it("calls medical doctors Physician and other practices MedicalBusiness", () => {
    expect(schemaType("General Practitioner")).toBe("Physician");
    expect(schemaType("Psychiatrist")).toBe("Physician");
    expect(schemaType("Clinical Psychologist")).toBe("MedicalBusiness");
    expect(schemaType("Registered Counsellor")).toBe("MedicalBusiness");
    expect(schemaType("")).toBe("MedicalBusiness");
  });

  it("has no aggregateRating without rated reviews (a rating must be on the page)", () => {
    expect(profileJsonLd(input({}, [])).aggregateRating).toBeUndefined();
    expect(aggregateRating(profileView(response({}, [0])))).toBeNull();
  });

  it("cannot be broken out of: </script> and <!-- in a name stay inside the block, as the same JSON", () => {
    const block = jsonLdScript(profileJsonLd(input({ name: HOSTILE })));
    const inner = block.slice('<script type="application/ld+json">'.length, -"</script>".length);
    expect(inner).not.toMatch(/[<>&]/);
    expect(block.match(/<\/script/gi)).toHaveLength(1);
    expect((JSON.parse(inner) as { name: string }).name).toBe(HOSTILE.trim());
  });

  it("escapes the line and paragraph separators JavaScript parsers trip on", () => {
    expect(jsonLdScript({ name: "a\u2028b\u2029c" })).toContain("a\\u2028b\\u2029c");
  });
});

describe("head", () => {
  it("has the title, description, canonical URL and Open Graph tags, escaped", () => {
    const head = profileHeadHtml(input({ name: HOSTILE }));
    expect(head).toContain(
      "<title>Dr &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Zola&quot; &amp; &#39;Co&#39; &lt;!-- – Clinical Psychologist | Vula Health</title>",
    );
    expect(head).toContain('<link rel="canonical" href="https://www.vulahealth.co.za/page/practitioner/42">');
    expect(head).toContain(
      '<meta property="og:url" content="https://www.vulahealth.co.za/page/practitioner/42">',
    );
    expect(head).not.toContain("<script>");
    expect(jsonLdOf(head).name).toBe(HOSTILE.trim());
  });

  it("describes the practitioner in one snippet-sized sentence", () => {
    const view = profileView(response());
    expect(profileDescription(view, "Johannesburg")).toBe(
      "Dr Thandeka Mkhize, Clinical Psychologist in Johannesburg. Individual therapy, Couples therapy. Book online with Vula Health, no login needed.",
    );
    const long = profileView(response({ get_practitioner_service: [{ name: "x".repeat(300) }] }));
    expect(profileDescription(long).length).toBeLessThanOrEqual(160);
  });
});

describe("profile markup", () => {
  it("shows the profile with every value escaped and no unsafe link", () => {
    const html = profileSidebarContent(profileView(response({ name: HOSTILE })), (path) => path);
    expect(html).toContain('<h1 class="pp-name" tabindex="-1">Dr &lt;/script&gt;&lt;script&gt;');
    expect(html).not.toMatch(/<script|javascript:/i);
    expect(html).toContain("<li>Individual therapy</li>");
    expect(html).toContain("<li>MA Clinical Psychology (Wits)</li>");
    expect(html).toContain("34 Rivonia Road, Sandton, Johannesburg, 2196");
    expect(html).toContain('width="112" height="112"');
  });

  it("lists the first reviews and keeps the rest behind Show all, escaped", () => {
    const ratings = Array.from({ length: FIRST_REVIEWS + 2 }, () => 5);
    const html = profileReviewsContent(profileView(response({}, ratings)), "Empty Record !");
    expect(html.match(/class="pp-review"/g)).toHaveLength(FIRST_REVIEWS + 2);
    expect(html).toContain('<summary class="vh-btn vh-btn--lg vh-btn--outline">Show all 7 reviews</summary>');
    expect(html).toContain("Comment 0 &lt;b&gt;bold&lt;/b&gt;");
    expect(profileReviewsContent(profileView(response({}, [])), "Empty Record !")).toBe(
      '<p class="vh-empty">Empty Record !</p>',
    );
  });
});

describe("template", () => {
  const template =
    "<head><!-- profile:head --><title>x</title><!-- /profile:head --></head><main><!-- profile:sidebar --><h1>x</h1><!-- /profile:sidebar --><!-- profile:reviews --><!-- /profile:reviews --></main>";

  it("fills each marked region, taking `$` in content literally", () => {
    expect(fillRegions("a<!-- profile:x -->old<!-- /profile:x -->b", "profile", { x: "$& $1 $$" })).toBe(
      "a$& $1 $$b",
    );
  });

  it("refuses a template without a region rather than serve an empty profile", () => {
    expect(() => fillRegions("<main></main>", "profile", { sidebar: "x" })).toThrow(/no "sidebar" region/);
  });

  it("renders the whole page", () => {
    const page = renderProfilePage(template, input(), "Empty Record !");
    expect(page).toContain("<title>Dr Thandeka Mkhize – Clinical Psychologist | Vula Health</title>");
    expect(page).toContain('<div class="pp pp-sidebar">');
    expect(page).toContain('class="pp pp-reviews"');
    expect(page).not.toContain("profile:");
  });

  it("says when the practitioner is next available, above the button to all times", () => {
    const sidebar = profileSidebarContent(profileView(response()), (path) => path);
    expect(sidebar).toMatch(
      /<p class="pp-next">Next available: Tue 1 Dec, 10:00<\/p><a [^>]*href="#availability"/,
    );
    expect(profileSidebarContent(profileView(response({ next_available: null })), (path) => path)).toContain(
      '<p class="pp-next pp-next--none">No open times online in the next 6 months</p>',
    );
  });
});
