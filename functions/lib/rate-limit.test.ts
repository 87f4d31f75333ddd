import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_RATE_LIMITS, rateLimit, setRateLimitsForTests } from "./rate-limit-config";

const saved = process.env.RATE_LIMITS;
afterEach(() => {
  if (saved === undefined) delete process.env.RATE_LIMITS;
  else process.env.RATE_LIMITS = saved;
  setRateLimitsForTests(undefined);
});

describe("rateLimit", () => {
  it("runs the production values when nothing is configured", () => {
    delete process.env.RATE_LIMITS;
    setRateLimitsForTests(undefined);
    expect(rateLimit("booking-ip")).toEqual(DEFAULT_RATE_LIMITS["booking-ip"]);
  });

  it("takes RATE_LIMITS from the environment, and in-process test values over both", () => {
    process.env.RATE_LIMITS = JSON.stringify({ "booking-ip": { max: 500 } });
    setRateLimitsForTests(undefined);
    expect(rateLimit("booking-ip")).toEqual({
      max: 500,
      windowMs: DEFAULT_RATE_LIMITS["booking-ip"].windowMs,
    });
    setRateLimitsForTests({ "booking-ip": { max: 2, windowMs: 1000 } });
    expect(rateLimit("booking-ip")).toEqual({ max: 2, windowMs: 1000 });
    expect(rateLimit("login-ip")).toEqual(DEFAULT_RATE_LIMITS["login-ip"]);
  });

  it("refuses a malformed RATE_LIMITS loudly instead of running without limits", () => {
    process.env.RATE_LIMITS = "{max: 5";
    setRateLimitsForTests(undefined);
    expect(() => rateLimit("booking-ip")).toThrow(/RATE_LIMITS must be JSON/);
  });
});
