import { describe, expect, it } from "vitest";
import { nextActiveIndex } from "./listbox-nav";

describe("nextActiveIndex", () => {
  it("goes to the first option on ArrowDown when none is active", () => {
    expect(nextActiveIndex(-1, 4, "ArrowDown")).toBe(0);
  });

  it("goes to the last option on ArrowUp when none is active", () => {
    expect(nextActiveIndex(-1, 4, "ArrowUp")).toBe(3);
  });

  it("moves one step and wraps at both ends", () => {
    expect(nextActiveIndex(1, 4, "ArrowDown")).toBe(2);
    expect(nextActiveIndex(3, 4, "ArrowDown")).toBe(0);
    expect(nextActiveIndex(2, 4, "ArrowUp")).toBe(1);
    expect(nextActiveIndex(0, 4, "ArrowUp")).toBe(3);
  });

  it("jumps to the ends with Home and End", () => {
    expect(nextActiveIndex(2, 4, "Home")).toBe(0);
    expect(nextActiveIndex(0, 4, "End")).toBe(3);
  });

  it("stays on the only option", () => {
    expect(nextActiveIndex(0, 1, "ArrowDown")).toBe(0);
    expect(nextActiveIndex(0, 1, "ArrowUp")).toBe(0);
  });

  it("has nothing to activate in an empty list", () => {
    expect(nextActiveIndex(-1, 0, "ArrowDown")).toBe(-1);
    expect(nextActiveIndex(2, 0, "ArrowUp")).toBe(-1);
  });

  it("treats an index left over from a longer list as none", () => {
    expect(nextActiveIndex(7, 3, "ArrowDown")).toBe(0);
    expect(nextActiveIndex(7, 3, "ArrowUp")).toBe(2);
  });
});
