import { describe, expect, it } from "vitest";
import { distanceKm, roundKm } from "./geo";

describe("distanceKm", () => {
  it("measures Cape Town to Johannesburg as about 1 260 km", () => {
    const km = distanceKm({ lat: -33.9249, lng: 18.4241 }, { lat: -26.2041, lng: 28.0473 });
    expect(km).toBeGreaterThan(1250);
    expect(km).toBeLessThan(1275);
  });
  it("is zero for the same point and symmetric", () => {
    const a = { lat: -29.8587, lng: 31.0218 };
    const b = { lat: -29.7256, lng: 31.085 };
    expect(distanceKm(a, a)).toBe(0);
    expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 9);
  });
  it("rounds for display", () => {
    expect(roundKm(3.24159)).toBe(3.2);
    expect(roundKm(12.6)).toBe(13);
  });
});
