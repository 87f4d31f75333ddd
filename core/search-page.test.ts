import { describe, expect, it } from "vitest";
import { SEARCH_PAGE_SIZE } from "./schemas/search";
import {
  distanceText,
  groupThousands,
  hasCoordinates,
  initials,
  MAX_SEARCH_PAGE,
  nearPlace,
  parseSearchPageQuery,
  pastTheEnd,
  placeNotFoundText,
  ratingLabel,
  resultCountText,
  reviewCountText,
  searchApiQuery,
  searchSummary,
  showingRange,
  withPage,
  withSort,
} from "./search-page";

describe("parseSearchPageQuery", () => {
  it("reads the search and its page", () => {
    expect(
      parseSearchPageQuery(
        "?profession=Psychologist&type=profession&address=Sea%20Point&lat=-33.9&lng=18.4&page=3",
      ),
    ).toEqual({
      type: "profession",
      filters: {},
      term: "Psychologist",
      address: "Sea Point",
      lat: -33.9,
      lng: 18.4,
      page: 3,
    });
  });
  it("defaults the page to 1 when missing, zero, negative, fractional or not a number", () => {
    for (const page of ["", "0", "-2", "2.5", "abc", "1e3"]) {
      expect(parseSearchPageQuery(`type=find&find=x&page=${page}`).page).toBe(1);
    }
    expect(parseSearchPageQuery("type=find").page).toBe(1);
  });
  it("caps the page at what the API accepts", () => {
    expect(parseSearchPageQuery("page=999999").page).toBe(MAX_SEARCH_PAGE);
    // 20 results a page, the first 1 000 results.
    expect(MAX_SEARCH_PAGE).toBe(50);
    expect(parseSearchPageQuery("page=51").page).toBe(50);
  });
});

describe("sort=soonest", () => {
  const url = "/page/search?profession=Psychologist&type=profession&address=Sea%20Point&lat=&lng=&page=3";
  it("is read from the address and sent to the API; anything else is the usual order", () => {
    const query = parseSearchPageQuery(`${url}&sort=soonest`.split("?")[1] ?? "");
    expect(query.sort).toBe("soonest");
    expect(searchApiQuery(query).sort).toBe("soonest");
    const usual = parseSearchPageQuery("?find=gp&sort=cheapest");
    expect(usual).not.toHaveProperty("sort");
    expect(searchApiQuery(usual)).not.toHaveProperty("sort");
  });
  it("a new order starts at page 1 and keeps every other parameter as it was", () => {
    expect(withSort(url, "soonest")).toBe(
      "/page/search?profession=Psychologist&type=profession&address=Sea%20Point&lat=&lng=&sort=soonest",
    );
    expect(withSort(`${url}&sort=soonest`, undefined)).toBe(
      "/page/search?profession=Psychologist&type=profession&address=Sea%20Point&lat=&lng=",
    );
  });
});

describe("withPage", () => {
  const url = "/page/search?profession=Psychologist&type=profession&address=Sea%20Point&lat=&lng=";
  it("keeps a malformed parameter as typed instead of failing", () => {
    expect(withPage("/page/search?type=find&%ZZ=1&page=2", 3)).toBe("/page/search?type=find&%ZZ=1&page=3");
  });
  it("sets the page and keeps every other parameter", () => {
    const next = new URL(withPage(url, 4), "https://x.test");
    expect(next.pathname).toBe("/page/search");
    expect(next.searchParams.get("page")).toBe("4");
    expect(next.searchParams.get("address")).toBe("Sea Point");
    expect(next.searchParams.get("lat")).toBe("");
  });
  it("replaces an existing page and drops it for page 1", () => {
    expect(new URL(withPage(`${url}&page=4`, 5), "https://x.test").searchParams.getAll("page")).toEqual([
      "5",
    ]);
    expect(withPage(`${url}&page=4`, 1)).not.toContain("page=");
  });
  it("keeps the other parameters exactly as written", () => {
    expect(withPage("/page/search?service=&address=&type=service&lat&lng", 2)).toBe(
      "/page/search?service=&address=&type=service&lat&lng&page=2",
    );
    expect(withPage("/page/search?find=Sea%20Point&page=3", 2)).toBe("/page/search?find=Sea%20Point&page=2");
    expect(withPage("/page/search?page=3", 1)).toBe("/page/search");
  });
  it("accepts a full URL and keeps only path, query and hash", () => {
    expect(withPage("https://vulahealth.co.za/page/search?find=a#top", 2)).toBe(
      "/page/search?find=a&page=2#top",
    );
  });
});

describe("texts", () => {
  it("counts practitioners", () => {
    expect(resultCountText(0)).toBe("0 practitioners");
    expect(resultCountText(1)).toBe("1 practitioner");
    expect(resultCountText(437)).toBe("437 practitioners");
    expect(resultCountText(12345)).toBe("12 345 practitioners");
    expect(resultCountText(12345, true)).toBe("About 12 345 practitioners");
  });
  it("summarises what was searched", () => {
    expect(searchSummary({ type: "profession", term: "Psychologist", address: "Sea Point" })).toBe(
      "Psychologist near Sea Point",
    );
    expect(searchSummary({ type: "find", term: "anxiety", address: "" })).toBe("“anxiety”");
    expect(searchSummary({ type: "service", term: "Couples counselling", address: "" })).toBe(
      "Service: Couples counselling",
    );
    expect(searchSummary({ type: "workplace", term: "Kloof St", address: "" })).toBe("Practice: Kloof St");
    expect(searchSummary({ type: "name", term: "Mokoena", address: "" })).toBe("Name: Mokoena");
    expect(searchSummary({ type: "focusAreas", term: "Grief", address: "" })).toBe("Focus area: Grief");
    expect(searchSummary({ type: "service", term: " ", address: "Durban" })).toBe(
      "All practitioners near Durban",
    );
    expect(searchSummary({ type: "find", term: "", address: "" })).toBe("All practitioners");
  });
  it("says near a place only when the search used one", () => {
    const typed = { address: "durbn", lat: null, lng: null };
    const durban = { address: "Durban, KwaZulu-Natal" };
    expect(nearPlace(typed, durban)).toBe("Durban, KwaZulu-Natal");
    expect(nearPlace(typed, undefined)).toBe("");
    expect(nearPlace({ address: "Sea Point", lat: -33.9, lng: 18.4 }, durban)).toBe("Sea Point");
    expect(
      searchSummary({ type: "profession", term: "Psychologist", address: nearPlace(typed, durban) }),
    ).toBe("Psychologist near Durban, KwaZulu-Natal");
  });
  it("says when a typed place matched nothing", () => {
    expect(placeNotFoundText(" Qwertyville ")).toBe("We could not find 'Qwertyville'; showing everyone");
  });
  it("shows the range on a page", () => {
    expect(showingRange(1, 20, 20, 437)).toBe("Showing 1–20 of 437");
    expect(showingRange(22, 20, 17, 437)).toBe("Showing 421–437 of 437");
    expect(showingRange(1, 20, 1, 1)).toBe("Showing 1 of 1");
    expect(showingRange(1, 20, 0, 0)).toBe("");
    expect(showingRange(1, 20, 20, 4370, true)).toBe("Showing 1–20 of about 4 370");
  });
  it("formats distances", () => {
    expect(distanceText(2.34)).toBe("2.3 km away");
    expect(distanceText(12.4)).toBe("12 km away");
    expect(distanceText(0.04)).toBe("Under 100 m away");
    expect(distanceText(undefined)).toBeNull();
    expect(distanceText(null)).toBeNull();
    expect(distanceText(Number.NaN)).toBeNull();
    expect(distanceText(-1)).toBeNull();
  });
  it("labels ratings", () => {
    expect(ratingLabel(4)).toBe("Rated 4 out of 5");
    expect(ratingLabel(5)).toBe("Rated 5 out of 5");
    expect(ratingLabel(null)).toBeNull();
    expect(ratingLabel(0)).toBeNull();
    expect(reviewCountText(1)).toBe("1 review");
    expect(reviewCountText(12)).toBe("12 reviews");
  });
  it("makes initials, skipping titles", () => {
    expect(initials("Dr Thandi Mokoena")).toBe("TM");
    expect(initials("Prof. Johan van der Merwe")).toBe("JM");
    expect(initials("Sipho")).toBe("S");
    expect(initials("")).toBe("");
  });
});

describe("hasCoordinates", () => {
  it("accepts real coordinates only", () => {
    expect(hasCoordinates({ lat: -33.92, lng: 18.42 })).toBe(true);
    expect(hasCoordinates({ lat: 0, lng: 0 })).toBe(false);
    expect(hasCoordinates({ lat: Number.NaN, lng: 18 })).toBe(false);
    expect(hasCoordinates({ lat: 95, lng: 18 })).toBe(false);
    expect(hasCoordinates({ lat: "1", lng: 18 })).toBe(false);
  });
});

describe("searchApiQuery", () => {
  it("asks the API for the page's search at the results page's size", () => {
    expect(
      searchApiQuery(parseSearchPageQuery("?type=service&service=Couples&address=Durban&page=2")),
    ).toEqual({
      type: "service",
      service: "Couples",
      address: "Durban",
      page: "2",
      perPage: String(SEARCH_PAGE_SIZE),
    });
  });

  it("sends coordinates both or neither (the API refuses one alone)", () => {
    expect(searchApiQuery(parseSearchPageQuery("?find=gp&lat=-33.9&lng=18.4"))).toMatchObject({
      lat: "-33.9",
      lng: "18.4",
    });
    expect(searchApiQuery(parseSearchPageQuery("?find=gp&lat=-33.9"))).not.toHaveProperty("lat");
  });
});

describe("pastTheEnd", () => {
  it("gives the last page for an empty page past the end, else null", () => {
    expect(pastTheEnd({ data: [], total: 45 }, 5)).toBe(3);
    expect(pastTheEnd({ data: [], total: 0 }, 5)).toBeNull();
    expect(pastTheEnd({ data: [{}], total: 45 }, 3)).toBeNull();
  });
});

describe("groupThousands", () => {
  it("groups with a space, as South Africans write numbers", () => {
    expect(groupThousands(1000)).toBe("1 000");
    expect(groupThousands(1234567)).toBe("1 234 567");
    expect(groupThousands(999)).toBe("999");
  });
});
