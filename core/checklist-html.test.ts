import { describe, expect, it } from "vitest";
import { renderChecklistCards, renderChecklistForm, renderChecklistResult } from "./checklist-html";
import { checklistById, checklists, itemCount, scoreChecklist } from "./checklists";
import { siteConfig } from "./site-config";

const phq9 = checklistById("depression");
if (!phq9) throw new Error("no PHQ-9");

describe("renderChecklistForm", () => {
  const html = renderChecklistForm(phq9);

  it("is one fieldset with a legend and one radio per answer for each question, then the follow-up", () => {
    expect(html.match(/<fieldset class="checklist-item">/g)).toHaveLength(itemCount(phq9) + 1);
    expect(html.match(/<legend /g)).toHaveLength(itemCount(phq9) + 1);
    for (let number = 1; number <= 9; number++) {
      expect(html.match(new RegExp(`type="radio" name="q${number}" value="\\d"`, "g"))).toHaveLength(4);
    }
    expect(html).toContain(
      '<legend class="checklist-item__text"><span class="checklist-item__number">9.</span> Thoughts that you would be better off dead or of hurting yourself in some way</legend>',
    );
    expect(html).toContain('name="difficulty" value="Somewhat difficult"');
  });

  it("submits nowhere without the script, and has an empty live region for the result", () => {
    expect(html).toMatch(
      /^<form class="checklist-form" method="dialog" data-widget="symptom-checklist" data-checklist="depression"/,
    );
    expect(html).not.toContain("action=");
    expect(html).toContain(
      '<noscript><p class="checklist-form__noscript">Scoring on this page needs JavaScript. Download the PDF to score it by hand.</p></noscript>',
    );
    expect(html).toContain(
      '<div class="checklist-result" id="checklist-depression-result" data-checklist-result aria-live="polite" tabindex="-1"></div>',
    );
  });

  it("escapes the text it shows", () => {
    const html = renderChecklistForm({
      ...phq9,
      question: "<b>&</b>",
      parts: [{ title: "<i>", items: ["a < b"] }],
    });
    expect(html).toContain("&lt;b&gt;&amp;&lt;/b&gt;");
    expect(html).toContain('<h3 class="checklist-form__part">&lt;i&gt;</h3>');
    expect(html).toContain("a &lt; b");
  });
});

describe("renderChecklistCards", () => {
  it("has a download link and an on-page link for each checklist", () => {
    const html = renderChecklistCards(checklists);
    for (const checklist of checklists) {
      expect(html).toContain(`href="${checklist.pdfPath}" download>`);
      expect(html).toContain(`href="#checklist-${checklist.id}"`);
    }
    expect(html).toContain(
      '<h3 class="checklist-card__title">Depression checklist <span class="checklist-title__tag">(PHQ-9)</span></h3>',
    );
    expect(html).toContain('<h3 class="checklist-card__title">Adult ADHD checklist</h3>');
  });
});

describe("renderChecklistResult", () => {
  const answers = (points: (number | null)[]) => scoreChecklist(phq9, points);

  it("shows the score, the band's meaning and that it is not a diagnosis; no helplines for a low score", () => {
    const html = renderChecklistResult(answers([1, 1, 1, 1, 1, 1, 0, 0, 0]));
    expect(html).toContain("Your score: 6 out of 27, mild");
    expect(html).toContain("This is not a diagnosis.");
    expect(html).not.toContain("helplines");
  });

  it("puts the helplines first when question 9 is above 0, naming what was answered", () => {
    const html = renderChecklistResult(answers([0, 0, 0, 0, 0, 0, 0, 0, 1]));
    expect(html.startsWith('<div class="checklist-result__urgent">')).toBe(true);
    expect(html.indexOf('<ul class="helplines">')).toBeLessThan(html.indexOf("Your score"));
    expect(html).toContain("thoughts of being better off dead or of hurting yourself");
    for (const line of siteConfig.helplines) expect(html).toContain(`href="${line.href}"`);
  });

  it("puts the helplines first for a high score too, with a different lead", () => {
    const html = renderChecklistResult(answers([2, 2, 2, 2, 2, 2, 2, 1, 0]));
    expect(html.startsWith('<div class="checklist-result__urgent">')).toBe(true);
    expect(html).toContain("Your answers show a lot of distress.");
    expect(html).toContain("Your score: 15 out of 27, moderately severe");
  });

  it("names the open questions, after the helplines if question 9 already calls for them", () => {
    expect(renderChecklistResult(answers([0, null, 0, 0, 0, 0, 0, 0, null]))).toBe(
      '<p class="checklist-result__missing">Please answer every question to see your score: questions 2 and 9 are still open.</p>',
    );
    const urgent = renderChecklistResult(
      scoreChecklist(phq9, [null, null, null, null, null, null, null, 0, 3]),
    );
    expect(urgent.startsWith('<div class="checklist-result__urgent">')).toBe(true);
    expect(urgent).toContain("questions 1, 2, 3, 4, 5, 6 and 7 are still open.");
    expect(renderChecklistResult(scoreChecklist(phq9, [0, 0, 0, 0, 0, 0, 0, 0, null]))).toContain(
      "question 9 is still open.",
    );
  });
});
