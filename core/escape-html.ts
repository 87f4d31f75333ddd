const entities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/**
 * Makes a value safe to put in HTML text or in a quoted attribute value: escapes & < > " and '.
 * Build-time renderers (core/fragments.ts, the partials plugin) pass every interpolated value through it.
 */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (char) => entities[char] ?? char);
}
