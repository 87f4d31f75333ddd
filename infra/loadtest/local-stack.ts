/**
 * The local stack for the load test: `npm start --in-memory` as a child process on the test ports
 * (TEST_* variables, infra/local/test-ports.ts), with the production rate limits (no RATE_LIMITS)
 * and the client address read from CloudFront's header as in AWS, so each simulated client counts
 * apart in the per-address limits.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { resolve } from "node:path";
import { testPorts, testStackPortEnv } from "../local/test-ports";

/** The header CloudFront sets in AWS (serverless.yml CLIENT_IP_HEADER). */
export const CLIENT_HEADER = "cloudfront-viewer-address";

export const apiBase = `http://127.0.0.1:${testPorts.api}`;

export async function startLoadStack(): Promise<() => Promise<void>> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...testStackPortEnv(),
    STACK_QUIET: "1",
    LOCAL_CLIENT_IP_HEADER: CLIENT_HEADER,
  };
  delete env.RATE_LIMITS;
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", resolve(import.meta.dirname, "../local/start.ts"), "--in-memory"],
    { env, stdio: ["ignore", "ignore", "inherit"] },
  );
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once("exit", () => done());
      child.kill("SIGTERM");
    });
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the local stack exited (code ${child.exitCode})`);
    const ready = await fetch(`${apiBase}/api/csrf-token`, {
      headers: { "X-Requested-With": "XMLHttpRequest" },
    })
      .then((answer) => answer.ok)
      .catch(() => false);
    // The API starts after the seed: answering means the demo directory is there.
    if (ready) return stop;
    await new Promise((done) => setTimeout(done, 2000));
  }
  await stop();
  throw new Error("the local stack did not answer within 10 minutes");
}
