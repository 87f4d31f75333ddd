// CloudFront Function (cloudfront-js-2.0) on the static site's default behaviour, as two functions
// from this one source (serverless.yml):
// - viewer-request: maps pretty URLs to the HTML files in pages-static/, and any other page address
//   to the 404 page;
// - viewer-response: answers that page with status 404, and turns S3's 403 for a missing key (a
//   private bucket behind OAC never says 404) into 404.
// Not a page in CloudFront's CustomErrorResponses: those apply to every origin of the distribution,
// so the API's own JSON 403s and 404s would come back as this HTML page (docs/decisions.md). They
// only stop origin failures (5xx) being cached at the edge.
// The lists it reads, PAGES (every page's address) and DYNAMIC (addresses with an id in them, as
// [pattern, file]), come from the table of pages (core/pages.ts): infra/cloudfront/site-function.ts
// puts them before this source, and serverless.yml and the local stack (infra/local/
// rewrite-middleware.ts) both take that code, so development routes exactly as production does.

const NOT_FOUND = "/404.html";

function pageFile(page) {
  return page === "/" ? "/index.html" : `${page}/index.html`;
}

/** The object a request for `uri` reads. Idempotent: a file it returns maps to itself. */
function resolve(uri) {
  for (let i = 0; i < DYNAMIC.length; i++) {
    if (DYNAMIC[i][0].test(uri)) return DYNAMIC[i][1];
  }
  const last = uri.substring(uri.lastIndexOf("/") + 1);
  if (/\.[a-zA-Z0-9]+$/.test(last)) {
    // Assets, robots.txt, sitemap.xml pass through (S3 answers for them); an HTML file must be a page.
    if (!/\.html$/.test(last) || uri === NOT_FOUND) return uri;
    for (let i = 0; i < PAGES.length; i++) {
      if (pageFile(PAGES[i]) === uri) return uri;
    }
    return NOT_FOUND;
  }
  const page = uri.length > 1 && uri.endsWith("/") ? uri.substring(0, uri.length - 1) : uri;
  return PAGES.indexOf(page) === -1 ? NOT_FOUND : pageFile(page);
}

// biome-ignore lint/correctness/noUnusedVariables: CloudFront calls the top-level `handler`.
function handler(event) {
  if (event.context && event.context.eventType === "viewer-response") {
    const response = event.response;
    // Whether CloudFront hands this event the address as asked or as rewritten, resolve() gives
    // the 404 page for both, because it is idempotent. A 304 stays: the browser's copy is a 404.
    const status = response.statusCode;
    if (status === 403 || (status === 200 && resolve(event.request.uri) === NOT_FOUND)) {
      response.statusCode = 404;
      response.statusDescription = "Not Found";
    }
    return response;
  }
  const request = event.request;
  request.uri = resolve(request.uri);
  return request;
}
