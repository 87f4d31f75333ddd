import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLookup } from "./lookup";

/** A loader whose answers the test releases by hand, in any order; it ignores aborts on purpose. */
function manualLoader() {
  const calls: {
    query: string;
    signal: AbortSignal;
    resolve: (value: string) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const load = (query: string, signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ query, signal, resolve, reject });
    });
  return { load, calls };
}

/** "ps" typed and sent, then "psy" typed: the two requests a stale answer could mix up. */
function typedPsThenPsy() {
  const { load, calls } = manualLoader();
  const results: string[] = [];
  const lookup = createLookup({ delayMs: 200, minChars: 1, load, onResult: (r) => results.push(r) });
  lookup.request("ps");
  vi.advanceTimersByTime(200);
  lookup.request("psy");
  return { calls, results };
}

const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve)).then(() => undefined);

describe("createLookup", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("waits for the quiet time and asks once for a burst of keystrokes", () => {
    const { load, calls } = manualLoader();
    const lookup = createLookup({ delayMs: 200, minChars: 1, load, onResult: () => undefined });
    lookup.request("p");
    vi.advanceTimersByTime(100);
    lookup.request("ps");
    vi.advanceTimersByTime(100);
    lookup.request("psy");
    vi.advanceTimersByTime(199);
    expect(calls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(calls.map((call) => call.query)).toEqual(["psy"]);
  });

  it("trims the query and clears instead of asking below the minimum", () => {
    const { load, calls } = manualLoader();
    const onClear = vi.fn();
    const lookup = createLookup({ delayMs: 200, minChars: 2, load, onResult: () => undefined, onClear });
    lookup.request(" s ");
    vi.advanceTimersByTime(500);
    expect(calls).toHaveLength(0);
    expect(onClear).toHaveBeenCalledTimes(1);
    lookup.request("  se ");
    vi.advanceTimersByTime(200);
    expect(calls.map((call) => call.query)).toEqual(["se"]);
  });

  it("aborts the previous request and lets only the latest answer through", async () => {
    const { calls, results } = typedPsThenPsy();
    vi.advanceTimersByTime(200);
    const [older, newer] = calls;
    expect(older?.signal.aborted).toBe(true);
    expect(newer?.signal.aborted).toBe(false);
    // The newer answer comes first, then the stale one: the stale one must not overwrite it.
    newer?.resolve("for psy");
    await flush();
    older?.resolve("for ps");
    await flush();
    expect(results).toEqual(["for psy"]);
  });

  it("drops an answer that arrives after a newer request started, even before that one is sent", async () => {
    const { calls, results } = typedPsThenPsy();
    calls[0]?.resolve("for ps");
    await flush();
    expect(results).toEqual([]);
  });

  it("drops answers after cancel", async () => {
    const { load, calls } = manualLoader();
    const onResult = vi.fn();
    const lookup = createLookup({ delayMs: 200, minChars: 1, load, onResult });
    lookup.request("gp");
    vi.advanceTimersByTime(200);
    lookup.cancel();
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[0]?.resolve("late");
    await flush();
    expect(onResult).not.toHaveBeenCalled();
    lookup.request("gp");
    lookup.cancel();
    vi.advanceTimersByTime(500);
    expect(calls).toHaveLength(1);
  });

  it("reports a failure of the latest request only", async () => {
    const { load, calls } = manualLoader();
    const onError = vi.fn();
    const lookup = createLookup({ delayMs: 0, minChars: 1, load, onResult: () => undefined, onError });
    lookup.request("a");
    vi.advanceTimersByTime(0);
    lookup.request("ab");
    vi.advanceTimersByTime(0);
    calls[0]?.reject(new DOMException("aborted", "AbortError"));
    calls[1]?.reject(new Error("offline"));
    await flush();
    await flush();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(new Error("offline"), "ab");
  });

  it("reports a loader that throws synchronously as a failure", async () => {
    const onError = vi.fn();
    const lookup = createLookup({
      delayMs: 0,
      minChars: 1,
      load: () => {
        throw new Error("bad");
      },
      onResult: () => undefined,
      onError,
    });
    lookup.request("x");
    vi.advanceTimersByTime(0);
    await flush();
    await flush();
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
