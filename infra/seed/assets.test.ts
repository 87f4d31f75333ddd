import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { AVATAR_COUNT, assetFiles, publicDir } from "./assets";
import { featuredServiceNames } from "./data/featured";

describe("seed images", () => {
  it("has every avatar and service illustration on disk, matching its source (npx tsx infra/seed/assets.ts)", () => {
    const files = assetFiles();
    expect(files).toHaveLength(AVATAR_COUNT + featuredServiceNames.length);
    for (const [path, contents] of files) {
      expect(readFileSync(resolve(publicDir, path), "utf8"), path).toBe(contents);
    }
  });

  it("keeps them small, self-contained and accessible", () => {
    for (const [path, contents] of assetFiles()) {
      expect(contents.length, path).toBeLessThan(1_500);
      expect(contents).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[\d ]+"/);
      expect(contents).toMatch(/role="img" aria-label="[^"]+"/);
      expect(contents.trimEnd().endsWith("</svg>")).toBe(true);
      expect(contents).not.toMatch(/<script|href=|url\(/i);
      // No attribute repeated within a tag (browsers reject the whole file).
      for (const tag of contents.match(/<[a-z][^>]*>/g) ?? []) {
        const names = [...tag.matchAll(/\s([a-z-]+)=/g)].map((m) => m[1]);
        expect(new Set(names).size, `${path}: ${tag}`).toBe(names.length);
      }
    }
  });
});
