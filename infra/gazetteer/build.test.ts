import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildGazetteer, outputPath, readCitiesJson } from "./build";

describe("gazetteer build", () => {
  const { cities, admin1 } = readCitiesJson();

  it("matches the committed functions/search/data/za-places.json (else run npx tsx infra/gazetteer/build.ts)", () => {
    expect(buildGazetteer(cities, admin1).json).toBe(readFileSync(outputPath, "utf8"));
  });

  it("stays small", () => {
    expect(Buffer.byteLength(readFileSync(outputPath))).toBeLessThan(60_000);
  });

  it("refuses a province name that is not one of the current nine", () => {
    const old = admin1.map((a) => (a.code === "ZA.09" ? { ...a, name: "Northern Province" } : a));
    expect(() => buildGazetteer(cities, old)).toThrow(/ZA.09 is "Northern Province"/);
  });

  it("keeps the seed's form of a duplicate and merges renamed places", () => {
    const data = JSON.parse(buildGazetteer(cities, admin1).json) as { places: unknown[][] };
    const named = (name: string) => data.places.filter((row) => row[0] === name);
    expect(named("Makhanda")).toEqual([["Makhanda", "", 0, -33.3042, 26.5328, 1, ["Grahamstown"]]]);
    expect(named("Grahamstown")).toEqual([]);
    expect(named("Sea Point")).toEqual([["Sea Point", "Cape Town", 8, -33.9167, 18.3833, 1]]);
    expect(named("Pinetown")[0]?.[1]).toBe("Durban");
    expect(named("Kariega")[0]?.[1]).toBe("");
  });
});
