import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createWriteStream, type WriteStream } from "node:fs";

/**
 * Children of the local stack run in their own process groups, so stopping one stops everything it
 * started (osls workers, the JVM): Ctrl-C leaves no java or node process behind.
 */
const children = new Set<ChildProcess>();

export function startProcess(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  return track(name, child);
}

let quietFile: WriteStream | undefined;

/**
 * A quiet stack (tests) still keeps its children's output when STACK_LOG_FILE names a file: the e2e
 * run keeps the API's request lines there, to see which call stalled when a test times out.
 */
function quietLog(): WriteStream | undefined {
  const path = process.env.STACK_QUIET ? process.env.STACK_LOG_FILE : undefined;
  if (path) quietFile ??= createWriteStream(path, { flags: "w" });
  return quietFile;
}

/** Adopts a child started elsewhere (it must be `detached`), prefixing its output with `name`. */
export function track(name: string, child: ChildProcess): ChildProcess {
  children.add(child);
  child.on("exit", () => children.delete(child));
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => `[${name}] ${line}`)
      .join("\n");
  const log = quietLog();
  const keep = (write: (text: string) => void) => (chunk: Buffer) =>
    log ? log.write(`${prefix(chunk)}\n`) : process.env.STACK_QUIET || write(prefix(chunk));
  child.stdout?.on("data", keep(console.log));
  child.stderr?.on("data", keep(console.error));
  return child;
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Stops every child: SIGTERM, then SIGKILL for whatever is still alive after `graceMs`. */
export async function stopAll(graceMs = 3000): Promise<void> {
  const running = [...children];
  for (const child of running) killGroup(child, "SIGTERM");
  const deadline = Date.now() + graceMs;
  while (
    running.some((child) => child.exitCode === null && child.signalCode === null) &&
    Date.now() < deadline
  ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  for (const child of running) killGroup(child, "SIGKILL");
}

/** Last resort on a synchronous exit path (an uncaught error): no waiting possible. */
export function killAllNow(): void {
  for (const child of children) killGroup(child, "SIGKILL");
}

/** Java runs DynamoDB Local; without it, say so in one line with the fix. */
export function javaMissingMessage(): string | undefined {
  const probe = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (probe.error || probe.status !== 0) {
    return "Java 17+ is required for DynamoDB Local and was not found: install it (Debian/Ubuntu: sudo apt-get install -y openjdk-17-jre-headless; macOS: brew install openjdk@17) and run npm start again.";
  }
  return undefined;
}

export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${what} did not become ready within ${timeoutMs / 1000} s`);
}

export async function httpOk(url: string, headers: Record<string, string> = {}): Promise<boolean> {
  const response = await fetch(url, { headers });
  return response.status < 500;
}
