import { describe, expect, it } from "vitest";
import { currentStatus } from "./booking-lifecycle";

const START = Date.parse("2026-11-23T07:00:00Z");
const END = START + 30 * 60_000;

describe("currentStatus", () => {
  it("keeps pending and confirmed before the appointment", () => {
    expect(currentStatus("pending", START, END, START - 1)).toBe("pending");
    expect(currentStatus("confirmed", START, END, START - 1)).toBe("confirmed");
  });
  it("expires a pending booking at its start time and completes a confirmed one at its end", () => {
    expect(currentStatus("pending", START, END, START)).toBe("expired");
    expect(currentStatus("confirmed", START, END, END - 1)).toBe("confirmed");
    expect(currentStatus("confirmed", START, END, END)).toBe("completed");
  });
  it("leaves decisions as they were", () => {
    for (const status of ["declined", "cancelled", "completed"] as const)
      expect(currentStatus(status, START, END, END + 1)).toBe(status);
  });
});
