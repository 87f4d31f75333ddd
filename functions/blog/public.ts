import { NotFoundError } from "../../core/errors";
import type { BlogDetailResponse, BlogIndexResponse } from "../../core/schemas/blog";
import { httpHandler } from "../lib/http-handler";
import { blogPost, blogPosts, featuredFirst, listEntry, postView } from "./posts";

export const BLOG_NOT_FOUND = "We could not find this blog post. It may have been taken down.";

/** GET /api/blogs/index: published posts, featured first, each with a 50-word preview. */
export const blogIndex = httpHandler(
  { route: "GET /api/blogs/index", cacheControl: "public, max-age=60" },
  async (): Promise<BlogIndexResponse> => ({
    data: featuredFirst(await blogPosts(true)).map(listEntry),
  }),
);

/** GET /api/blogs/detail/{slug}: one published post; unknown or unpublished: 404. */
export const blogDetail = httpHandler(
  { route: "GET /api/blogs/detail/{slug}", cacheControl: "public, max-age=60" },
  async ({ path }): Promise<BlogDetailResponse> => {
    const item = await blogPost(path.slug);
    if (item?.GSI1PK !== "BLOGS") throw new NotFoundError(BLOG_NOT_FOUND);
    return { blog: postView(item) };
  },
);
