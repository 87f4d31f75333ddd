import { postPath } from "../../core/blog-address";
import { practitionerPath } from "../../core/practitioner-id";
import { renderSitemap, SITEMAP_PAGES, siteOrigin } from "../../core/public-pages";
import { publishedSlugs } from "../blog/posts";
import { keys } from "../data/keys";
import { tableName } from "../lib/db";
import { env } from "../lib/env";
import { queryAll } from "../lib/query-all";
import { type PageResult, xmlResponse } from "./page-response";

/**
 * Every listed active practitioner's id, by name: one Query of GSI1's active partition (no Scan),
 * filtered on the stored `listed` flag (functions/practitioner/listing.ts).
 */
export async function activePractitionerIds(): Promise<string[]> {
  const items = await queryAll<{ id: string }>({
    TableName: tableName(),
    IndexName: "GSI1",
    KeyConditionExpression: "GSI1PK = :active",
    FilterExpression: "listed = :listed",
    ExpressionAttributeValues: { ":active": keys.practitionerByStatus(true, "", "").GSI1PK, ":listed": true },
    ProjectionExpression: "id",
  });
  return items.map((item) => item.id);
}

/**
 * GET /sitemap.xml: the static public pages, every active practitioner's page and every published
 * blog post, from live data, so an approval, a deactivation or a new post shows without a deploy
 * (public-page-changed.ts drops the edge copy).
 */
export async function sitemap(): Promise<PageResult> {
  const [ids, slugs] = await Promise.all([activePractitionerIds(), publishedSlugs()]);
  return xmlResponse(
    renderSitemap(siteOrigin(env().siteUrl), [
      ...SITEMAP_PAGES,
      ...ids.map(practitionerPath),
      ...slugs.map(postPath),
    ]),
  );
}
