import { describe, expect, it } from "vitest";
import { loginDelayMs } from "./lockout";

describe("loginDelayMs", () => {
  const settings = { free: 3, baseMs: 250, maxMs: 4000 };
  it("lets the first few failures pass without a wait", () => {
    for (const failures of [0, 1, 2, 3]) expect(loginDelayMs(failures, settings)).toBe(0);
  });
  it("doubles the wait with each further failure, up to the cap", () => {
    expect([4, 5, 6, 7, 8, 9, 50].map((failures) => loginDelayMs(failures, settings))).toEqual([
      250, 500, 1000, 2000, 4000, 4000, 4000,
    ]);
  });
});
