// The site's security response headers, defined once. serverless.yml reads `cloudFront` into the
// CloudFront response headers policy (${file(...)}, like function-code.cjs); the local dev and
// preview servers send `localHeaders` (infra/vite/security-headers-plugin.ts), so e2e runs under
// the production policy. CommonJS because serverless.yml's ${file()} loads it with require().

/** OpenStreetMap's tile servers: core/map-config.ts tileUrl for each of its {s} subdomains (a unit test keeps them equal). */
const mapTileOrigins = [
  "https://a.tile.openstreetmap.org",
  "https://b.tile.openstreetmap.org",
  "https://c.tile.openstreetmap.org",
];

/** Video players framed by our pages: the home page's about video and practitioners' profile videos (core/profile-view.ts). */
const videoOrigins = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"];

/**
 * Scripts and styles from our origin only (no inline script, no eval), so injected markup cannot
 * run; no plugins, no <base>, no framing by other sites (partners embed our script, not our pages).
 * `uploadsOrigin` is the uploads bucket: /register posts the photo straight to it (presigned POST)
 * and admins view applicants' photos from it (presigned GET). data: images are CSS icons and
 * Leaflet's, blob: the photo preview on /register.
 * `dev` (Vite's dev server only) allows inline styles: Vite injects imported CSS as <style> tags.
 */
function contentSecurityPolicy({ uploadsOrigin, dev = false }) {
  const directives = [
    ["default-src", "'self'"],
    ["script-src", "'self'"],
    ["style-src", "'self'", ...(dev ? ["'unsafe-inline'"] : [])],
    ["img-src", "'self'", "data:", "blob:", ...mapTileOrigins, uploadsOrigin],
    ["connect-src", "'self'", uploadsOrigin],
    ["frame-src", ...videoOrigins],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'self'"],
  ];
  return directives.map((sources) => sources.join(" ")).join("; ");
}

const frameOption = "SAMEORIGIN";
const referrerPolicy = "strict-origin-when-cross-origin";
/** One year, this host only: other vulahealth.co.za hosts (the blog) are not ours to pin to HTTPS. */
const strictTransportSecurityMaxAge = 31536000;

/** What the local servers send with every response (no HSTS: it means nothing over plain HTTP). */
function localHeaders({ uploadsOrigin, dev }) {
  return {
    "Content-Security-Policy": contentSecurityPolicy({ uploadsOrigin, dev }),
    "X-Frame-Options": frameOption,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": referrerPolicy,
  };
}

module.exports = {
  mapTileOrigins,
  videoOrigins,
  contentSecurityPolicy,
  localHeaders,
  /** For serverless.yml. The CSP goes through Fn::Sub, which fills in the bucket's regional endpoint. */
  cloudFront: {
    contentSecurityPolicy: contentSecurityPolicy({
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a CloudFormation Fn::Sub placeholder
      uploadsOrigin: "https://${UploadsBucket.RegionalDomainName}",
    }),
    frameOption,
    referrerPolicy,
    strictTransportSecurityMaxAge,
  },
};
