import { describe, expect, it } from "vitest";
import {
  type Checklist,
  checklistById,
  checklists,
  itemCount,
  maxScore,
  NOT_A_DIAGNOSIS,
  NOT_A_DIAGNOSIS_DETAIL,
  PHQ_ATTRIBUTION,
  scoreChecklist,
} from "./checklists";
import { siteConfig } from "./site-config";

const byId = (id: string): Checklist => {
  const checklist = checklistById(id);
  if (!checklist) throw new Error(`no checklist ${id}`);
  return checklist;
};
const phq9 = byId("depression");
const gad7 = byId("anxiety");
const adhd = byId("adhd");

/** Answers that add up to `total` on a sum-scored checklist, the self-harm item left at `item9`. */
function answersTotalling(checklist: Checklist, total: number, fixed: Record<number, number> = {}): number[] {
  const answers = Array.from({ length: itemCount(checklist) }, (_u, index) => fixed[index] ?? 0);
  let left = total - answers.reduce((sum, value) => sum + value, 0);
  for (let index = 0; index < answers.length && left > 0; index++) {
    if (index in fixed) continue;
    const add = Math.min(3, left);
    answers[index] = add;
    left -= add;
  }
  if (left !== 0) throw new Error(`cannot reach ${total}`);
  return answers;
}

function band(checklist: Checklist, total: number, fixed: Record<number, number> = {}) {
  const result = scoreChecklist(checklist, answersTotalling(checklist, total, fixed));
  if (!result.complete) throw new Error("incomplete");
  return result;
}

describe("PHQ-9 (depression)", () => {
  it("has the nine items, the four answers worth 0 to 3 and a maximum of 27", () => {
    expect(itemCount(phq9)).toBe(9);
    expect(phq9.options.map((option) => [option.label, option.points])).toEqual([
      ["Not at all", 0],
      ["Several days", 1],
      ["More than half the days", 2],
      ["Nearly every day", 3],
    ]);
    expect(maxScore(phq9)).toBe(27);
    expect(phq9.parts[0]?.items[8]).toBe(
      "Thoughts that you would be better off dead or of hurting yourself in some way",
    );
  });

  it("puts each total in the standard band: 0-4, 5-9, 10-14, 15-19, 20-27", () => {
    const expected: [number, string][] = [
      [0, "Minimal or none"],
      [4, "Minimal or none"],
      [5, "Mild"],
      [9, "Mild"],
      [10, "Moderate"],
      [14, "Moderate"],
      [15, "Moderately severe"],
      [19, "Moderately severe"],
      [20, "Severe"],
      [27, "Severe"],
    ];
    for (const [total, label] of expected) {
      const result = band(phq9, total);
      expect([result.score, result.band.label], `total ${total}`).toEqual([total, label]);
      expect(result.maxScore).toBe(27);
    }
  });

  it("is urgent from 15 (moderately severe) up, not below", () => {
    expect(band(phq9, 14).urgent).toBe(false);
    expect(band(phq9, 15).urgent).toBe(true);
    expect(band(phq9, 27).urgent).toBe(true);
  });

  it("is urgent whenever item 9 (self-harm) is above 0, however low the total", () => {
    for (const points of [1, 2, 3]) {
      const result = band(phq9, points, { 8: points });
      expect(result.score).toBe(points);
      expect(result.band.label).toBe("Minimal or none");
      expect(result.selfHarm).toBe(true);
      expect(result.urgent).toBe(true);
    }
    const none = band(phq9, 4, { 8: 0 });
    expect([none.selfHarm, none.urgent]).toEqual([false, false]);
  });

  it("flags item 9 even before the other questions are answered", () => {
    const answers: (number | null)[] = Array(9).fill(null);
    answers[8] = 1;
    expect(scoreChecklist(phq9, answers)).toEqual({
      complete: false,
      unanswered: [1, 2, 3, 4, 5, 6, 7, 8],
      urgent: true,
    });
    answers[8] = 0;
    expect(scoreChecklist(phq9, answers)).toMatchObject({ complete: false, urgent: false });
  });
});

describe("GAD-7 (anxiety)", () => {
  it("has seven items and a maximum of 21", () => {
    expect(itemCount(gad7)).toBe(7);
    expect(maxScore(gad7)).toBe(21);
  });

  it("puts each total in the standard band: 0-4, 5-9, 10-14, 15-21; urgent from 15", () => {
    const expected: [number, string, boolean][] = [
      [0, "Minimal", false],
      [4, "Minimal", false],
      [5, "Mild", false],
      [9, "Mild", false],
      [10, "Moderate", false],
      [14, "Moderate", false],
      [15, "Severe", true],
      [21, "Severe", true],
    ];
    for (const [total, label, urgent] of expected) {
      const result = band(gad7, total);
      expect([result.band.label, result.urgent], `total ${total}`).toEqual([label, urgent]);
    }
  });
});

describe("adult ADHD checklist", () => {
  const answers = (partA: number[], partB: number[]) => [...partA, ...partB];
  const often = 3;
  const sometimes = 2;

  it("has two parts of nine signs, five answers, and scores the larger count of Often or Very often", () => {
    expect(adhd.parts.map((part) => part.items.length)).toEqual([9, 9]);
    expect(adhd.options.map((option) => option.label)).toEqual([
      "Never",
      "Rarely",
      "Sometimes",
      "Often",
      "Very often",
    ]);
    expect(maxScore(adhd)).toBe(9);
    const result = scoreChecklist(
      adhd,
      answers([often, 4, often, sometimes, 0, 0, 0, 0, 0], [4, 4, 4, 4, often, 0, 1, 2, 0]),
    );
    expect(result).toMatchObject({ complete: true, score: 5, maxScore: 9 });
  });

  it("bands 0-2 few, 3-4 some, 5-9 many, and is never urgent (not a crisis sign)", () => {
    const withFrequent = (count: number) =>
      scoreChecklist(
        adhd,
        answers(
          Array.from({ length: 9 }, (_u, i) => (i < count ? often : sometimes)),
          Array(9).fill(0),
        ),
      );
    const expected: [number, string][] = [
      [0, "Few frequent signs"],
      [2, "Few frequent signs"],
      [3, "Some frequent signs"],
      [4, "Some frequent signs"],
      [5, "Many frequent signs"],
      [9, "Many frequent signs"],
    ];
    for (const [count, label] of expected) {
      const result = withFrequent(count);
      if (!result.complete) throw new Error("incomplete");
      expect([result.score, result.band.label, result.urgent]).toEqual([count, label, false]);
    }
  });

  it("is in our own words: none of the ASRS questions' wording", () => {
    const text = adhd.parts
      .flatMap((part) => part.items)
      .join(" ")
      .toLowerCase();
    for (const asrs of [
      "wrapping up the final details",
      "getting things in order",
      "requires a lot of thought",
      "driven by a motor",
      "how often do you",
    ]) {
      expect(text).not.toContain(asrs);
    }
    expect(adhd.attribution).toBeNull();
  });
});

describe("every checklist", () => {
  it("has bands that cover 0 to the maximum score without gaps or overlaps", () => {
    for (const checklist of checklists) {
      const bands = checklist.bands;
      expect(bands[0]?.min, checklist.id).toBe(0);
      expect(bands[bands.length - 1]?.max, checklist.id).toBe(maxScore(checklist));
      for (let index = 1; index < bands.length; index++) {
        expect(bands[index]?.min, checklist.id).toBe((bands[index - 1]?.max ?? -2) + 1);
      }
    }
  });

  it("lists unanswered questions by number and refuses answers it does not offer", () => {
    const answers: (number | null)[] = Array(7).fill(1);
    answers[1] = null;
    answers[6] = null;
    expect(scoreChecklist(gad7, answers)).toEqual({ complete: false, unanswered: [2, 7], urgent: false });
    expect(() => scoreChecklist(gad7, Array(7).fill(4))).toThrow("4 is not the value of any answer");
    expect(() => scoreChecklist(gad7, Array(6).fill(0))).toThrow("expected 7 answers, got 6");
  });

  it("carries the PHQ attribution where its terms require it, and a PDF path of its own", () => {
    expect(phq9.attribution).toBe(PHQ_ATTRIBUTION);
    expect(gad7.attribution).toBe(PHQ_ATTRIBUTION);
    expect(PHQ_ATTRIBUTION).toContain(
      "Developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, with an educational grant from Pfizer Inc. No permission required to reproduce",
    );
    const paths = checklists.map((checklist) => checklist.pdfPath);
    expect(new Set(paths).size).toBe(3);
    for (const path of paths) expect(path).toMatch(/^\/downloads\/[a-z0-9-]+\.pdf$/);
  });

  it("uses only characters the PDFs' standard fonts can print (WinAnsi)", () => {
    // Latin-1 printable plus the few WinAnsi extras we use (dashes, curly quotes, bullet, middle dot).
    const printable = /^[\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022]*$/;
    const strings = [
      NOT_A_DIAGNOSIS,
      NOT_A_DIAGNOSIS_DETAIL,
      siteConfig.crisisAdvice,
      ...siteConfig.helplines.flatMap((line) => [line.name, line.number]),
      ...checklists.flatMap((checklist) => [
        checklist.title,
        checklist.summary,
        checklist.question,
        checklist.scoringHowTo,
        checklist.attribution ?? "",
        ...checklist.options.map((option) => option.label),
        ...checklist.parts.flatMap((part) => [part.title ?? "", ...part.items]),
        ...checklist.bands.flatMap((band) => [band.label, band.meaning]),
        checklist.followUp?.question ?? "",
        ...(checklist.followUp?.options ?? []),
      ]),
    ];
    for (const text of strings) expect(text).toMatch(printable);
  });
});
