import { describe, expect, it } from "vitest";
import { mapLimited } from "./map-limited";

describe("mapLimited", () => {
  it("answers in order, never more than `limit` at once", async () => {
    let running = 0;
    let most = 0;
    const doubled = await mapLimited([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 8 - n));
      running--;
      return n * 2;
    });
    expect(doubled).toEqual([2, 4, 6, 8, 10, 12, 14]);
    expect(most).toBe(3);
    expect(await mapLimited([], 3, async () => 1)).toEqual([]);
  });
});
