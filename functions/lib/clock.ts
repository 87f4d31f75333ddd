/**
 * The time, in one place, so tests can move it (the only thing here a test replaces: a real clock
 * cannot be set to "tomorrow 08:55" on demand).
 */
let source: () => number = () => Date.now();

export function now(): number {
  return source();
}

/**
 * Tests only, and the local seed's demo history (infra/seed/demo-history.ts, which places past
 * appointments on their day's clock): pin the clock (pass undefined to restore the real one).
 */
export function setClockForTests(fixed: (() => number) | undefined): void {
  source = fixed ?? (() => Date.now());
}
