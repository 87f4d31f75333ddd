/**
 * Server-rendered pages (functions/public-pages) are built pages used as templates: marked regions
 * `<!-- PREFIX:NAME -->...<!-- /PREFIX:NAME -->` are replaced with what the page shows. Pure helpers
 * shared by the practitioner page (core/profile-page.ts) and the blog post page (core/blog-post-page.ts).
 */

/**
 * Replaces each region `<!-- prefix:NAME -->...<!-- /prefix:NAME -->`. A missing region is an error:
 * a template that lost its markers must fail loudly, not serve an empty page.
 */
export function fillRegions(template: string, prefix: string, parts: Record<string, string>): string {
  let html = template;
  for (const [name, content] of Object.entries(parts)) {
    const region = new RegExp(`<!-- ${prefix}:${name} -->[\\s\\S]*?<!-- /${prefix}:${name} -->`);
    if (!region.test(html)) throw new Error(`The ${prefix} page template has no "${name}" region.`);
    html = html.replace(region, () => content);
  }
  return html;
}

/**
 * A JSON-LD data block. JSON.stringify alone is not safe inside <script>: a name holding
 * "</script><script>..." would end the block. <, > and & become \u escapes (still the same JSON
 * strings), as do U+2028/U+2029.
 */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => {
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
  });
  return `<script type="application/ld+json">${json}</script>`;
}

/** Cut at a word boundary so the text fits in a search result's snippet. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).replace(/[\s,.;:–-]+$/, "")}…`;
}

/** What a search result's snippet shows of a description. */
export const DESCRIPTION_MAX = 160;
