import type { Connect, Plugin } from "vite";
import securityHeaders from "../cloudfront/security-headers.cjs";

/** The local S3-compatible server: /register uploads to it, admins view applicants' photos from it. */
export const localUploadsOrigin = (s3Port: number) => `http://127.0.0.1:${s3Port}`;

/**
 * The headers CloudFront adds in production, as the local servers send them: `preview` (the
 * production build, which e2e drives) gets exactly the production CSP but for the uploads origin;
 * `dev` also allows inline styles for Vite's injected CSS.
 */
export function localSecurityHeaders(mode: "dev" | "preview", s3Port: number): Record<string, string> {
  return securityHeaders.localHeaders({ uploadsOrigin: localUploadsOrigin(s3Port), dev: mode === "dev" });
}

function setHeaders(headers: Record<string, string>): Connect.NextHandleFunction {
  return (_req, res, next) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    next();
  };
}

/** Sends the security headers from the dev and preview servers, on every response as CloudFront does. */
export function securityHeadersPlugin(s3Port: number): Plugin {
  return {
    name: "security-headers",
    configureServer(server) {
      server.middlewares.use(setHeaders(localSecurityHeaders("dev", s3Port)));
    },
    configurePreviewServer(server) {
      server.middlewares.use(setHeaders(localSecurityHeaders("preview", s3Port)));
    },
  };
}
