/**
 * A blog post's article, as /page/blog/detail/{slug} shows it (core/blog-post-page.ts fills the
 * page with it) and as the admin's editor previews it (widgets/admin-blog/BlogPreview.tsx): one
 * markup for both, apart from the page's head so the editor's chunk carries only this.
 */
import { postDate } from "./blog-address";
import { escapeHtml as e } from "./escape-html";
import type { BlogPost } from "./schemas/blog";

/**
 * The post as the page shows it. The image box has fixed proportions (16:9) and is the largest
 * thing on a phone's first screen: loaded eagerly, at high priority.
 */
export function blogPostArticleHtml(post: BlogPost): string {
  return [
    `<article class="blog-post">`,
    `<header class="blog-post__header">`,
    `<h1 class="blog-post__title">${e(post.title)}</h1>`,
    `<p class="blog-post__description">${e(post.short_description)}</p>`,
    `<p class="blog-post__date"><time datetime="${e(post.published_at)}">${e(postDate(post.published_at))}</time></p>`,
    `</header>`,
    `<div class="blog-image"><img src="${e(post.image)}" alt="" width="640" height="360" fetchpriority="high" decoding="async"></div>`,
    `<div class="blog-post__content">${post.content}</div>`,
    `<p class="blog-post__back"><a href="/page/blog"><span aria-hidden="true">&larr;</span> All blog posts</a></p>`,
    `</article>`,
  ].join("");
}
