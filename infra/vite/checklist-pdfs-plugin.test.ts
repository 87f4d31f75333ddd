import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PDFDocument } from "pdf-lib";
import { build, createServer } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { checklists } from "../../core/checklists";
import { checklistPdfsPlugin } from "./checklist-pdfs-plugin";

/** A bare Vite project with only this plugin: what it adds to a build and to the dev server. */
const root = mkdtempSync(join(tmpdir(), "checklist-pdfs-"));
writeFileSync(join(root, "index.html"), "<!doctype html><title>t</title><p>t</p>");
afterAll(() => rmSync(root, { recursive: true, force: true }));

const bare = { root, configFile: false as const, logLevel: "silent" as const };

describe("checklistPdfsPlugin", () => {
  it("writes every checklist's PDF into the build at its path", async () => {
    const outDir = join(root, "dist");
    await build({ ...bare, plugins: [checklistPdfsPlugin("https://staging.example")], build: { outDir } });
    for (const checklist of checklists) {
      const bytes = readFileSync(join(outDir, checklist.pdfPath));
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getTitle(), checklist.pdfPath).toContain(checklist.title);
    }
  });

  it("answers the same paths on the dev server, as application/pdf; other paths fall through", async () => {
    const server = await createServer({
      ...bare,
      plugins: [checklistPdfsPlugin()],
      server: { host: "127.0.0.1", port: 0, strictPort: false, ws: false },
    });
    await server.listen();
    try {
      const address = server.httpServer?.address();
      if (!address || typeof address === "string")
        throw new Error("the dev server is not listening on a port");
      const { port } = address;
      for (const checklist of checklists) {
        const response = await fetch(`http://127.0.0.1:${port}${checklist.pdfPath}`);
        expect(response.status, checklist.pdfPath).toBe(200);
        expect(response.headers.get("content-type")).toBe("application/pdf");
        const pdf = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
        expect(pdf.getPageCount()).toBeGreaterThan(0);
      }
      expect(
        (await fetch(`http://127.0.0.1:${port}/downloads/nope.pdf`)).headers.get("content-type"),
      ).not.toBe("application/pdf");
    } finally {
      await server.close();
    }
  });
});
