/**
 * Server-rendered pages (functions/public-pages) are built pages used as templates: marked regions
 * `<!-- PREFIX:NAME -->...<!-- /PREFIX:NAME -->` are replaced with what the page shows. Pure helpers
 * shared by the practitioner page (core/profile-page.ts) and the blog post page (core/blog-post-page.ts).
 */
import { escapeHtml as e } from "./escape-html";
import { openGraphTags } from "./open-graph";

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

export interface HeadTags {
  /** The document's title; Open Graph's title too unless `ogTitle` says otherwise. */
  title: string;
  ogTitle?: string;
  description: string;
  /** Absolute. */
  url: string;
  ogType: "profile" | "article";
  /** Absolute, or null for the site's default picture. */
  image: string | null;
  jsonLd: unknown;
}

/** Title, description, canonical URL, Open Graph and one JSON-LD block: a rendered page's head. */
export function headTagsHtml(head: HeadTags): string {
  const tags = [
    `<title>${e(head.title)}</title>`,
    `<meta name="description" content="${e(head.description)}">`,
    `<link rel="canonical" href="${e(head.url)}">`,
    ...openGraphTags({
      type: head.ogType,
      title: head.ogTitle ?? head.title,
      description: head.description,
      url: head.url,
      image: head.image,
    }),
    jsonLdScript(head.jsonLd),
  ];
  return tags.filter(Boolean).join("\n    ");
}

/**
 * A JSON data block (JSON-LD, or a widget's props). JSON.stringify alone is not safe inside
 * <script>: a name holding "</script><script>..." would end the block. <, > and & become \u
 * escapes (still the same JSON strings), as do U+2028/U+2029.
 */
export function jsonScript(data: unknown, type = "application/json"): string {
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => {
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
  });
  return `<script type="${type}">${json}</script>`;
}

export const jsonLdScript = (data: unknown) => jsonScript(data, "application/ld+json");

/** Cut at a word boundary so the text fits in a search result's snippet. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).replace(/[\s,.;:–-]+$/, "")}…`;
}

/** What a search result's snippet shows of a description. */
export const DESCRIPTION_MAX = 160;
