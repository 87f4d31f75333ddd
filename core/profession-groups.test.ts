import { describe, expect, it } from "vitest";
import { professionKey, professionKeys } from "./profession-groups";

describe("related professions", () => {
  it("a category belongs to its own list and its group's; a group and other professions to their own", () => {
    expect(professionKeys("Clinical Psychologist")).toEqual(["clinical psychologist", "psychologist"]);
    expect(professionKeys("Psychologist")).toEqual(["psychologist"]);
    expect(professionKeys("Registered Counsellor")).toEqual(["registered counsellor", "counsellor"]);
    expect(professionKeys("Psychiatrist")).toEqual(["psychiatrist"]);
  });

  it("names for one register entry are one", () => {
    expect(professionKey("GP")).toBe("general practitioner");
    expect(professionKey("General Practitioner")).toBe("general practitioner");
    expect(professionKeys("Dietician")).toEqual(["dietitian"]);
  });
});
