import { defineConfig } from "vitest/config";

const unitFiles = [
  "core/**/*.test.ts",
  "functions/**/*.test.ts",
  "widgets/**/*.test.{ts,tsx}",
  "infra/**/*.test.ts",
];
const integrationFiles = ["**/*.int.test.ts"];

export default defineConfig({
  test: {
    // Handlers log a JSON line per request; show console output only for failing tests.
    silent: "passed-only",
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: unitFiles,
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
