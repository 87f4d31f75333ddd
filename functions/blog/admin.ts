import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { BadRequestError, ConflictError, NotFoundError } from "../../core/errors";
import {
  type AdminBlogListResponse,
  type AdminBlogSaveResponse,
  type BlogSaveBody,
  NO_IMAGE_TO_PUBLISH,
} from "../../core/schemas/blog";
import { OPERATION_SUCCESSFUL } from "../../core/ui-text";
import type { BlogItem } from "../data/items";
import { keys } from "../data/keys";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { blogPostPageChanged } from "../public-pages/public-page-changed";
import { PhotoRefusedError, reencodePhoto } from "../registration/photo-reencode";
import { photoStore } from "../registration/photo-store";
import { adminPostView, blogPost, blogPosts, featuredFirst } from "./posts";
import { sanitizeBlogHtml } from "./sanitize";

export const SLUG_TAKEN = "A post with this address (slug) already exists. Please choose another one.";
export const POST_GONE = "This post no longer exists. Reload the list.";
export const IMAGE_REFUSED = "The image could not be used. Please upload a JPEG, PNG or WebP photo.";
export const EMPTY_CONTENT = "The content has no text left once cleaned of what a post may not hold.";

/** GET /api/blogs/admin/list (admin): every post, drafts too, featured first then newest. */
export const adminBlogList = httpHandler(
  { route: "GET /api/blogs/admin/list" },
  async (): Promise<AdminBlogListResponse> => {
    const [published, drafts] = await Promise.all([blogPosts(true), blogPosts(false)]);
    const all = [...published, ...drafts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    return { data: featuredFirst(all).map(adminPostView) };
  },
);

/**
 * An uploaded image (presigned through the registration photo path) checked, re-encoded as JPEG
 * and published where the site serves photos, exactly as an approved practitioner's photo is.
 */
async function publishImage(imageKey: string, slug: string): Promise<string> {
  const problem = await photoStore.check(imageKey);
  if (problem) throw new BadRequestError(IMAGE_REFUSED, { image_key: problem });
  try {
    const original = await photoStore.read(imageKey);
    return await photoStore.publish(await reencodePhoto(original.bytes, original.type), `blog-${slug}`);
  } catch (error) {
    if (error instanceof PhotoRefusedError)
      throw new BadRequestError(IMAGE_REFUSED, { image_key: error.reason });
    throw error;
  }
}

/** The stored item for a save; `before` is the post being edited (absent for a new one). */
function itemFor(
  body: BlogSaveBody,
  image: string,
  content: string,
  before: BlogItem | undefined,
  at: string,
) {
  // A post's date is when it was first published (a draft sorts by when it was written).
  const firstPublished = before && before.GSI1PK === "BLOGS" ? before.publishedAt : undefined;
  const publishedAt = body.published ? (firstPublished ?? at) : (before?.publishedAt ?? at);
  const item: BlogItem = {
    ...keys.blog(body.slug),
    ...keys.blogByDate(publishedAt, body.slug, body.published),
    entity: "blog",
    id: before?.id ?? crypto.randomUUID(),
    slug: body.slug,
    title: body.title,
    image,
    shortDescription: body.short_description,
    content,
    publishedAt,
    featured: body.featured,
    updatedAt: at,
  };
  return item;
}

/**
 * POST /api/blogs/admin/save (admin): create a post (its slug must be free: a conditional put) or
 * edit one (it must exist; the slug is its address and does not change), publish or unpublish it.
 * The content is sanitised here, whatever the editor sent.
 */
export const adminBlogSave = httpHandler(
  { route: "POST /api/blogs/admin/save" },
  async ({ body, log }): Promise<AdminBlogSaveResponse> => {
    const before = body.create ? undefined : await blogPost(body.slug, true);
    if (body.create && (await blogPost(body.slug, true))) throw new ConflictError(SLUG_TAKEN);
    if (!body.create && !before) throw new NotFoundError(POST_GONE);
    const content = sanitizeBlogHtml(body.content);
    if (!content.replace(/<[^>]*>/g, "").trim())
      throw new BadRequestError(EMPTY_CONTENT, { content: "is empty" });
    const image = body.image_key ? await publishImage(body.image_key, body.slug) : body.image;
    // A draft may wait for its image; publishing needs one.
    if (!image && body.published)
      throw new BadRequestError(NO_IMAGE_TO_PUBLISH, { image: NO_IMAGE_TO_PUBLISH });
    const item = itemFor(body, image, content, before, new Date(now()).toISOString());
    try {
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: item,
          // Create: the slug is free. Edit: nobody saved the post since it was read here.
          ...(before
            ? {
                ConditionExpression: "attribute_exists(PK) AND updatedAt = :seen",
                ExpressionAttributeValues: { ":seen": before.updatedAt ?? before.publishedAt },
              }
            : { ConditionExpression: "attribute_not_exists(PK)" }),
        }),
      );
    } catch (error) {
      if ((error as Error).name !== "ConditionalCheckFailedException") throw error;
      throw new ConflictError(
        before ? "Someone saved this post meanwhile. Reload it and try again." : SLUG_TAKEN,
      );
    }
    log.info("blog post saved", { slug: item.slug, published: body.published });
    await blogPostPageChanged(item.slug);
    return { success: OPERATION_SUCCESSFUL, blog: adminPostView(item) };
  },
);
