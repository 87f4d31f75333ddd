/**
 * The blog (spec sections 2 "Blog", 3 "Blog", 7 and 9): the public list and detail answers and the
 * admin editor's form. Content is HTML; the server sanitises it on save (functions/blog/sanitize.ts).
 */
import type { Answer } from "../api/responses";
import { PHOTO_KEY } from "./registration";
import * as z from "./z";

/** Spec section 9: list previews are cut at 50 words. */
export const BLOG_PREVIEW_WORDS = 50;
export const BLOG_CONTENT_MAX = 60_000;
export const BLOG_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const blogSlugPath = z.object({
  slug: z.string().check(z.maxLength(100), z.regex(BLOG_SLUG, "is not a blog post address")),
});

/** A blog image on the site: a bundled illustration (/images/...) or a published upload (/photos/...). */
export const BLOG_IMAGE = /^\/(images\/[a-z0-9/_-]+\.(svg|png|jpg|webp)|photos\/[a-z0-9-]+\.jpg)$/;

/** A draft may be saved without an image; a post is published with one (the list and the page show it). */
export const NO_IMAGE_TO_PUBLISH =
  "Please add an image before publishing. You can save the post as a draft without one.";

const line = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

export const blogSaveBody = z.object({
  slug: z
    .string()
    .check(
      z.trim(),
      z.minLength(3),
      z.maxLength(100),
      z.regex(BLOG_SLUG, "must be lower-case words joined by dashes"),
    ),
  title: line(150),
  short_description: line(300),
  /** The image the post keeps; "" when a new upload (image_key) replaces it. */
  image: z.string().check(
    z.regex(/^$|^\//, "must be a site path"),
    z.refine((v) => v === "" || BLOG_IMAGE.test(v), "must be an image on this site"),
  ),
  /** A new image uploaded through POST /api/registration/photo-upload (the same presigned path as photos). */
  image_key: z.optional(z.string().check(z.regex(PHOTO_KEY, "is not an uploaded photo"))),
  content: z.string().check(z.minLength(1), z.maxLength(BLOG_CONTENT_MAX)),
  published: z.boolean(),
  featured: z.boolean(),
  /** true: a new post (its slug must be free); false: edit the post with this slug. */
  create: z.boolean(),
});
export type BlogSaveBody = z.infer<typeof blogSaveBody>;

export type BlogListEntry = BlogIndexResponse["data"][number];

export type BlogPost = BlogDetailResponse["blog"];

export type AdminBlogPost = AdminBlogListResponse["data"][number];

export type BlogIndexResponse = Answer<"blogIndex">;
export type BlogDetailResponse = Answer<"blogDetail">;
export type AdminBlogListResponse = Answer<"adminBlogList">;
export type AdminBlogSaveResponse = Answer<"adminBlogSave">;
