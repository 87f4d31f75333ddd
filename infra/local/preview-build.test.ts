import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { PREVIEW_FILES, previewBuildProblem } from "./preview-build";

/** `npm start -- --preview` refuses to start without a build, and names the command that makes one. */
let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function site(files: readonly string[]): string {
  root = mkdtempSync(join(tmpdir(), "vula-preview-"));
  const dir = join(root, "dist/site");
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), "<html></html>");
  }
  return dir;
}

describe("--preview without a build", () => {
  it("refuses when there is no build at all, naming npm run build", () => {
    const dir = site([]);
    expect(previewBuildProblem(dir, root)).toBe(
      "--preview serves the production build, and there is no dist/site. Run `npm run build` first, then `npm start -- --preview`.",
    );
  });

  it("refuses a build without the templates the server-rendered pages need (say, the embed build failed)", () => {
    const dir = site(["index.html", "embed.js", "404.html"]);
    expect(previewBuildProblem(dir, root)).toBe(
      "--preview serves the production build, and dist/site has no page/practitioner/index.html, page/blog/detail/index.html, page/search/index.html. Run `npm run build` first, then `npm start -- --preview`.",
    );
  });

  it("starts on a complete build", () => {
    expect(previewBuildProblem(site(PREVIEW_FILES), root)).toBeUndefined();
  });
});
