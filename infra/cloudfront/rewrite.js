// CloudFront Function (cloudfront-js-2.0), viewer-request on the static site.
// Maps pretty URLs to the HTML files in pages-static/. The local stack evaluates this very file
// (infra/local/rewrite-middleware.ts), so development rewrites exactly as production does.
// biome-ignore lint/correctness/noUnusedVariables: CloudFront calls the top-level `handler`.
function handler(event) {
  const request = event.request;
  const uri = request.uri;
  const dynamic = [
    [/^\/page\/practitioner\/[^/]+\/?$/, "/page/practitioner/index.html"],
    [/^\/page\/blog\/detail\/[^/]+\/?$/, "/page/blog/detail/index.html"],
  ];
  for (let i = 0; i < dynamic.length; i++) {
    if (dynamic[i][0].test(uri)) {
      request.uri = dynamic[i][1];
      return request;
    }
  }
  if (uri.endsWith("/")) {
    request.uri = `${uri}index.html`;
  } else if (!/\.[a-zA-Z0-9]+$/.test(uri.substring(uri.lastIndexOf("/") + 1))) {
    request.uri = `${uri}/index.html`;
  }
  return request;
}
