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
 * The one page partners' sites frame: the booking form of the embed, in a frame
 * of our origin so the partner page's scripts cannot read what the patient types. As a CloudFront
 * path pattern (serverless.yml's behaviour for it); the local servers match the same prefix.
 * Partners are many and not listed anywhere, so any https page may frame it (and loopback pages
 * locally, where the demo partner site runs on http).
 */
const partnerFramedPathPattern = "/embed/booking-form*";
const partnerFrameAncestors = ["https:"];
const localPartnerFrameAncestors = ["http://localhost:*", "http://127.0.0.1:*"];

/** True for a request path CloudFront sends through partnerFramedPathPattern's behaviour. */
function isPartnerFramedPath(path) {
  return path.startsWith(partnerFramedPathPattern.slice(0, -1));
}

/**
 * Scripts and styles from our origin only (no inline script, no eval), so injected markup cannot
 * run; no plugins, no <base>, no framing by other sites (partners embed our script, not our pages),
 * but for the booking form's page, which `frameAncestors` opens to partners' sites.
 * `uploadsOrigin` is the uploads bucket: /register posts the photo straight to it (presigned POST)
 * and admins view applicants' photos from it (presigned GET). data: images are CSS icons and
 * Leaflet's, blob: the photo preview on /register.
 * `dev` (Vite's dev server only) allows inline styles: Vite injects imported CSS as <style> tags.
 */
function contentSecurityPolicy({ uploadsOrigin, dev = false, frameAncestors = ["'self'"] }) {
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
    ["frame-ancestors", ...frameAncestors],
  ];
  return directives.map((sources) => sources.join(" ")).join("; ");
}

const frameOption = "SAMEORIGIN";
const referrerPolicy = "strict-origin-when-cross-origin";
/** One year, this host only: other vulahealth.co.za hosts (the blog) are not ours to pin to HTTPS. */
const strictTransportSecurityMaxAge = 31536000;

/**
 * What the local servers send with every response (no HSTS: it means nothing over plain HTTP).
 * `partnerFramed`: the booking form's page, framed by partners' sites: no X-Frame-Options (it
 * cannot name many origins), frame-ancestors says who may frame it.
 */
function localHeaders({ uploadsOrigin, dev, partnerFramed = false }) {
  if (partnerFramed) {
    const frameAncestors = [...partnerFrameAncestors, ...localPartnerFrameAncestors];
    return {
      "Content-Security-Policy": contentSecurityPolicy({ uploadsOrigin, dev, frameAncestors }),
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": referrerPolicy,
    };
  }
  return {
    "Content-Security-Policy": contentSecurityPolicy({ uploadsOrigin, dev }),
    "X-Frame-Options": frameOption,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": referrerPolicy,
  };
}

// biome-ignore lint/suspicious/noTemplateCurlyInString: a CloudFormation Fn::Sub placeholder
const cloudFrontUploadsOrigin = "https://${UploadsBucket.RegionalDomainName}";

module.exports = {
  mapTileOrigins,
  videoOrigins,
  contentSecurityPolicy,
  localHeaders,
  isPartnerFramedPath,
  /** For serverless.yml. The CSP goes through Fn::Sub, which fills in the bucket's regional endpoint. */
  cloudFront: {
    contentSecurityPolicy: contentSecurityPolicy({ uploadsOrigin: cloudFrontUploadsOrigin }),
    /** The booking form's page (EmbedFormResponseHeadersPolicy): any https site may frame it. */
    partnerFramedPathPattern,
    partnerFramedContentSecurityPolicy: contentSecurityPolicy({
      uploadsOrigin: cloudFrontUploadsOrigin,
      frameAncestors: partnerFrameAncestors,
    }),
    frameOption,
    referrerPolicy,
    strictTransportSecurityMaxAge,
  },
};
