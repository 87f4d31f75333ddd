import { describe, expect, it } from "vitest";
import { matchRank, NO_MATCH, rankSuggestions } from "./suggestion-match";

describe("suggestion matching", () => {
  it("matches word prefixes, case-insensitively", () => {
    expect(matchRank("psy", "Psychologist")).toBe(0);
    expect(matchRank("PSY", "Clinical Psychologist")).toBe(1);
    expect(matchRank("clin psy", "Clinical Psychologist")).toBe(0);
    expect(matchRank("olog", "Psychologist")).toBe(NO_MATCH);
  });

  it("tolerates one typo in words of four letters or more", () => {
    expect(matchRank("pyschologist", "Psychologist")).toBe(2);
    expect(matchRank("psychiatirst", "Psychiatrist")).toBe(2);
    expect(matchRank("councelling", "Couples counselling")).toBe(2);
    expect(matchRank("pys", "Psychologist")).toBe(NO_MATCH);
  });

  it("ranks starts before word matches before typos, then by weight and length", () => {
    const values = [
      "Clinical Psychologist",
      "Psychiatrist",
      "Psychologist",
      "Counselling Psychologist",
      "GP",
    ];
    expect(rankSuggestions("psy", values, (value) => value, 10)).toEqual([
      "Psychiatrist",
      "Psychologist",
      "Clinical Psychologist",
      "Counselling Psychologist",
    ]);
    const weighted = [
      { value: "Psychiatrist", count: 1 },
      { value: "Psychologist", count: 9 },
    ];
    expect(
      rankSuggestions(
        "psych",
        weighted,
        (entry) => entry.value,
        1,
        (entry) => entry.count,
      ),
    ).toEqual([{ value: "Psychologist", count: 9 }]);
  });
});
