import { describe, expect, it } from "vitest";
import { badgeSeason, registrationBadge } from "./council-registration";
import { filterParams, parseFilters, practitionerTokens, queryTokens } from "./search-filters";
import { filterBarHtml } from "./search-filters-html";
import { parseSearchPageQuery, searchApiQuery } from "./search-page";

describe("search filters in the address", () => {
  it("reads known values (a language in any case) and drops unknown ones", () => {
    const params = new URLSearchParams(
      "medical_aid=4&language=ISIZULU&mode=virtual&gender=female&available_within=7&verified=1&radius_km=25",
    );
    const filters = parseFilters(params);
    expect(filters).toEqual({
      medicalAid: "4",
      language: "isiZulu",
      mode: "virtual",
      gender: "female",
      availableWithin: 7,
      verified: true,
      radiusKm: 25,
    });
    expect(new URLSearchParams(filterParams(filters)).toString()).toBe(
      "medical_aid=4&language=isiZulu&mode=virtual&gender=female&available_within=7&verified=1&radius_km=25",
    );
    expect(
      parseFilters(new URLSearchParams("language=Klingon&mode=phone&radius_km=7&available_within=61")),
    ).toEqual({});
  });

  it("sends the filters to the API, a radius only with a place", () => {
    const withPlace = searchApiQuery(
      parseSearchPageQuery("?find=&address=Durban&radius_km=10&language=isiXhosa"),
    );
    expect(withPlace).toMatchObject({ radius_km: "10", language: "isiXhosa" });
    const without = searchApiQuery(parseSearchPageQuery("?find=&radius_km=10"));
    expect(without.radius_km).toBeUndefined();
  });
});

describe("index tokens", () => {
  it("a practitioner's schemes, official languages, modes, gender and the season of a live check", () => {
    const tokens = practitionerTokens({
      medicalAidIds: ["1", "4"],
      languages: ["English", "isiZulu", "Portuguese"],
      appointmentModes: ["virtual"],
      gender: "male",
      council_registration: { council: "HPCSA", number: "PS 0123456", checked_at: "2026-11-25T08:00:00Z" },
    });
    expect(tokens).toEqual([
      "ma:1",
      "ma:4",
      "lang:english",
      "lang:isizulu",
      "mode:virtual",
      "g:male",
      "v:2027",
    ]);
    // No modes stored: both are offered.
    expect(practitionerTokens({ medicalAidIds: [], languages: [] })).toEqual([
      "mode:in_person",
      "mode:virtual",
    ]);
  });

  it("verified asks for this season's checks: 1 April 00:00 SAST starts the next", () => {
    expect(queryTokens({ verified: true }, Date.parse("2027-03-31T21:59:59Z"))).toEqual(["v:2027"]);
    expect(queryTokens({ verified: true }, Date.parse("2027-03-31T22:00:00Z"))).toEqual(["v:2028"]);
    expect(badgeSeason(Date.parse("2026-11-25T08:00:00Z"))).toBe(2027);
    const checked = { council: "HPCSA", number: "PS 0123456", checked_at: "2026-11-25T08:00:00Z" };
    expect(registrationBadge(checked, Date.parse("2027-03-31T21:59:59Z"))).toEqual({
      council: "HPCSA",
      checkedAt: "2026-11-25T08:00:00Z",
    });
    expect(registrationBadge(checked, Date.parse("2027-03-31T22:00:00Z"))).toBeNull();
    expect(registrationBadge({ ...checked, voided: true }, Date.parse("2026-12-01T00:00:00Z"))).toBeNull();
    expect(registrationBadge({ council: "HPCSA" }, Date.parse("2026-12-01T00:00:00Z"))).toBeNull();
  });
});

describe("filterBarHtml", () => {
  it("keeps the search in hidden fields, marks the chosen values and escapes every value", () => {
    const query = parseSearchPageQuery('?find=<b>"x"&address=Durban&language=isiZulu&radius_km=10');
    const html = filterBarHtml({
      query,
      schemes: [{ id: "1", name: "A & B" }],
      near: "Durban",
      farthestKm: 12,
    });
    expect(html).toContain('<input type="hidden" name="find" value="&lt;b&gt;&quot;x&quot;">');
    expect(html).toContain('<option value="isiZulu" selected>isiZulu</option>');
    expect(html).toContain("A &amp; B");
    expect(html).toContain("Within 10 km of Durban.");
    expect(html).toMatch(/aria-current="true">10 km</);
    expect(html).not.toContain("<b>");
  });

  it("says how far the results reach near a place without a radius, and nothing without a place", () => {
    const query = parseSearchPageQuery("?find=counsellor&address=Durban");
    expect(filterBarHtml({ query, schemes: [], near: "Durban", farthestKm: 1275.4 })).toContain(
      "Nearest to Durban first; on this page up to 1 275 km away.",
    );
    expect(filterBarHtml({ query, schemes: [], near: "" })).not.toContain("sr-filters__chips");
  });
});
