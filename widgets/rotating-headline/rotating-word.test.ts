import { describe, expect, it } from "vitest";
import { nextWordIndex, ROTATE_INTERVAL_MS, ROTATING_WORDS } from "./rotating-word";

describe("rotating word", () => {
  it("uses the spec's words and 1.5 s interval", () => {
    expect(ROTATING_WORDS).toEqual(["GP's.", "Psychologists.", "Counsellors."]);
    expect(ROTATE_INTERVAL_MS).toBe(1500);
  });

  it("cycles through the words and back to the first", () => {
    expect(nextWordIndex(0)).toBe(1);
    expect(nextWordIndex(1)).toBe(2);
    expect(nextWordIndex(2)).toBe(0);
    expect(nextWordIndex(5, 0)).toBe(0);
  });
});
