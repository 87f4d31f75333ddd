import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { encodeGeohash, geohashBlock, geohashBounds } from "./geohash";

describe("geohash", () => {
  it("matches known hashes", () => {
    expect(encodeGeohash(57.64911, 10.40744, 11)).toBe("u4pruydqqvj");
    expect(encodeGeohash(42.6, -5.6, 5)).toBe("ezs42");
  });

  it("decodes to a cell that contains the point", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -35, max: -22, noNaN: true }),
        fc.double({ min: 16, max: 33, noNaN: true }),
        fc.integer({ min: 1, max: 9 }),
        (lat, lng, precision) => {
          const bounds = geohashBounds(encodeGeohash(lat, lng, precision));
          expect(lat).toBeGreaterThanOrEqual(bounds.latMin);
          expect(lat).toBeLessThanOrEqual(bounds.latMax);
          expect(lng).toBeGreaterThanOrEqual(bounds.lngMin);
          expect(lng).toBeLessThanOrEqual(bounds.lngMax);
        },
      ),
    );
  });

  it("a 3x3 block holds every point inside its bounds", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -34, max: -23, noNaN: true }),
        fc.double({ min: 17, max: 32, noNaN: true }),
        fc.double({ min: -1, max: 1, noNaN: true }),
        fc.double({ min: -1, max: 1, noNaN: true }),
        fc.integer({ min: 2, max: 7 }),
        (lat, lng, dLat, dLng, precision) => {
          const { cells, bounds } = geohashBlock(lat, lng, precision);
          expect(cells).toHaveLength(9);
          const other = {
            lat: bounds.latMin + ((dLat + 1) / 2) * (bounds.latMax - bounds.latMin) * 0.999999 + 1e-9,
            lng: bounds.lngMin + ((dLng + 1) / 2) * (bounds.lngMax - bounds.lngMin) * 0.999999 + 1e-9,
          };
          expect(cells).toContain(encodeGeohash(other.lat, other.lng, precision));
        },
      ),
    );
  });
});
