import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { LOCAL_STAGE, OFFLINE_BUILD_FOLDER, offlineEnvironment } from "./stack";

const ROOT = resolve(import.meta.dirname, "../..");

/** serverless-esbuild's work folder as osls resolves serverless.yml (offline, no AWS call). */
async function workFolder(env: NodeJS.ProcessEnv): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      resolve(ROOT, "node_modules/osls/bin/serverless.js"),
      "print",
      "--path",
      "custom.esbuild.outputWorkFolder",
      "--stage",
      LOCAL_STAGE,
    ],
    { cwd: ROOT, env },
  );
  return stdout.trim();
}

describe("npm run package while npm start runs", () => {
  it("builds into a different folder from each local API's, so packaging cannot delete their bundles", async () => {
    const { ESBUILD_WORK_FOLDER: _, ...packaging } = process.env;
    const local = offlineEnvironment({ api: 3001, dynamodb: 8000, ses: 8005 });
    const testStack = offlineEnvironment({ api: 3101, dynamodb: 8100, ses: 8105 });
    const folders = await Promise.all([
      workFolder(packaging),
      workFolder({ ...process.env, ...local }),
      workFolder({ ...process.env, ...testStack }),
    ]);
    // A test stack beside `npm start` has its own folder too.
    expect(folders).toEqual([".esbuild", `${OFFLINE_BUILD_FOLDER}/3001`, `${OFFLINE_BUILD_FOLDER}/3101`]);
  }, 120_000);
});
