import { createHash, createHmac, randomUUID } from "node:crypto";
import { SignatureV4 } from "@smithy/signature-v4";
import { BLOG_POST_PATH, postPath } from "../../core/blog-address";
import { escapeHtml } from "../../core/escape-html";
import { PRACTITIONER_PATH, practitionerPath } from "../../core/practitioner-id";
import { SEARCH_PATH } from "../../core/search-url";
import { createLogger } from "../lib/logger";

/**
 * Practitioner pages, blog posts, search pages and /sitemap.xml are rendered by a function behind CloudFront's
 * cache (functions/public-pages). Whatever changes what a practitioner's public page shows, or
 * whether it exists, calls this after saving: approval, a profile edit, a new review, deactivation,
 * deletion ("all" after a bulk change such as the seed). It drops the cached copies at the edge (a
 * CloudFront invalidation), so the next visitor gets the new page, or the 404 page, at once. Locally
 * there is no edge cache (SITE_DISTRIBUTION_ID is empty), so there is nothing to do.
 *
 * It never throws: the change itself is already saved, and the cached copies expire by themselves
 * within the pages' edge lifetime (PAGE_EDGE_SECONDS) if an invalidation fails.
 */
export async function publicPageChanged(practitionerIds: readonly string[] | "all"): Promise<void> {
  if (practitionerIds.length === 0) return;
  await invalidate(invalidationPaths(practitionerIds));
}

/** The same for a blog post saved (edited, published or taken down): its page and the sitemap. */
export async function blogPostPageChanged(slug: string): Promise<void> {
  await invalidate([`${postPath(slug)}*`, SITEMAP]);
}

const SITEMAP = "/sitemap.xml";
/** Every search page: a practitioner's card (name, photo, rating, place) or presence changed. */
const SEARCH_PAGES = `${SEARCH_PATH}*`;

async function invalidate(paths: string[]): Promise<void> {
  // Read on its own, not through env(): the seed CLI calls this without the API's environment.
  const distributionId = process.env.SITE_DISTRIBUTION_ID;
  if (!distributionId) return;
  try {
    await createInvalidation(distributionId, paths);
  } catch (error) {
    createLogger({ area: "public-pages" }).error(
      "CloudFront invalidation failed; pages expire on their own",
      {
        paths,
        error: error instanceof Error ? error.message : String(error),
      },
    );
  }
}

/** Above this many pages one wildcard is cheaper (CloudFront bills each path; a wildcard is one). */
const MANY_PAGES = 50;

/** Each page with and without a trailing slash (one wildcard path), the search pages and the sitemap. */
export function invalidationPaths(practitionerIds: readonly string[] | "all"): string[] {
  // The seed ("all") writes blog posts too.
  if (practitionerIds === "all")
    return [`${PRACTITIONER_PATH}/*`, `${BLOG_POST_PATH}/*`, SEARCH_PAGES, SITEMAP];
  const ids = [...new Set(practitionerIds)];
  const pages =
    ids.length > MANY_PAGES ? [`${PRACTITIONER_PATH}/*`] : ids.map((id) => `${practitionerPath(id)}*`);
  return [...pages, SEARCH_PAGES, SITEMAP];
}

/** CloudFront's CreateInvalidation request body (API version 2020-05-31). */
export function invalidationBody(paths: readonly string[], callerReference: string): string {
  const items = paths.map((path) => `<Path>${escapeHtml(path)}</Path>`).join("");
  return `<?xml version="1.0" encoding="UTF-8"?><InvalidationBatch xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/"><Paths><Quantity>${paths.length}</Quantity><Items>${items}</Items></Paths><CallerReference>${escapeHtml(callerReference)}</CallerReference></InvalidationBatch>`;
}

/** SHA-256 (HMAC-SHA256 with a key) for the SigV4 signer, from node:crypto. */
type SourceData = string | ArrayBuffer | ArrayBufferView;
const bytes = (data: SourceData) =>
  typeof data === "string"
    ? data
    : ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data);

class Sha256 {
  private readonly hash;
  constructor(secret?: SourceData) {
    this.hash = secret === undefined ? createHash("sha256") : createHmac("sha256", bytes(secret));
  }
  update(data: SourceData): void {
    this.hash.update(bytes(data));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
}

const HOST = "cloudfront.amazonaws.com";

/**
 * One signed POST to CloudFront's API (global, signed for us-east-1) with the function's own role
 * credentials, which Lambda puts in the environment. No CloudFront SDK client: one call does not
 * justify another dependency.
 */
async function createInvalidation(distributionId: string, paths: readonly string[]): Promise<void> {
  const { AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN } = process.env;
  if (!AWS_ACCESS_KEY_ID || !AWS_SECRET_ACCESS_KEY) throw new Error("No AWS credentials in the environment");
  const signer = new SignatureV4({
    service: "cloudfront",
    region: "us-east-1",
    sha256: Sha256,
    credentials: {
      accessKeyId: AWS_ACCESS_KEY_ID,
      secretAccessKey: AWS_SECRET_ACCESS_KEY,
      ...(AWS_SESSION_TOKEN ? { sessionToken: AWS_SESSION_TOKEN } : {}),
    },
  });
  const path = `/2020-05-31/distribution/${encodeURIComponent(distributionId)}/invalidation`;
  const body = invalidationBody(paths, randomUUID());
  const signed = await signer.sign({
    method: "POST",
    protocol: "https:",
    hostname: HOST,
    path,
    headers: { host: HOST, "content-type": "application/xml" },
    body,
  });
  // fetch sets Host itself (and refuses it as a header).
  const { host: _host, ...headers } = signed.headers;
  const response = await fetch(`https://${HOST}${path}`, { method: "POST", headers, body });
  if (!response.ok)
    throw new Error(`CloudFront answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
}
