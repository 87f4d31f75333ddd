import { safeParse } from "zod/mini";
import { searchQuery } from "../../core/schemas/search";
import { parseSearchPageQuery, pastTheEnd, searchApiQuery } from "../../core/search-page";
import { renderSearchPage } from "../../core/search-results-html";
import { offeredSchemeNames } from "../data/medical-schemes";
import { createLogger } from "../lib/logger";
import { searchPractitioners } from "../search/search";
import { htmlResponse, type PageEvent, type PageResult } from "./page-response";
import { SEARCH_TEMPLATE, siteFile } from "./site-files";

/** The answer the page starts from, or null when the widget should ask (and say what is wrong) itself. */
async function firstAnswer(search: string) {
  const query = parseSearchPageQuery(search);
  // The same parameters, and the same checks, as the widget's own request.
  const parsed = safeParse(searchQuery, searchApiQuery(query));
  if (!parsed.success) return null;
  const answer = await searchPractitioners(parsed.data);
  // A page past the end: the widget moves the address to the last page.
  return pastTheEnd(answer, query.page) === null ? answer : null;
}

/** The filter bar's medical aids, by name (not the retired ones). */
async function schemeChoices() {
  const names = await offeredSchemeNames();
  return [...names].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * GET /page/search?…: the search page with its first results page in the first HTML response (the
 * list is the largest paint; search engines read it; it works before, or without, the script).
 * Cached at the edge per query string. If the search fails, the page goes out as built, uncached,
 * and the widget tries again in the browser (with Retry).
 */
export async function searchPage(event: PageEvent): Promise<PageResult> {
  const search = event.rawQueryString ? `?${event.rawQueryString}` : "";
  // Both at once, both settled: a template that fails while the search runs must not be left
  // rejected with no one listening (an unhandled rejection ends the process).
  const [template, answer, schemes] = await Promise.allSettled([
    siteFile(SEARCH_TEMPLATE),
    firstAnswer(search),
    schemeChoices(),
  ]);
  if (template.status === "rejected") throw template.reason;
  try {
    if (answer.status === "rejected") throw answer.reason;
    if (schemes.status === "rejected") throw schemes.reason;
    return htmlResponse(
      200,
      renderSearchPage(template.value, { search, answer: answer.value, schemes: schemes.value }),
    );
  } catch (error) {
    createLogger({ area: "public-pages" }).error("search page: the first answer failed", {
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return htmlResponse(200, template.value, "no-store");
  }
}
