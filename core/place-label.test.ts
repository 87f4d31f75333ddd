import { describe, expect, it } from "vitest";
import { placeLabel } from "./place-label";

describe("placeLabel", () => {
  it("joins the parts of a place with commas", () => {
    expect(placeLabel("12 Main Road", "Sea Point", "Cape Town", "8005")).toBe(
      "12 Main Road, Sea Point, Cape Town, 8005",
    );
  });

  it("says a town that is its own suburb once", () => {
    expect(placeLabel("Ballito", "Ballito")).toBe("Ballito");
    expect(placeLabel("1 Beach Road", "Ballito", "ballito ", "4420")).toBe("1 Beach Road, Ballito, 4420");
  });

  it("leaves out blank parts and extra spaces", () => {
    expect(placeLabel("", "  Sea  Point ", undefined, null, "Cape Town")).toBe("Sea Point, Cape Town");
    expect(placeLabel(undefined, "")).toBe("");
  });
});
