import { slugFromPath } from "../../core/blog-address";
import { renderBlogPostPage } from "../../core/blog-post-page";
import { blogPost, postView } from "../blog/posts";
import { sanitizeBlogHtml } from "../blog/sanitize";
import { keys } from "../data/keys";
import { env } from "../lib/env";
import { htmlResponse, type PageEvent, type PageResult } from "./page-response";
import { notFoundPage } from "./practitioner-page";
import { BLOG_POST_TEMPLATE, siteFile } from "./site-files";

/**
 * GET /page/blog/detail/{slug}: the published post in the first HTML response (title, description,
 * canonical URL, JSON-LD, content). Unknown, malformed or unpublished: the 404 page.
 */
export async function blogPostPage(event: PageEvent): Promise<PageResult> {
  const slug = slugFromPath(event.rawPath);
  if (slug === null) return notFoundPage();
  const item = await blogPost(slug);
  if (item?.GSI1PK !== keys.blogPartition(true)) return notFoundPage();
  const post = postView(item);
  // Sanitised on save already; again here, so no other path that ever wrote an item reaches the page.
  post.content = sanitizeBlogHtml(post.content);
  const template = await siteFile(BLOG_POST_TEMPLATE);
  return htmlResponse(
    200,
    renderBlogPostPage(template, {
      post,
      origin: env().siteUrl,
      modifiedAt: item.updatedAt ?? item.publishedAt,
    }),
  );
}
