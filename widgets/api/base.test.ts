import { afterEach, describe, expect, it, vi } from "vitest";
import { baseHeaders } from "./base";

describe("baseHeaders", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("marks every request script-made on our own pages", () => {
    vi.stubGlobal("location", new URL("https://www.vulahealth.co.za/page/search"));
    const url = new URL("https://www.vulahealth.co.za/api/search/index");
    expect(baseHeaders(url, true)["X-Requested-With"]).toBe("XMLHttpRequest");
    expect(baseHeaders(url, false)["X-Requested-With"]).toBe("XMLHttpRequest");
  });

  it("leaves the custom header out of a public read from a partner's page (no CORS preflight)", () => {
    vi.stubGlobal("location", new URL("https://example-practice.co.za/book"));
    const url = new URL("https://www.vulahealth.co.za/api/search/index");
    expect(baseHeaders(url, true)).toEqual({ Accept: "application/json" });
    expect(baseHeaders(url, false)["X-Requested-With"]).toBe("XMLHttpRequest");
  });
});
