import { describe, expect, it } from "vitest";
import { safeNext } from "./safe-next";

describe("safeNext", () => {
  it("keeps paths on this site", () => {
    expect(safeNext("/dashboard")).toBe("/dashboard");
    expect(safeNext("/page/practitioner/1?x=1#reviews")).toBe("/page/practitioner/1?x=1#reviews");
  });

  it.each([
    null,
    undefined,
    "",
    "dashboard",
    "//evil.example/x",
    "/\\evil.example",
    "https://evil.example",
    "/a b",
    "javascript:alert(1)",
  ])("refuses %s", (value) => {
    expect(safeNext(value)).toBe("/dashboard");
  });
});
