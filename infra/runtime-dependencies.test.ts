import { readdirSync, readFileSync, statSync } from "node:fs";
import { builtinModules } from "node:module";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * Lambda code (functions/, and core/ which it imports) must name every package it imports in
 * package.json `dependencies`: a package that is only there because another one depends on it can
 * disappear or change major version with any `npm update` of its parent.
 */
const RUNTIME_DIRS = ["functions", "core"];

/** Source files that end up in a Lambda bundle: not tests, not test helpers, not type declarations. */
function runtimeFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) {
      if (entry !== "test") found.push(...runtimeFiles(full));
    } else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) && !entry.endsWith(".d.ts")) {
      found.push(full);
    }
  }
  return found;
}

/** Package names of the value imports (not `import type`) and dynamic imports in a source text. */
function importedPackages(source: string): string[] {
  const specifiers: string[] = [];
  for (const match of source.matchAll(
    /^\s*(?:import|export)\s+(type\s+)?[\w\s{},*$]*?\bfrom\s+"([^"]+)"/gm,
  )) {
    if (!match[1] && match[2]) specifiers.push(match[2]);
  }
  for (const match of source.matchAll(/^\s*import\s+"([^"]+)"/gm)) if (match[1]) specifiers.push(match[1]);
  for (const match of source.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g))
    if (match[1]) specifiers.push(match[1]);
  return specifiers
    .filter((s) => !s.startsWith(".") && !s.startsWith("node:") && !builtinModules.includes(s))
    .map((s) =>
      s
        .split("/")
        .slice(0, s.startsWith("@") ? 2 : 1)
        .join("/"),
    );
}

describe("runtime dependencies", () => {
  it("reads package names from value imports only", () => {
    const source = [
      'import { a } from "@scope/pkg/sub/path.js";',
      'import type { B } from "types-only";',
      "import {",
      "  c,",
      "  type D,",
      '} from "multi-line";',
      'export { e } from "re-exported";',
      'import "side-effect/register";',
      'const f = await import("lazy");',
      'import { g } from "./local";',
      'import { h } from "node:fs";',
    ].join("\n");
    expect(importedPackages(source).sort()).toEqual(
      ["@scope/pkg", "lazy", "multi-line", "re-exported", "side-effect"].sort(),
    );
  });

  it("every package Lambda code imports is declared in package.json dependencies", () => {
    const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    };
    const undeclared: string[] = [];
    for (const dir of RUNTIME_DIRS) {
      for (const file of runtimeFiles(join(root, dir))) {
        for (const name of importedPackages(readFileSync(file, "utf8"))) {
          if (!(name in pkg.dependencies)) undeclared.push(`${relative(root, file)}: ${name}`);
        }
      }
    }
    expect(undeclared).toEqual([]);
  });
});
