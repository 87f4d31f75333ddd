/**
 * The server-rendered blog post page (/page/blog/detail/{slug}): the whole post, its title,
 * description, canonical URL, Open Graph and schema.org BlogPosting in the first HTML response, so
 * it paints without a script and search engines read it. The built page
 * (pages-static/page/blog/detail/index.html) is the template. Pure: functions/public-pages renders
 * it, unit tests pin it.
 */

import { postPath } from "./blog-address";
import { blogPostArticleHtml } from "./blog-article";
import { clip, DESCRIPTION_MAX, fillRegions, headTagsHtml } from "./page-template";
import type { BlogPost } from "./schemas/blog";
import { siteConfig } from "./site-config";

export interface BlogPostPageInput {
  /** `content` is HTML sanitised with the blog's allowlist (functions/blog/sanitize.ts). */
  post: BlogPost;
  /** The site's origin (SITE_URL): canonical and image URLs are absolute. */
  origin: string;
  /** When the post was last saved (ISO); its publication date when never edited. */
  modifiedAt?: string;
}

/** The brand mark search engines show beside the publisher's name. */
const LOGO_PATH = "/favicon.svg";

export const blogPostTitle = (post: Pick<BlogPost, "title">) => `${post.title} | ${siteConfig.brandName}`;

/** schema.org data of the post. */
export function blogPostJsonLd({ post, origin, modifiedAt }: BlogPostPageInput): Record<string, unknown> {
  const url = new URL(postPath(post.slug), origin).href;
  // The site writes its posts: the author is the organisation, as is the publisher.
  const organisation = { "@type": "Organization", name: siteConfig.brandName, url: origin };
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#post`,
    mainEntityOfPage: url,
    headline: post.title,
    description: post.short_description,
    image: new URL(post.image, origin).href,
    datePublished: post.published_at,
    dateModified: modifiedAt ?? post.published_at,
    author: organisation,
    publisher: {
      ...organisation,
      logo: { "@type": "ImageObject", url: new URL(LOGO_PATH, origin).href },
    },
  };
}

export function blogPostHeadHtml(input: BlogPostPageInput): string {
  const { post, origin } = input;
  const url = new URL(postPath(post.slug), origin).href;
  return headTagsHtml({
    title: blogPostTitle(post),
    ogTitle: post.title,
    description: clip(post.short_description, DESCRIPTION_MAX),
    url,
    ogType: "article",
    image: new URL(post.image, origin).href,
    jsonLd: blogPostJsonLd(input),
  });
}

export { blogPostArticleHtml };

/** The whole page for one post. */
export function renderBlogPostPage(template: string, input: BlogPostPageInput): string {
  return fillRegions(template, "post", {
    head: blogPostHeadHtml(input),
    article: blogPostArticleHtml(input.post),
  });
}
