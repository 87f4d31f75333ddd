import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { generatedPages } from "../infra/vite/pages-plugin";

/**
 * The Nu Html Checker (npm vnu-jar, Java) on every page the build wrote (dist/site, the generated
 * admin pages among them) and on the pages the public-pages function renders, as served here.
 */

const site = fileURLToPath(new URL("../dist/site/", import.meta.url));
const vnuJar = fileURLToPath(new URL("../node_modules/vnu-jar/build/dist/vnu.jar", import.meta.url));

/** Server-rendered pages of the demo data (README), one of each kind. */
const RENDERED = {
  "practitioner.html": "/page/practitioner/1",
  "blog-post.html": "/page/blog/detail/adhd-in-adults",
  "search.html": "/page/search?profession=Psychologist&type=profession&address=&lat=&lng=",
};

interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
}

test("every built page and every kind of rendered page is valid HTML", async ({ request }) => {
  test.setTimeout(180_000);
  const built = readdirSync(site, { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".html"),
  );
  // Checks the pages the table generates, and cannot pass on an empty build.
  for (const file of Object.keys(generatedPages())) expect(built).toContain(file);
  expect(built).toContain("index.html");

  const rendered = mkdtempSync(join(tmpdir(), "vnu-"));
  try {
    for (const [file, path] of Object.entries(RENDERED)) {
      const response = await request.get(path, { headers: { Accept: "text/html" } });
      expect(response.status(), path).toBe(200);
      writeFileSync(join(rendered, file), await response.text());
    }
    const files = [
      ...built.map((file) => join(site, file)),
      ...Object.keys(RENDERED).map((file) => join(rendered, file)),
    ];
    const vnu = spawnSync("java", ["-jar", vnuJar, "--errors-only", "--format", "json", ...files], {
      encoding: "utf8",
    });
    // The report is JSON on stderr: {"messages": [...]}, empty when every file is valid.
    const { messages } = JSON.parse(vnu.stderr) as { messages: VnuMessage[] };
    const errors = messages.map(
      (message) => `${message.type} ${message.url ?? ""}:${message.lastLine ?? ""} ${message.message}`,
    );
    expect(errors).toEqual([]);
    expect(vnu.status).toBe(0);
  } finally {
    rmSync(rendered, { recursive: true, force: true });
  }
});
