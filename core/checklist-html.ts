/**
 * The symptom checker page's HTML, from core/checklists.ts: the download cards and the checklist
 * forms are build-time fragments (core/fragments.ts), so the page is complete before any script
 * runs; the result is rendered in the browser by widgets/symptom-checklist, which only scores.
 * Pure: data in, HTML out, every value escaped.
 */
import {
  type Checklist,
  type ChecklistResult,
  itemCount,
  NOT_A_DIAGNOSIS,
  NOT_A_DIAGNOSIS_DETAIL,
} from "./checklists";
import { escapeHtml as esc } from "./escape-html";
import { type Helpline, renderHelplines } from "./helplines-html";
import { siteConfig } from "./site-config";

/** The id of a checklist's section on the page (the cards link to it). */
export const checklistAnchor = (checklist: Checklist) => `checklist-${checklist.id}`;

/** The name of question `number` (1-based) in a checklist's form. */
export const questionName = (number: number) => `q${number}`;

/** A checklist's title, its "(PHQ-9)" kept on one line (a narrow card would break it at the hyphen). */
function titleHtml(checklist: Checklist): string {
  const match = /^(.*) (\([^)]*\))$/.exec(checklist.title);
  if (!match) return esc(checklist.title);
  return `${esc(match[1] ?? "")} <span class="checklist-title__tag">${esc(match[2] ?? "")}</span>`;
}

/** The three downloadable checklists (spec section 2's PDF cards), each also to fill in on the page. */
export function renderChecklistCards(list: readonly Checklist[]): string {
  const cards = list.map((checklist) =>
    [
      `<li class="feature checklist-card">`,
      `<h3 class="checklist-card__title">${titleHtml(checklist)}</h3>`,
      `<p class="checklist-card__summary">${esc(checklist.summary)}</p>`,
      `<p class="checklist-card__meta">${itemCount(checklist)} questions · PDF to print</p>`,
      `<div class="checklist-card__actions">`,
      `<a class="btn btn--primary" href="${esc(checklist.pdfPath)}" download>Download PDF<span class="vh-sr-only"> of the ${esc(checklist.title)}</span></a>`,
      `<a class="btn btn--outline" href="#${esc(checklistAnchor(checklist))}">Fill it in here<span class="vh-sr-only"> on this page: ${esc(checklist.title)}</span></a>`,
      `</div>`,
      `</li>`,
    ].join("\n"),
  );
  return `<ul class="checklist-cards">\n${cards.join("\n")}\n</ul>`;
}

function renderRadioGroup(
  name: string,
  legend: string,
  options: readonly { label: string; value: string }[],
) {
  return [
    `<fieldset class="checklist-item">`,
    `<legend class="checklist-item__text">${legend}</legend>`,
    `<div class="checklist-item__options">`,
    ...options.map(
      (option) =>
        `<label class="checklist-option"><input type="radio" name="${esc(name)}" value="${esc(option.value)}" /> <span>${esc(option.label)}</span></label>`,
    ),
    `</div>`,
    `</fieldset>`,
  ].join("\n");
}

/**
 * One checklist as a form: a fieldset of radio buttons per question, Show my score, and the empty
 * live region the widget writes the result into. `method="dialog"` outside a dialog submits nowhere:
 * without the script, answers cannot leave the page (e.g. into an address and the server's logs).
 */
export function renderChecklistForm(checklist: Checklist): string {
  const anchor = checklistAnchor(checklist);
  const options = checklist.options.map((option) => ({ label: option.label, value: String(option.points) }));
  let number = 0;
  const parts = checklist.parts.map((part) => {
    const questions = part.items.map((text) => {
      number += 1;
      return renderRadioGroup(
        questionName(number),
        `<span class="checklist-item__number">${number}.</span> ${esc(text)}`,
        options,
      );
    });
    return [part.title ? `<h3 class="checklist-form__part">${esc(part.title)}</h3>` : "", ...questions]
      .filter(Boolean)
      .join("\n");
  });
  const followUp = checklist.followUp
    ? renderRadioGroup(
        "difficulty",
        `${esc(checklist.followUp.question)} <span class="checklist-item__note">(not scored)</span>`,
        checklist.followUp.options.map((label) => ({ label, value: label })),
      )
    : "";
  return [
    `<form class="checklist-form" method="dialog" data-widget="symptom-checklist" data-checklist="${esc(checklist.id)}" aria-labelledby="${anchor}-title">`,
    `<p class="checklist-form__question">${esc(checklist.question)}</p>`,
    ...parts,
    followUp,
    `<div class="checklist-form__actions">`,
    `<button type="submit" class="btn btn--primary">Show my score</button>`,
    `<button type="reset" class="btn btn--outline">Clear answers</button>`,
    `</div>`,
    `<noscript><p class="checklist-form__noscript">Scoring on this page needs JavaScript. Download the PDF to score it by hand.</p></noscript>`,
    `<div class="checklist-result" id="${anchor}-result" data-checklist-result aria-live="polite" tabindex="-1"></div>`,
    `</form>`,
    checklist.attribution ? `<p class="checklist-attribution">${esc(checklist.attribution)}</p>` : "",
  ]
    .filter(Boolean)
    .join("\n");
}

/** Every checklist in its own section, in the order of the cards. */
export function renderChecklistSections(list: readonly Checklist[]): string {
  return list
    .map((checklist) => {
      const anchor = checklistAnchor(checklist);
      return [
        `<section id="${anchor}" class="section checklist-section" aria-labelledby="${anchor}-title" tabindex="-1">`,
        `<div class="container container--narrow">`,
        `<h2 id="${anchor}-title" class="section__title">${titleHtml(checklist)}</h2>`,
        `<p class="checklist-section__lead">${esc(checklist.summary)} Your answers stay on this device: the score is worked out in your browser and nothing is sent to us.</p>`,
        renderChecklistForm(checklist),
        `</div>`,
        `</section>`,
      ].join("\n");
    })
    .join("\n");
}

function listNumbers(numbers: readonly number[]): string {
  if (numbers.length === 1) return `question ${numbers[0]} is`;
  return `questions ${numbers.slice(0, -1).join(", ")} and ${numbers[numbers.length - 1]} are`;
}

/** The helplines first, for a high score or any answer but "Not at all" to the self-harm question. */
function renderUrgent(selfHarm: boolean, helplines: readonly Helpline[]): string {
  const lead = selfHarm
    ? "You answered that you have had thoughts of being better off dead or of hurting yourself. Please talk to someone today: you do not have to deal with this alone."
    : "Your answers show a lot of distress. Please talk to someone soon, and call a helpline if you need to talk today.";
  return [
    `<div class="checklist-result__urgent">`,
    `<h3 class="checklist-result__urgent-title">Please talk to someone today</h3>`,
    `<p>${esc(lead)}</p>`,
    `<p><strong>${esc(siteConfig.brandName)} is not an emergency service.</strong> ${esc(siteConfig.crisisAdvice)}</p>`,
    renderHelplines(helplines),
    `</div>`,
  ].join("\n");
}

/** The result the widget shows under a checklist after Show my score. */
export function renderChecklistResult(
  result: ChecklistResult,
  helplines: readonly Helpline[] = siteConfig.helplines,
): string {
  const selfHarm = result.complete ? result.selfHarm : result.urgent;
  const urgent = result.urgent ? renderUrgent(selfHarm, helplines) : "";
  if (!result.complete) {
    return [
      urgent,
      `<p class="checklist-result__missing">Please answer every question to see your score: ${listNumbers(result.unanswered)} still open.</p>`,
    ]
      .filter(Boolean)
      .join("\n");
  }
  return [
    urgent,
    `<div class="checklist-result__score">`,
    `<h3 class="checklist-result__title">Your score: ${result.score} out of ${result.maxScore}, ${esc(result.band.label.toLowerCase())}</h3>`,
    `<p>${esc(result.band.meaning)}</p>`,
    `<p class="checklist-result__note"><strong>${esc(NOT_A_DIAGNOSIS)}</strong> ${esc(NOT_A_DIAGNOSIS_DETAIL)}</p>`,
    `<a class="btn btn--primary" href="/page/search">Find a practitioner near you</a>`,
    `</div>`,
  ]
    .filter(Boolean)
    .join("\n");
}
