import { GetCommand } from "@aws-sdk/lib-dynamodb";
import {
  type AdminBlogPost,
  BLOG_PREVIEW_WORDS,
  type BlogListEntry,
  type BlogPost,
} from "../../core/schemas/blog";
import type { BlogItem } from "../data/items";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";
import { queryAll } from "../lib/query-all";
import { blogText } from "./sanitize";

/** Reading blog posts (docs/access-patterns.md "Blog"): per slug, and per published state by date. */

/** Posts are few (an editorial blog); past this the oldest are not listed. */
export const BLOG_LIST_CAP = 500;

export async function blogPost(slug: string, consistent = false): Promise<BlogItem | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.blog(slug), ConsistentRead: consistent }),
  );
  return Item as BlogItem | undefined;
}

/** The Query of published (or draft) posts, newest first. */
const postsQuery = (published: boolean) => ({
  TableName: tableName(),
  IndexName: "GSI1",
  KeyConditionExpression: "GSI1PK = :pk",
  ExpressionAttributeValues: { ":pk": keys.blogPartition(published) },
  ScanIndexForward: false,
});

/** Published (or draft) posts, newest first. */
export function blogPosts(published: boolean): Promise<BlogItem[]> {
  return queryAll<BlogItem>(postsQuery(published), BLOG_LIST_CAP);
}

/** Published posts' slugs, newest first: the sitemap needs no more than that of each post. */
export async function publishedSlugs(): Promise<string[]> {
  const items = await queryAll<Pick<BlogItem, "slug">>(
    { ...postsQuery(true), ProjectionExpression: "slug" },
    BLOG_LIST_CAP,
  );
  return items.map((item) => item.slug);
}

/** The content's first `words` words, with an ellipsis when cut (spec section 9: 50 words). */
export function preview(html: string, words = BLOG_PREVIEW_WORDS): string {
  // A heading ends a sentence in running text ("... Know who does what. Psychologists ...").
  const headingsEnded = html.replace(/([^.!?:;\s])(\s*<\/h[1-6]>)/gi, "$1.$2");
  const all = blogText(headingsEnded).split(" ").filter(Boolean);
  return all.length > words ? `${all.slice(0, words).join(" ")}…` : all.join(" ");
}

/** Featured posts first, then the rest; newest first within each. */
export function featuredFirst<T extends { featured?: boolean }>(posts: T[]): T[] {
  return [...posts.filter((post) => post.featured), ...posts.filter((post) => !post.featured)];
}

/** What a post's list entry and its page both show. */
function postHead(item: BlogItem) {
  return {
    id: item.id,
    slug: item.slug,
    title: item.title,
    image: item.image,
    short_description: item.shortDescription,
    featured: item.featured ?? false,
    published_at: item.publishedAt,
  };
}

export function listEntry(item: BlogItem): BlogListEntry {
  return { ...postHead(item), preview: preview(item.content) };
}

export function postView(item: BlogItem): BlogPost {
  return { ...postHead(item), content: item.content };
}

export function adminPostView(item: BlogItem): AdminBlogPost {
  return {
    ...postView(item),
    published: item.GSI1PK === "BLOGS",
    updated_at: item.updatedAt ?? item.publishedAt,
  };
}
