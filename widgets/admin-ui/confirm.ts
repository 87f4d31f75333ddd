/**
 * The browser confirmation the spec asks for before destructive admin actions (section 5). One
 * place, so every destructive action asks the same way and a test can answer it (Playwright's
 * `page.on("dialog")`).
 */
export function confirmAction(question: string): boolean {
  return window.confirm(question);
}
