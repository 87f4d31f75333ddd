import { describe, expect, it } from "vitest";
import { methodsForPath, routes } from "../../functions/routes";
import { warmUpCalls } from "./warm-api";

describe("local API warm-up", () => {
  it("calls every function once, plus the catch-all, with concrete paths", () => {
    const calls = warmUpCalls();
    expect(calls).toHaveLength(new Set(routes.map((route) => route.group)).size + 1);
    for (const call of calls) expect(call.path).toMatch(/^\/api\/[^{}]+$/);
    expect(calls).toContainEqual({ method: "GET", path: "/api/booking/get/duration/0/0" });
    // The catch-all's call must not belong to any other function.
    expect(calls.filter((call) => methodsForPath(call.path).length === 0)).toHaveLength(1);
  });
});
