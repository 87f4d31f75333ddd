import { describe, expect, it } from "vitest";
import { FOCUS_SUGGESTION_CHARS, SUGGESTION_LIMIT } from "../../core/schemas/search";
import {
  findOption,
  flattenOptions,
  matchParts,
  placeOptions,
  suggestionMenu,
  suggestionsAnnouncement,
  truncate,
} from "./suggestions";

const LONG_FOCUS = "Anxiety, depression and trauma support for adults and teenagers, in English and isiZulu";

const response = {
  profession: [{ profession: "Psychologist" }, { profession: "Clinical Psychologist" }],
  service: [{ service_name: "Psychotherapy" }],
  username: [{ name: "Dr Thandeka Mkhize", id: "101" }],
  workPlace: [{ business_address_physical: "12 Beach Road, Sea Point, Cape Town" }],
  focus_areas_statment: [{ focus_areas_statment: LONG_FOCUS }],
};

describe("truncate", () => {
  it("keeps text of 50 characters or fewer as it is", () => {
    const fifty = "a".repeat(50);
    expect(truncate(fifty)).toBe(fifty);
    expect(truncate("Grief counselling")).toBe("Grief counselling");
  });

  it("cuts longer text at 50 characters and adds an ellipsis", () => {
    expect(FOCUS_SUGGESTION_CHARS).toBe(50);
    expect(truncate("b".repeat(51))).toBe(`${"b".repeat(50)}…`);
    expect(truncate(LONG_FOCUS)).toBe(`${LONG_FOCUS.slice(0, 50).trimEnd()}…`);
  });

  it("counts characters, not UTF-16 units, and does not end on a space", () => {
    expect(truncate("😊".repeat(51))).toBe(`${"😊".repeat(50)}…`);
    expect(truncate(`${"c".repeat(49)} and more`)).toBe(`${"c".repeat(49)}…`);
  });
});

describe("suggestionMenu", () => {
  it("groups the five lists under their headings, in order, with the type each choice fixes", () => {
    const menu = suggestionMenu(response, "psy");
    expect(menu.groups.map((group) => [group.heading, group.type])).toEqual([
      ["Professions", "profession"],
      ["Services", "service"],
      ["Practitioners", "name"],
      ["Workplaces", "workplace"],
      ["Focus areas", "focusAreas"],
    ]);
    expect(menu.count).toBe(6);
  });

  it("flattens into options carrying type, value and label", () => {
    const options = flattenOptions(suggestionMenu(response, "psy").groups);
    expect(options.map((option) => option.type)).toEqual([
      "profession",
      "profession",
      "service",
      "name",
      "workplace",
      "focusAreas",
    ]);
    expect(options[3]).toEqual({ type: "name", value: "Dr Thandeka Mkhize", label: "Dr Thandeka Mkhize" });
  });

  it("shows a focus statement cut at 50 characters but keeps the full statement as the value", () => {
    const focus = flattenOptions(suggestionMenu(response, "anx").groups).at(-1);
    expect(focus?.value).toBe(LONG_FOCUS);
    expect(focus?.label).toBe(truncate(LONG_FOCUS));
    expect(focus?.label.endsWith("…")).toBe(true);
    expect(focus?.title).toBe(LONG_FOCUS);
  });

  it("leaves out empty lists, blanks and duplicates", () => {
    const menu = suggestionMenu(
      {
        profession: [{ profession: "GP" }, { profession: " gp " }, { profession: "" }],
        service: [],
        username: [],
        workPlace: [{ business_address_physical: "   " }],
        focus_areas_statment: [],
      },
      "g",
    );
    expect(menu.groups).toHaveLength(1);
    expect(menu.groups[0]?.options.map((option) => option.value)).toEqual(["GP"]);
  });

  it(`shows at most ${SUGGESTION_LIMIT} per list`, () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ service_name: `Service ${i}` }));
    expect(suggestionMenu({ service: many }, "s").groups[0]?.options).toHaveLength(SUGGESTION_LIMIT);
  });

  it("offers a single Find option with type find when nothing matches", () => {
    const empty = { profession: [], service: [], username: [], workPlace: [], focus_areas_statment: [] };
    const menu = suggestionMenu(empty, "  sleep problems ");
    expect(menu.count).toBe(0);
    expect(menu.groups).toEqual([
      {
        type: "find",
        heading: "",
        options: [{ type: "find", value: "sleep problems", label: 'Find "sleep problems"' }],
      },
    ]);
  });

  it("treats missing or malformed lists as empty", () => {
    expect(suggestionMenu(null, "x").count).toBe(0);
    expect(suggestionMenu({ profession: "nope" as never, service: [null, 3] as never }, "x").count).toBe(0);
  });
});

describe("findOption", () => {
  it("quotes the trimmed text", () => {
    expect(findOption(" grief ")).toEqual({ type: "find", value: "grief", label: 'Find "grief"' });
  });
});

describe("placeOptions", () => {
  it("keeps places with an address and coordinates", () => {
    const places = placeOptions([
      { address: "Sea Point, Cape Town, Western Cape", suburb: "Sea Point", lat: -33.9167, lng: 18.3833 },
      { address: "No geometry", suburb: "", lat: Number.NaN, lng: 18 },
      { address: "", suburb: "x", lat: -26, lng: 28 },
      { address: "sea point, cape town, western cape", suburb: "Sea Point", lat: -33.9, lng: 18.4 },
      { address: "Soweto, Johannesburg, Gauteng", suburb: "Soweto", lat: -26.2485, lng: 27.854 },
    ]);
    expect(places.map((place) => place.address)).toEqual([
      "Sea Point, Cape Town, Western Cape",
      "Soweto, Johannesburg, Gauteng",
    ]);
    expect(places[0]).toEqual({
      address: "Sea Point, Cape Town, Western Cape",
      suburb: "Sea Point",
      lat: -33.9167,
      lng: 18.3833,
    });
  });

  it("treats a non-list as no places", () => {
    expect(placeOptions(null)).toEqual([]);
    expect(placeOptions({} as never)).toEqual([]);
  });
});

describe("matchParts", () => {
  it("splits around the first case-insensitive match", () => {
    expect(matchParts("Clinical Psychologist", "psy")).toEqual(["Clinical ", "Psy", "chologist"]);
  });

  it("returns the whole label when nothing matches", () => {
    expect(matchParts("Dietitian", "psy")).toEqual(["Dietitian", "", ""]);
    expect(matchParts("Dietitian", "  ")).toEqual(["Dietitian", "", ""]);
  });
});

describe("suggestionsAnnouncement", () => {
  it("says how many suggestions there are", () => {
    expect(suggestionsAnnouncement(1)).toBe(
      "1 suggestion available. Use the up and down arrow keys to choose.",
    );
    expect(suggestionsAnnouncement(6)).toBe(
      "6 suggestions available. Use the up and down arrow keys to choose.",
    );
    expect(suggestionsAnnouncement(3, "place")).toMatch(/^3 places available/);
    expect(suggestionsAnnouncement(0)).toBe(
      "No suggestions found. Press Enter to search for what you typed.",
    );
  });
});
