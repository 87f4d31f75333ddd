import { describe, expect, it } from "vitest";
import type { SearchResult } from "./schemas/search";
import { parseSearchPageQuery } from "./search-page";
import {
  answerLoad,
  fillSearchForm,
  pagerHtml,
  renderSearchPage,
  resultCardHtml,
  resultsListHtml,
  resultsRootClass,
  type SearchResultsInput,
} from "./search-results-html";

const HOSTILE = '<img src=x onerror="alert(1)">';
const own = (path: string) => path;

function result(overrides: Partial<SearchResult> = {}): SearchResult {
  return {
    id: "7",
    name: "Dr Thandi Nkosi",
    profession: "Clinical Psychologist",
    image: "/photos/7.webp",
    business_address_physical: "12 Main Road, Sea Point",
    lat: -33.91,
    lng: 18.38,
    get_reviews: [{ rating: 5 }, { rating: 4 }],
    rating: 4.5,
    distance_km: 2.34,
    next_available: "2026-12-01T08:00:00.000Z",
    ...overrides,
  };
}

function input(overrides: Partial<SearchResultsInput> = {}): SearchResultsInput {
  return {
    load: answerLoad({ data: [result()], total: 1 }, 1),
    query: parseSearchPageQuery("?type=profession&profession=Psychologist"),
    withMap: true,
    mapView: false,
    pageHref: (page) => `/page/search?p=${page}`,
    imageSrc: own,
    ...overrides,
  };
}

describe("resultCardHtml", () => {
  it("says when the practitioner is next available, or that nothing is open", () => {
    expect(resultCardHtml(result(), 1, false, own)).toContain(
      '<p class="sr-card__next">Next available: Tue 1 Dec, 10:00</p>',
    );
    expect(resultCardHtml(result({ next_available: null }), 1, false, own)).toContain(
      '<p class="sr-card__next sr-card__next--none">No open times online in the next 6 months</p>',
    );
  });

  it("shows who, what, where, the rating and the distance, the name linking to the profile", () => {
    const html = resultCardHtml(result(), 3, true, own);
    expect(html).toContain('<li class="sr-card" data-id="7">');
    expect(html).toContain(
      '<a id="sr-name-7" class="sr-card__link" href="/page/practitioner/7">Dr Thandi Nkosi</a>',
    );
    expect(html).toContain('<p class="sr-card__profession">Clinical Psychologist</p>');
    expect(html).toContain('<p class="sr-card__address">12 Main Road, Sea Point</p>');
    expect(html).toContain('role="img" aria-label="Rated 5 out of 5"');
    expect(html).toContain('<span class="sr-card__reviews">(2 reviews)</span>');
    expect(html).toContain('<span class="sr-card__distance">2.3 km away</span>');
    expect(html).toContain('<span class="sr-card__rank" aria-hidden="true">3</span>');
    expect(html).toContain('data-action="show-on-map" data-id="7"');
    expect(html).toContain('<img class="sr-card__photo" src="/photos/7.webp" alt="Dr Thandi Nkosi"');
  });

  it("escapes every value", () => {
    const html = resultCardHtml(
      result({
        id: '7"><script>',
        name: HOSTILE,
        profession: HOSTILE,
        business_address_physical: HOSTILE,
        image: '/x" onerror="alert(1)',
      }),
      1,
      true,
      own,
    );
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain('" onerror="');
    expect(html).not.toContain('"><script>');
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).toContain('href="/page/practitioner/7%22%3E%3Cscript%3E"');
  });

  it("has no map button or rank without a place on the map (or without the map), initials without a photo", () => {
    const html = resultCardHtml(
      result({ lat: 0, lng: 0, image: "", rating: null, get_reviews: [] }),
      1,
      true,
      own,
    );
    expect(html).not.toContain("Show on map");
    expect(html).not.toContain("sr-card__rank");
    expect(html).toContain('<span class="sr-card__no-reviews">No reviews yet</span>');
    expect(html).toContain(
      '<span class="sr-card__photo sr-card__photo--initials" role="img" aria-label="Dr Thandi Nkosi"><span aria-hidden="true">TN</span></span>',
    );
    expect(resultCardHtml(result(), 1, false, own)).not.toContain("Show on map");
  });
});

describe("pagerHtml", () => {
  it("links every page, marks the current one, and disables Previous on the first page", () => {
    const html = pagerHtml(1, 3, (page) => `/page/search?a=1&page=${page}`);
    expect(html).toContain('<a class="sr-pager__step sr-pager__step--prev" role="link" aria-disabled="true"');
    expect(html).toContain(
      '<a class="sr-pager__page" href="/page/search?a=1&amp;page=1" aria-label="Page 1" aria-current="page" data-page="1">1</a>',
    );
    expect(html).toContain('href="/page/search?a=1&amp;page=2" rel="next" data-page="2"');
    expect(pagerHtml(3, 3, String)).toContain(
      '<a class="sr-pager__step sr-pager__step--next" role="link" aria-disabled="true"',
    );
  });

  it("is empty for a single page", () => {
    expect(pagerHtml(1, 1, String)).toBe("");
  });
});

describe("resultsListHtml", () => {
  it("offers the two orders as links from page 1, the current one marked", () => {
    const html = resultsListHtml(input());
    expect(html).toContain('<nav class="sr-sort" aria-label="Sort results">');
    expect(html).toContain(
      '<a class="sr-sort__choice" href="/page/search?p=1" aria-current="true">Best match</a>',
    );
    expect(html).toContain(
      '<a class="sr-sort__choice" href="/page/search?p=1&amp;sort=soonest">Soonest available</a>',
    );
    const soonest = resultsListHtml(
      input({ query: parseSearchPageQuery("?type=profession&profession=Psychologist&sort=soonest") }),
    );
    expect(soonest).toContain('sort=soonest" aria-current="true">Soonest available</a>');
  });

  it("heads the list with the count, what was searched and the range, with the phone's map toggle", () => {
    const html = resultsListHtml(input());
    expect(html).toContain('<h2 class="sr__title" tabindex="-1">1 practitioner</h2>');
    expect(html).toContain('<p class="sr__summary">Psychologist</p>');
    expect(html).toContain('<p class="sr__range">Showing 1 of 1</p>');
    expect(html).toContain('data-action="toggle-map"');
    expect(html).toContain("Show map</button>");
    expect(resultsListHtml(input({ mapView: true }))).toContain("Show list</button>");
    expect(resultsListHtml(input({ withMap: false }))).not.toContain("toggle-map");
  });

  it("numbers the list from the page's first rank", () => {
    const load = answerLoad({ data: [result()], total: 45 }, 3);
    expect(resultsListHtml(input({ load }))).toContain('<ol class="sr__list" start="41">');
  });

  it("says what it could not use or show, escaped", () => {
    const query = parseSearchPageQuery(`?find=gp&address=${encodeURIComponent(HOSTILE)}`);
    const load = answerLoad({ data: [result()], total: 1, place_not_found: true, partial: true }, 1);
    const html = resultsListHtml(input({ load, query }));
    expect(html).toContain(
      "We could not find &#39;&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&#39;; showing everyone",
    );
    expect(html).toContain("These are the best-rated matches for your words.");
  });

  it("a filtered search's estimated total says About, without the note about words", () => {
    const query = parseSearchPageQuery("?find=&medical_aid=1&mode=in_person");
    const load = answerLoad({ data: [result()], total: 4370, partial: true }, 1);
    const html = resultsListHtml(input({ load, query }));
    expect(html).toContain('<h2 class="sr__title" tabindex="-1">About 4 370 practitioners</h2>');
    expect(html).toContain("Showing 1 of about 4 370");
    expect(html).not.toContain("These are the best-rated matches for your words.");
  });

  it("answers nothing found with the spec's words, help, and a way to everyone", () => {
    const load = answerLoad({ data: [], total: 0 }, 1);
    const html = resultsListHtml(input({ load }));
    expect(html).toContain('<h2 class="sr__title" tabindex="-1">Result Not Found !</h2>');
    expect(html).toContain('href="/page/search?find=&amp;type=find&amp;address=&amp;lat=&amp;lng="');
    const everyone = resultsListHtml(input({ load, query: parseSearchPageQuery("") }));
    expect(everyone).not.toContain("See all practitioners");
  });

  it("draws the loading and failed states", () => {
    const loading = resultsListHtml(input({ load: { status: "loading" } }));
    expect(loading).toContain('<h2 class="sr__title" tabindex="-1">Search results</h2>');
    expect(loading).toContain('<div class="vh-loader" role="status">');
    expect(loading).toContain('<p class="sr__range" aria-hidden="true">&nbsp;</p>');
    const failed = resultsListHtml(input({ load: { status: "error" } }));
    expect(failed).toContain('role="alert"><p>We could not load results. Please try again.</p>');
    expect(failed).toContain('data-action="retry">Retry</button>');
  });
});

describe("resultsRootClass", () => {
  it("makes room for the map only when there is something to show on it", () => {
    expect(resultsRootClass(input())).toBe("sr sr--with-map");
    expect(resultsRootClass(input({ mapView: true }))).toBe("sr sr--with-map sr--map-view");
    expect(resultsRootClass(input({ load: answerLoad({ data: [], total: 0 }, 1), mapView: true }))).toBe(
      "sr",
    );
    expect(resultsRootClass(input({ load: { status: "error" } }))).toBe("sr");
    expect(resultsRootClass(input({ withMap: false }))).toBe("sr");
  });
});

describe("renderSearchPage", () => {
  const TEMPLATE =
    '<!-- search:title --><title>Find</title><!-- /search:title --><div data-widget="search-results"><!-- search:results --><p>Loading...</p><!-- /search:results --></div>';

  it("puts the results and the widget's props where the loading text was", () => {
    const answer = { data: [result({ name: "</script><script>alert(1)</script>" })], total: 21 };
    const html = renderSearchPage(TEMPLATE, { search: "?type=find&find=gp", answer });
    expect(html).not.toContain("Loading...</p>");
    expect(html).toContain('<div data-widget="search-results"><script type="application/json">');
    // One </script>: the name cannot close the props block.
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const props = JSON.parse(/<script type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? "");
    expect(props).toEqual({ initial: { search: "?type=find&find=gp", answer } });
    // The pager's links keep the search as asked; the list is the one the widget draws.
    expect(html).toContain('href="/page/search?type=find&amp;find=gp&amp;page=2" rel="next" data-page="2"');
    expect(html).toContain('<div class="sr sr--with-map" aria-busy="false"><div class="sr__list-col">');
    expect(html).toContain('<div class="sr__map-col" data-map="idle"><section class="sr-map"');
  });

  it("escapes what the address asked, in the props and in the pager's links", () => {
    const search = '?type=find&find=%22%3E%3Csvg%2Fonload%3Dalert(1)%3E&x="><svg/onload=alert(1)></script>';
    const answer = { data: [result()], total: 45 };
    const html = renderSearchPage(TEMPLATE, { search, answer });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain("<svg/onload");
    expect(html).not.toMatch(/href="[^"]*"><svg/);
    const props = JSON.parse(/<script type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? "");
    expect(props.initial.search).toBe(search);
    expect(html).toContain('<p class="sr__summary">“&quot;&gt;&lt;svg/onload=alert(1)&gt;”</p>');
  });

  it("titles the page with what was searched, and keeps the page's title for everyone", () => {
    const answer = {
      data: [result()],
      total: 1,
      place: { address: "Durban, KwaZulu-Natal", suburb: "Durban", lat: -29.86, lng: 31.02 },
    };
    expect(
      renderSearchPage(TEMPLATE, { search: "?profession=Psychologist&address=Durban", answer }),
    ).toContain("<title>Psychologist near Durban, KwaZulu-Natal | Vula Health</title>");
    const noPlace = { data: [result()], total: 1 };
    expect(renderSearchPage(TEMPLATE, { search: "?find=%3C%2Ftitle%3E", answer: noPlace })).toContain(
      "<title>“&lt;/title&gt;” | Vula Health</title>",
    );
    expect(renderSearchPage(TEMPLATE, { search: "?find=&type=find", answer: noPlace })).toContain(
      "<title>Find</title>",
    );
  });

  it("fills the static search form with what was searched, escaped", () => {
    const form =
      '<form><input class="i" type="search" name="find" placeholder="e.g." /><input type="text" name="address" /><input type="hidden" name="type" value="find" /></form>';
    expect(fillSearchForm(form, { term: 'GP "x"', address: "Sea Point" })).toBe(
      '<form><input class="i" type="search" name="find" value="GP &quot;x&quot;" placeholder="e.g." /><input type="text" name="address" value="Sea Point" /><input type="hidden" name="type" value="find" /></form>',
    );
    expect(fillSearchForm(form, { term: "", address: "" })).toBe(form);
    const page = renderSearchPage(`${form}${TEMPLATE}`, {
      search: "?profession=GP",
      answer: { data: [], total: 0 },
    });
    expect(page).toContain('name="find" value="GP"');
  });

  it("leaves the page as built without an answer", () => {
    expect(renderSearchPage(TEMPLATE, { search: "", answer: null })).toBe(TEMPLATE);
  });
});

describe("the council registration badge on a card (issue 27)", () => {
  it("shows what was checked and when, escaped, only when the answer carries it", () => {
    const checked = resultCardHtml(
      result({ council_badge: { council: "HPCSA", checked_at: "2026-11-25T08:00:00.000Z" } }),
      1,
      false,
      own,
    );
    expect(checked).toContain('<p class="sr-card__council">');
    expect(checked).toContain("HPCSA registered, checked 25 Nov 2026</p>");
    expect(resultCardHtml(result(), 1, false, own)).not.toContain("sr-card__council");
    const hostile = resultCardHtml(
      result({ council_badge: { council: HOSTILE, checked_at: "2026-11-25T08:00:00.000Z" } }),
      1,
      false,
      own,
    );
    expect(hostile).not.toContain(HOSTILE);
    expect(hostile).toContain("&lt;img src=x");
  });
});
