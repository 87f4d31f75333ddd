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

const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** The text an HTML text or attribute value stands for: its character references read (the common
 * named ones and every numeric one; an unknown name stays as written). */
export function unescapeHtml(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, ref: string) => {
    if (ref[0] !== "#") return named[ref.toLowerCase()] ?? whole;
    const code = ref[1]?.toLowerCase() === "x" ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
  });
}
