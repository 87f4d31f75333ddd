import { describe, expect, it } from "vitest";
import { modeOfType, modesLabel, notOfferedMessage, offeredModes, typeOfMode } from "./appointment-modes";

describe("offeredModes", () => {
  it("is both when nothing is stored: practitioners from before keep being bookable both ways", () => {
    expect(offeredModes(undefined)).toEqual(["in-person", "virtual"]);
    expect(offeredModes(null)).toEqual(["in-person", "virtual"]);
    expect(offeredModes([])).toEqual(["in-person", "virtual"]);
    expect(offeredModes(["phone"])).toEqual(["in-person", "virtual"]);
  });

  it("keeps what is stored, in display order, once each", () => {
    expect(offeredModes(["virtual"])).toEqual(["virtual"]);
    expect(offeredModes(["in-person"])).toEqual(["in-person"]);
    expect(offeredModes(["virtual", "in-person", "virtual"])).toEqual(["in-person", "virtual"]);
  });
});

describe("booking types and modes", () => {
  it("maps the form's 0 and 1 to the booking's words and back", () => {
    expect(modeOfType(0)).toBe("in-person");
    expect(modeOfType(1)).toBe("virtual");
    expect(typeOfMode("in-person")).toBe(0);
    expect(typeOfMode("virtual")).toBe(1);
  });

  it("says on the profile what is offered", () => {
    expect(modesLabel(["in-person", "virtual"])).toBe("In person and video call");
    expect(modesLabel(["virtual"])).toBe("Video call only");
    expect(modesLabel(["in-person"])).toBe("In person only");
  });

  it("names the refused type and what to choose instead", () => {
    expect(notOfferedMessage("virtual")).toMatch(/does not offer video call appointments.*in-person/);
    expect(notOfferedMessage("in-person")).toMatch(/video call only.*video call appointment/);
  });
});
