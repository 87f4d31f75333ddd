import { BLOG_SLUG } from "./schemas/blog";

/** The slug of /page/blog/detail/{slug}, or null when the address holds none (shown as not found). */
export function slugFromPath(pathname: string): string | null {
  const match = /^\/page\/blog\/detail\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  return BLOG_SLUG.test(slug) && slug.length <= 100 ? slug : null;
}

/** Where blog posts live: /page/blog/detail/{slug}. */
export const BLOG_POST_PATH = "/page/blog/detail";

export const postPath = (slug: string) => `${BLOG_POST_PATH}/${encodeURIComponent(slug)}`;

/** "10 March 2026" for a post's date. */
export function postDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ""
    : new Intl.DateTimeFormat("en-ZA", {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "Africa/Johannesburg",
      }).format(date);
}
