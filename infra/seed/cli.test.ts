import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const CLI = fileURLToPath(new URL("./cli.ts", import.meta.url));

/** `npm run seed -- ...args` with DYNAMODB_ENDPOINT set as given. */
function seed(endpoint: string, args: string[]) {
  return spawnSync(process.execPath, ["--import", "tsx", CLI, ...args], {
    env: {
      ...process.env,
      DYNAMODB_ENDPOINT: endpoint,
      TABLE_NAME: "vula-health-prod",
      AWS_REGION: "af-south-1",
    },
    encoding: "utf8",
    timeout: 60_000,
  });
}

describe("npm run seed", () => {
  it("refuses AWS (an empty DYNAMODB_ENDPOINT or a remote one) before touching the table", () => {
    for (const endpoint of ["", "https://dynamodb.af-south-1.amazonaws.com"]) {
      const run = seed(endpoint, ["--create-table", "--practitioners", "3"]);
      expect(run.status, run.stderr).toBe(1);
      expect(run.stderr).toContain("seed: The seed only writes to a local DynamoDB");
      expect(run.stdout).not.toMatch(/Created table|Seeding/);
    }
  }, 120_000);
});
