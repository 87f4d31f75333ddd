/**
 * What a blog post's HTML may hold: the server's sanitiser keeps exactly this
 * (functions/blog/sanitize.ts) and the admin's rich-text editor writes nothing else
 * (widgets/admin-blog/editor-html.ts), so what the editor shows is what is saved and published.
 */
export const BLOG_TAGS = [
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
] as const;

/** Attributes by tag, including those the sanitiser adds itself (a rel, an image's loading hints). */
export const BLOG_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ["href", "title", "rel"],
  img: ["src", "alt", "width", "height", "loading", "decoding"],
  th: ["scope"],
};

/** Link schemes kept; images only over https. */
export const BLOG_LINK_SCHEMES = ["https", "http", "mailto", "tel"] as const;

/** Dropped with their content: nothing of a script or style survives as text. */
export const BLOG_DROPPED_WITH_CONTENT = [
  "script",
  "style",
  "textarea",
  "option",
  "noscript",
  "iframe",
  "object",
] as const;

/** The rel every link off the site gets: no opener, no referrer, no endorsement. */
export const EXTERNAL_LINK_REL = "noopener noreferrer nofollow";
export const isExternalLink = (href: string) => /^https?:/i.test(href);

/** An image's hints the sanitiser adds: the page reserves its box, and loads it lazily below the fold. */
export const IMAGE_HINTS = { loading: "lazy", decoding: "async" } as const;
