import type { Context } from "aws-lambda";
import { ForbiddenError } from "../../core/errors";
import { TRY_AGAIN_LATER } from "../../core/ui-text";
import { createLogger } from "../lib/logger";
import { checkOrigin } from "../lib/origin-check";
import { loadSecrets } from "../lib/secrets";
import { blogPostPage } from "./blog-post-page";
import { type PageEvent, type PageResult, unavailablePage } from "./page-response";
import { notFoundPage, practitionerPage } from "./practitioner-page";
import type { PageRouteKey } from "./routes";
import { searchPage } from "./search-page";
import { SiteFileUnavailableError } from "./site-files";
import { sitemap } from "./sitemap";

const PAGES: Record<PageRouteKey, (event: PageEvent) => Promise<PageResult>> = {
  "GET /page/practitioner/{path+}": practitionerPage,
  "GET /page/blog/detail/{path+}": blogPostPage,
  "GET /page/search": searchPage,
  "GET /sitemap.xml": sitemap,
};

const text = (statusCode: number, body: string): PageResult => ({
  statusCode,
  headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  body,
});

/** Route group "public-pages": pages rendered from live data behind CloudFront's cache. */
export async function handler(event: PageEvent, context: Context): Promise<PageResult> {
  const log = createLogger({ requestId: context.awsRequestId, route: event.routeKey });
  try {
    await loadSecrets(["originVerifySecret"]);
    checkOrigin(event.headers ?? {});
    const render = PAGES[event.routeKey as PageRouteKey];
    return render ? await render(event) : await notFoundPage();
  } catch (error) {
    if (error instanceof ForbiddenError) return text(403, error.message);
    if (error instanceof SiteFileUnavailableError) {
      log.error("page template unavailable", { error: error.message });
      return unavailablePage();
    }
    log.error("page failed", {
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return text(500, TRY_AGAIN_LATER);
  }
}
