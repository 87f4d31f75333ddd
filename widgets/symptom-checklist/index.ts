import { questionName, renderChecklistResult } from "../../core/checklist-html";
import { type Checklist, checklistById, itemCount, scoreChecklist } from "../../core/checklists";

/**
 * Scores a symptom checker form (rendered at build time by core/checklist-html.ts) in the browser:
 * the answers never leave the page. It enhances the static form rather than rendering one (no
 * Preact): nothing moves when it mounts, and the result appears in the form's live region only
 * after Show my score (then follows the answers). A high score or any answer above 0 to the self-harm question shows the
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

  const score = () => scoreChecklist(checklist, readAnswers(form, checklist));
  /** The HTML of the result on show ("" when none). */
  let shown = "";
  const show = (html: string) => {
    shown = html;
    output.innerHTML = html;
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const result = score();
    show(renderChecklistResult(result));
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
  // Once a result shows, it follows later changes (a stale score would mislead), without moving
  // focus or scrolling; an unchanged result is not rewritten, so it is not announced again.
  const onChange = () => {
    if (!shown) return;
    const html = renderChecklistResult(score());
    if (html !== shown) show(html);
  };
  const onReset = () => show("");

  form.addEventListener("submit", onSubmit);
  form.addEventListener("change", onChange);
  form.addEventListener("reset", onReset);
  return () => {
    form.removeEventListener("submit", onSubmit);
    form.removeEventListener("change", onChange);
    form.removeEventListener("reset", onReset);
  };
}
