import type { Connect, Plugin } from "vite";
import securityHeaders from "../cloudfront/security-headers.cjs";

/** The local S3-compatible server: /register uploads to it, admins view applicants' photos from it. */
export const localUploadsOrigin = (s3Port: number) => `http://127.0.0.1:${s3Port}`;

/**
 * The headers CloudFront adds in production, as the local servers send them: `preview` (the
 * production build, which e2e drives) gets exactly the production CSP but for the uploads origin;
 * `dev` also allows inline styles for Vite's injected CSS.
 */
export function localSecurityHeaders(
  mode: "dev" | "preview",
  s3Port: number,
  page: "site" | "partner-framed" = "site",
): Record<string, string> {
  return securityHeaders.localHeaders({
    uploadsOrigin: localUploadsOrigin(s3Port),
    dev: mode === "dev",
    partnerFramed: page === "partner-framed",
  });
}

/** As CloudFront picks the response headers policy: by the path asked for, before any rewrite. */
function setHeaders(mode: "dev" | "preview", s3Port: number): Connect.NextHandleFunction {
  const site = localSecurityHeaders(mode, s3Port);
  const framed = localSecurityHeaders(mode, s3Port, "partner-framed");
  return (req, res, next) => {
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    const headers = securityHeaders.isPartnerFramedPath(path) ? framed : site;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    next();
  };
}

/** Sends the security headers from the dev and preview servers, on every response as CloudFront does. */
export function securityHeadersPlugin(s3Port: number): Plugin {
  return {
    name: "security-headers",
    configureServer(server) {
      server.middlewares.use(setHeaders("dev", s3Port));
    },
    configurePreviewServer(server) {
      server.middlewares.use(setHeaders("preview", s3Port));
    },
  };
}
