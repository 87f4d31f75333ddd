import { describe, expect, it } from "vitest";
import { generateTimes, mergeTimes, rangeProblem } from "./availability-times";

describe("generateTimes", () => {
  it("fills from the start until the last slot that ends by the end", () => {
    expect(generateTimes({ start: "09:00", end: "11:00", duration: 30 })).toEqual([
      "09:00",
      "09:30",
      "10:00",
      "10:30",
    ]);
    expect(generateTimes({ start: "09:00", end: "10:50", duration: 20 })).toEqual([
      "09:00",
      "09:20",
      "09:40",
      "10:00",
      "10:20",
    ]);
    expect(generateTimes({ start: "09:05", end: "11:30", duration: 60 })).toEqual(["09:05", "10:05"]);
  });

  it("skips a break and starts again at its end", () => {
    expect(
      generateTimes({ start: "09:00", end: "17:00", duration: 60, breakStart: "12:30", breakEnd: "13:00" }),
    ).toEqual(["09:00", "10:00", "11:00", "13:00", "14:00", "15:00", "16:00"]);
    expect(
      generateTimes({ start: "08:00", end: "10:00", duration: 30, breakStart: "08:30", breakEnd: "09:00" }),
    ).toEqual(["08:00", "09:00", "09:30"]);
  });

  it("makes nothing from a range that cannot hold a slot or is malformed", () => {
    expect(generateTimes({ start: "09:00", end: "09:15", duration: 20 })).toEqual([]);
    expect(generateTimes({ start: "10:00", end: "09:00", duration: 30 })).toEqual([]);
    expect(generateTimes({ start: "09:07", end: "12:00", duration: 30 })).toEqual([]);
    expect(generateTimes({ start: "", end: "12:00", duration: 30 })).toEqual([]);
  });

  it("never makes overlapping or off-grid slots", () => {
    for (const duration of [20, 30, 60]) {
      const times = generateTimes({
        start: "00:00",
        end: "23:55",
        duration,
        breakStart: "12:05",
        breakEnd: "12:50",
      });
      const minutes = times.map((t) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3)));
      expect(minutes.every((m) => m % 5 === 0)).toBe(true);
      expect(minutes.slice(1).every((m, i) => m - (minutes[i] as number) >= duration)).toBe(true);
      expect(times.length).toBeLessThanOrEqual(72);
    }
  });
});

describe("rangeProblem", () => {
  it("explains what is wrong", () => {
    expect(rangeProblem({ start: "09:00", end: "17:00", duration: 30 })).toBeNull();
    expect(rangeProblem({ start: "09:03", end: "17:00", duration: 30 })).toMatch(/5 minutes/);
    expect(rangeProblem({ start: "17:00", end: "09:00", duration: 30 })).toMatch(/after the start/);
    expect(rangeProblem({ start: "09:00", end: "17:00", duration: 30, breakStart: "12:00" })).toMatch(
      /break/,
    );
    expect(
      rangeProblem({ start: "09:00", end: "17:00", duration: 30, breakStart: "13:00", breakEnd: "12:00" }),
    ).toMatch(/break must end/);
  });
});

describe("mergeTimes", () => {
  it("keeps times sorted and unique", () => {
    expect(mergeTimes(["10:00", "09:00"], ["09:00", "08:30"])).toEqual(["08:30", "09:00", "10:00"]);
  });
});
