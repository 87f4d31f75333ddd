import { afterEach, describe, expect, it, vi } from "vitest";
import { holdMs, openedTimesCap, settleMs } from "./config";

const HOUR = 3_600_000;
const NOW = Date.parse("2026-11-22T06:00:00Z");

afterEach(() => vi.unstubAllEnvs());

describe("waitlist timing", () => {
  it("holds 15 minutes past 24 h, 5 minutes closer, nothing within 2 h", () => {
    expect(holdMs(NOW + 24 * HOUR + 1, NOW)).toBe(15 * 60_000);
    expect(holdMs(NOW + 24 * HOUR, NOW)).toBe(5 * 60_000);
    expect(holdMs(NOW + 2 * HOUR + 1, NOW)).toBe(5 * 60_000);
    expect(holdMs(NOW + 2 * HOUR, NOW)).toBe(0);
  });

  it("settles 2 minutes unless configured", () => {
    vi.stubEnv("WAITLIST_SETTLE_SECONDS", "");
    expect(settleMs()).toBe(120_000);
    vi.stubEnv("WAITLIST_SETTLE_SECONDS", "5");
    expect(settleMs()).toBe(5_000);
    vi.stubEnv("WAITLIST_SETTLE_SECONDS", "soon");
    expect(() => settleMs()).toThrow(/WAITLIST_SETTLE_SECONDS/);
  });

  it("offers the earliest 3 times a change opens unless configured", () => {
    vi.stubEnv("WAITLIST_OPENED_TIMES", "");
    expect(openedTimesCap()).toBe(3);
    vi.stubEnv("WAITLIST_OPENED_TIMES", "1");
    expect(openedTimesCap()).toBe(1);
    vi.stubEnv("WAITLIST_OPENED_TIMES", "1.5");
    expect(() => openedTimesCap()).toThrow(/WAITLIST_OPENED_TIMES/);
  });
});
