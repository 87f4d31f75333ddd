import sanitizeHtml from "sanitize-html";
import {
  BLOG_ATTRIBUTES,
  BLOG_DROPPED_WITH_CONTENT,
  BLOG_LINK_SCHEMES,
  BLOG_TAGS,
  EXTERNAL_LINK_REL,
  IMAGE_HINTS,
  isExternalLink,
} from "../../core/blog-allowlist";
import { unescapeHtml } from "../../core/escape-html";

/**
 * Blog content HTML, cleaned on save (the editor's POST and the seed) with an allowlist
 * (core/blog-allowlist.ts, which the admin's editor writes within): text
 * structure, links, images and tables; no scripts, styles, forms, frames, event-handler attributes or
 * `javascript:`/`data:` URLs. What is stored is what the detail page renders as HTML, under a CSP
 * that would refuse inline script anyway: this is the first line, the CSP the second.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...BLOG_TAGS],
  // The transforms' additions (rel, loading, decoding) are in the allowlist too.
  allowedAttributes: Object.fromEntries(
    Object.entries(BLOG_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...BLOG_LINK_SCHEMES],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  nonTextTags: [...BLOG_DROPPED_WITH_CONTENT],
  disallowedTagsMode: "discard",
  transformTags: {
    // Links leave the site without handing it the opener or the referrer.
    a: (tagName, attribs) => ({
      tagName,
      attribs: isExternalLink(attribs.href ?? "") ? { ...attribs, rel: EXTERNAL_LINK_REL } : attribs,
    }),
    // An image's dimensions let the page reserve its space (no layout shift); lazy below the fold.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, ...IMAGE_HINTS } }),
  },
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
