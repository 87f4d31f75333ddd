import { readFileSync } from "node:fs";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { csrfProtectedRouteKeys, protectedRouteKeys } from "./core/api/contract";
import { pagesPlugin } from "./infra/vite/pages-plugin";

/**
 * A `.wasm` import is its bytes, as esbuild's binary loader makes it in the Lambda bundles. The
 * virtual id hides the path (hex) so Vitest does not hand a node_modules file to Node to import.
 */
function wasmAsBytes(): Plugin {
  const prefix = "\0wasm-bytes/";
  return {
    name: "wasm-as-bytes",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(".wasm")) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved ? prefix + Buffer.from(resolved.id).toString("hex") : null;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const base64 = readFileSync(Buffer.from(id.slice(prefix.length), "hex").toString()).toString("base64");
      return `export default new Uint8Array(Buffer.from(${JSON.stringify(base64)}, "base64"));`;
    },
  };
}

const unitFiles = [
  "core/**/*.test.ts",
  "functions/**/*.test.ts",
  "widgets/**/*.test.{ts,tsx}",
  "infra/**/*.test.ts",
];
const integrationFiles = ["**/*.int.test.ts"];

export default defineConfig({
  // As vite.config.ts: the typed client's list of routes that want a bearer token.
  define: {
    __PROTECTED_ROUTES__: JSON.stringify(protectedRouteKeys()),
    __CSRF_PROTECTED_ROUTES__: JSON.stringify(csrfProtectedRouteKeys()),
  },
  // The admin nav and widget registry are modules made from the table of pages.
  plugins: [wasmAsBytes(), pagesPlugin("pages-static")],
  test: {
    // Handlers log a JSON line per request; show console output only for failing tests.
    silent: "passed-only",
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: unitFiles,
          // A wait for a hang, not a speed check: password hashing, the photo re-encode and the
          // seed's hashes take seconds when the shared 2-core machine is busy (5 s failed there).
          testTimeout: 20_000,
          exclude: [...integrationFiles, "node_modules/**"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: integrationFiles,
          exclude: ["node_modules/**"],
          environment: "node",
          // One DynamoDB Local + SES local for the whole run (infra/local/test-stack.ts).
          globalSetup: ["infra/local/vitest-global-setup.ts"],
          setupFiles: ["infra/local/vitest-env.ts"],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
