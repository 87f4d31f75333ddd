import { describe, expect, it } from "vitest";
import {
  compact,
  distinctByText,
  letterMask,
  missingLetters,
  normalize,
  prefixWithinEdits,
  withinEdits,
  words,
} from "./search-text";

describe("normalize", () => {
  it.each([
    ["Umhlanga Rocks", "umhlanga rocks"],
    ["Mbombela (Nelspruit)", "mbombela nelspruit"],
    ["St. Francis Bay", "st francis bay"],
    ["Ga-Rankuwa", "ga rankuwa"],
    ["KwaDukuza", "kwadukuza"],
    ["Sea Point", "sea point"],
    ["  Sea   Point, Cape Town ", "sea point cape town"],
    ["Botha’s Hill", "bothas hill"],
    ["Simon's Town", "simons town"],
    ["Daniëlskuil", "danielskuil"],
    ["Schröder Street", "schroder street"],
    ["Hout Bay & Llandudno", "hout bay and llandudno"],
    ["Eden Glen Ext 60", "eden glen ext 60"],
    ["", ""],
    [" -- ", ""],
  ])("%j -> %j", (input, expected) => {
    expect(normalize(input)).toBe(expected);
  });
});

describe("words and compact", () => {
  it("splits normalized text into words", () => {
    expect(words("Mbombela (Nelspruit)")).toEqual(["mbombela", "nelspruit"]);
    expect(words("St. Francis Bay")).toEqual(["st", "francis", "bay"]);
    expect(words("  ")).toEqual([]);
  });

  it("drops the spaces so joined and split spellings meet", () => {
    expect(compact("Ga-Rankuwa")).toBe(compact("garankuwa"));
    expect(compact("Kwa Dukuza")).toBe(compact("KwaDukuza"));
    expect(compact("Sea Point")).toBe("seapoint");
  });
});

describe("withinEdits", () => {
  it.each([
    ["johannesburg", "johannesburg", 0, true],
    ["johanesburg", "johannesburg", 1, true], // deletion
    ["johannesbrug", "johannesburg", 1, true], // swap of neighbours
    ["johannesberg", "johannesburg", 1, true], // substitution
    ["johannessburg", "johannesburg", 1, true], // insertion
    ["johanesberg", "johannesburg", 1, false],
    ["johanesberg", "johannesburg", 2, true],
    ["umhlanga", "umhalnga", 1, true],
    ["durban", "durbanville", 2, false],
    ["sandton", "santon", 1, true],
    ["abc", "", 3, true],
    ["abcd", "", 3, false],
    ["ca", "ac", 1, true],
    ["kimberly", "kimberley", 1, true],
    ["pretoria", "pertoria", 1, true],
    ["pretoria", "tpreoria", 1, false],
  ])("%s ~ %s within %d: %s", (a, b, max, expected) => {
    expect(withinEdits(a, b, max)).toBe(expected);
    expect(withinEdits(b, a, max)).toBe(expected);
  });
});

describe("prefixWithinEdits", () => {
  it.each([
    ["johanes", "johannesburg", 1, true],
    ["johannse", "johannesburg", 1, true],
    ["jhoannes", "johannesburg", 1, true],
    ["sandt", "sandton", 0, true],
    ["snadt", "sandton", 1, true],
    ["sxxdt", "sandton", 1, false],
    ["pietermaritsb", "pietermaritzburg", 1, true],
    ["durbanx", "durban", 1, true],
    ["durbanxy", "durban", 1, false],
    ["a", "", 1, true],
  ])("%s ~ a prefix of %s within %d: %s", (typed, text, max, expected) => {
    expect(prefixWithinEdits(typed, text, max)).toBe(expected);
  });

  it("gives the same answers after a long string grew its buffers", () => {
    expect(withinEdits("x".repeat(200), `${"x".repeat(199)}y`, 1)).toBe(true);
    expect(prefixWithinEdits("johanes", "johannesburg", 1)).toBe(true);
    expect(withinEdits("johanesberg", "johannesburg", 1)).toBe(false);
  });
});

describe("letterMask and missingLetters", () => {
  it("counts the letters of one word absent from another", () => {
    expect(missingLetters(letterMask("johanesburg"), letterMask("johannesburg"))).toBe(0);
    expect(missingLetters(letterMask("stellenbush"), letterMask("stellenbosch"))).toBe(1);
    expect(missingLetters(letterMask("xyzzy"), letterMask("sandton"))).toBe(3);
    expect(letterMask("eden glen ext 60")).toBe(letterMask("edenglenext9"));
  });
});

describe("distinctByText", () => {
  it("keeps one of each text, case- and space-insensitively, the first in order", () => {
    const items = [
      { value: "Anxiety and depression", id: "1" },
      { value: "anxiety and  depression ", id: "2" },
      { value: "Trauma", id: "3" },
      { value: "ANXIETY AND DEPRESSION", id: "4" },
    ];
    expect(distinctByText(items, (item) => item.value).map((item) => item.id)).toEqual(["1", "3"]);
  });

  it("keeps texts that differ in more than case and spaces", () => {
    expect(distinctByText(["Couples", "Couple", "couples therapy"], (text) => text)).toEqual([
      "Couples",
      "Couple",
      "couples therapy",
    ]);
  });
});
