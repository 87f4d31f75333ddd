import sanitizeHtml from "sanitize-html";
import { unescapeHtml } from "../../core/escape-html";

/**
 * Blog content HTML, cleaned on save (the editor's POST and the seed) with an allowlist: text
 * structure, links, images and tables; no scripts, styles, forms, frames, event-handler attributes or
 * `javascript:`/`data:` URLs. What is stored is what the detail page renders as HTML, under a CSP
 * that would refuse inline script anyway: this is the first line, the CSP the second.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "h2",
    "h3",
    "h4",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "b",
    "i",
    "a",
    "blockquote",
    "br",
    "hr",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "code",
    "pre",
  ],
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "alt", "width", "height"],
    th: ["scope"],
  },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  // Dropped with their content: nothing of a script or style survives as text.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object"],
  disallowedTagsMode: "discard",
  transformTags: {
    // Links leave the site without handing it the opener or the referrer.
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? "");
      return {
        tagName,
        attribs: external ? { ...attribs, rel: "noopener noreferrer nofollow" } : attribs,
      };
    },
    // An image's dimensions let the page reserve its space (no layout shift); lazy below the fold.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy", decoding: "async" } }),
  },
};
// Attributes the transforms add must be allowed too.
OPTIONS.allowedAttributes = {
  ...(OPTIONS.allowedAttributes as Record<string, string[]>),
  a: ["href", "title", "rel"],
  img: ["src", "alt", "width", "height", "loading", "decoding"],
};

export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The content as plain words (previews, descriptions): block ends become spaces, entities text. */
export function blogText(html: string): string {
  const spaced = html.replace(
    /<\/?(p|h[1-6]|li|ul|ol|br|hr|blockquote|tr|td|th|figure|figcaption|pre)\b[^>]*>/gi,
    " ",
  );
  return unescapeHtml(sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, " ")
    .trim();
}
