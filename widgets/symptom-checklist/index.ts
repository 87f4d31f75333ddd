import { questionName, renderChecklistResult } from "../../core/checklist-html";
import { type Checklist, checklistById, itemCount, scoreChecklist } from "../../core/checklists";

/**
 * Scores a symptom checker form (rendered at build time by core/checklist-html.ts) in the browser:
 * the answers never leave the page. It enhances the static form rather than rendering one (no
 * Preact): nothing moves when it mounts, and the result appears in the form's live region only
 * after Show my score. A high score or any answer above 0 to the self-harm question shows the
 * crisis helplines first.
 */

/** The points of each answer, in question order; null where nothing is chosen. */
export function readAnswers(form: HTMLFormElement, checklist: Checklist): (number | null)[] {
  return Array.from({ length: itemCount(checklist) }, (_unused, index) => {
    const field = form.elements.namedItem(questionName(index + 1));
    const value = field instanceof RadioNodeList ? field.value : "";
    return value === "" ? null : Number(value);
  });
}

export function mount(element: HTMLElement): () => void {
  const checklist = checklistById(element.dataset.checklist ?? "");
  const output = element.querySelector<HTMLElement>("[data-checklist-result]");
  if (!(element instanceof HTMLFormElement) || !checklist || !output) {
    throw new Error(`symptom-checklist needs a form with a known data-checklist and a result region`);
  }
  const form = element;

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const result = scoreChecklist(checklist, readAnswers(form, checklist));
    output.innerHTML = renderChecklistResult(result);
    if (!result.complete && !result.urgent) {
      // Take the person to the first question they skipped.
      const first = form.elements.namedItem(questionName(result.unanswered[0] ?? 1));
      if (first instanceof RadioNodeList) (first[0] as HTMLInputElement | undefined)?.focus();
      return;
    }
    // The result (helplines first when urgent) is below the questions: bring it into view.
    output.scrollIntoView({
      block: "start",
      behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth",
    });
  };
  const onReset = () => output.replaceChildren();

  form.addEventListener("submit", onSubmit);
  form.addEventListener("reset", onReset);
  return () => {
    form.removeEventListener("submit", onSubmit);
    form.removeEventListener("reset", onReset);
  };
}
