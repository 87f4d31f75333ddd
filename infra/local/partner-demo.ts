import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { extname } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * "Example Family Practice": a partner's website on its own origin (`npm start`: http://localhost:3001)
 * embedding our booking widget inline and as a popup with the snippet of docs/embedding.md, under
 * the CSP that page says a partner must allow. e2e/partner-embed.e2e.ts books through it.
 */
const FILES: Record<string, string> = {
  "/": "index.html",
  "/site.css": "site.css",
  "/queue.js": "queue.js",
  "/demo.js": "demo.js",
};
const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
};

/**
 * What a partner's CSP must allow for the embed (docs/embedding.md keeps the same lines): our
 * scripts, our API, practitioners' photos, and the booking form's frame. Styles need nothing: they
 * are constructed stylesheets inside the widget's shadow root. The dev server also needs its
 * websocket (Vite's live reload).
 */
export function partnerCsp(site: string, dev: boolean): string {
  const ws = site.replace(/^http/, "ws");
  return [
    "default-src 'self'",
    `script-src 'self' ${site}`,
    `connect-src 'self' ${site}${dev ? ` ${ws}` : ""}`,
    `img-src 'self' data: ${site}`,
    `frame-src ${site}`,
    "style-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
  ].join("; ");
}

/** Serves the demo practice on 127.0.0.1:`port`, embedding the site at `site`; resolves to its stop function. */
export async function startPartnerDemo(
  port: number,
  site: string,
  dev: boolean,
): Promise<() => Promise<void>> {
  const read = (name: string) =>
    readFileSync(fileURLToPath(new URL(`./partner-demo/${name}`, import.meta.url)), "utf8");
  const server = createServer((request, response) => {
    const path = (request.url ?? "/").split("?")[0] ?? "/";
    const file = FILES[path];
    if (!file || (request.method !== "GET" && request.method !== "HEAD")) {
      response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
      response.end("Not found");
      return;
    }
    const body = file === "index.html" ? read(file).replaceAll("{{SITE}}", site) : read(file);
    response.writeHead(200, {
      "Content-Type": TYPES[extname(file)] ?? "application/octet-stream",
      "Content-Security-Policy": partnerCsp(site, dev),
      "Cache-Control": "no-store",
    });
    response.end(request.method === "HEAD" ? undefined : body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
