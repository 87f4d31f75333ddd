/**
 * The crisis helplines as HTML: the pages' crisis block (a build-time fragment) and the symptom
 * checker's results (rendered in the browser) use this one renderer. Values escaped.
 */
import { escapeHtml as esc } from "./escape-html";

export interface Helpline {
  name: string;
  number: string;
  href: string;
}

/** The crisis helplines, each a tap-to-call link. */
export function renderHelplines(lines: readonly Helpline[]): string {
  const items = lines.map(
    (line) =>
      `<li class="helplines__item"><span class="helplines__name">${esc(line.name)}</span>` +
      `<a class="helplines__number" href="${esc(line.href)}"><span class="vh-sr-only">Call ${esc(line.name)} on </span>${esc(line.number)}</a></li>`,
  );
  return `<ul class="helplines">\n${items.join("\n")}\n</ul>`;
}
