import type { IncomingMessage, ServerResponse } from "node:http";
import type { Plugin } from "vite";
import { checklists } from "../../core/checklists";
import { siteOrigin } from "../../core/public-pages";
import { renderChecklistPdf } from "../checklists/checklist-pdf";

/**
 * The symptom checker's PDF checklists (one per entry of core/checklists.ts, at its `pdfPath`):
 * written into the build, so the site bucket serves them as files, and answered by the dev server.
 * Their links name the origin in SITE_URL, as robots.txt and sitemap.xml do (seo-plugin.ts).
 */
export function checklistPdfsPlugin(siteUrl = process.env.SITE_URL): Plugin {
  const origin = siteOrigin(siteUrl);
  const byPath = new Map(checklists.map((checklist) => [checklist.pdfPath, checklist]));
  const serve = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    const checklist = byPath.get(req.url?.split("?")[0] ?? "");
    if (!checklist) return next();
    renderChecklistPdf(checklist, origin).then((bytes) => {
      res.setHeader("Content-Type", "application/pdf");
      res.setHeader("Content-Length", String(bytes.byteLength));
      res.end(req.method === "HEAD" ? undefined : Buffer.from(bytes));
    }, next);
  };
  return {
    name: "checklist-pdfs",
    configureServer(server) {
      server.middlewares.use(serve);
    },
    async generateBundle() {
      for (const checklist of checklists) {
        this.emitFile({
          type: "asset",
          fileName: checklist.pdfPath.slice(1),
          source: await renderChecklistPdf(checklist, origin),
        });
      }
    },
  };
}
