import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cellRuns, encodeGeohash, geohashBlock, geohashBounds } from "./geohash";

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

  it("a block of 1 or 2 rings (3x3, 5x5) holds every point inside its bounds", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -34, max: -23, noNaN: true }),
        fc.double({ min: 17, max: 32, noNaN: true }),
        fc.double({ min: -1, max: 1, noNaN: true }),
        fc.double({ min: -1, max: 1, noNaN: true }),
        fc.integer({ min: 2, max: 7 }),
        fc.integer({ min: 1, max: 2 }),
        (lat, lng, dLat, dLng, precision, rings) => {
          const { cells, bounds } = geohashBlock(lat, lng, precision, rings);
          expect(cells).toHaveLength((2 * rings + 1) ** 2);
          const other = {
            lat: bounds.latMin + ((dLat + 1) / 2) * (bounds.latMax - bounds.latMin) * 0.999999 + 1e-9,
            lng: bounds.lngMin + ((dLng + 1) / 2) * (bounds.lngMax - bounds.lngMin) * 0.999999 + 1e-9,
          };
          expect(cells).toContain(encodeGeohash(other.lat, other.lng, precision));
        },
      ),
    );
  });

  it("merges cells into runs that cover exactly the same sort keys", () => {
    expect(cellRuns(["k3w", "k3v", "k3y", "k3z", "k40"])).toEqual([
      { first: "k3v", last: "k3w" },
      { first: "k3y", last: "k3z" },
      { first: "k40", last: "k40" },
    ]);
    fc.assert(
      fc.property(
        fc.double({ min: -34, max: -23, noNaN: true }),
        fc.double({ min: 17, max: 32, noNaN: true }),
        fc.integer({ min: 5, max: 7 }),
        fc.integer({ min: 1, max: 2 }),
        fc.double({ min: -0.01, max: 0.01, noNaN: true }),
        fc.double({ min: -0.01, max: 0.01, noNaN: true }),
        (lat, lng, precision, rings, dLat, dLng) => {
          const { cells } = geohashBlock(lat, lng, precision, rings);
          const runs = cellRuns(cells);
          expect(runs.length).toBeLessThanOrEqual(cells.length);
          // A point's 9-character key falls in some run exactly when its cell is in the block.
          const key = encodeGeohash(lat + dLat, lng + dLng, 9);
          const inRun = runs.some(({ first, last }) => key >= first && key <= `${last}~`);
          expect(inRun).toBe(cells.includes(key.slice(0, precision)));
        },
      ),
    );
  });
});
