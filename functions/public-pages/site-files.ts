import { GetObjectCommand } from "@aws-sdk/client-s3";
import { env } from "../lib/env";
import { s3 } from "../lib/s3";

/** The built pages the server-rendered ones are made from (keys in the site bucket = paths in dist/site). */
export const PRACTITIONER_TEMPLATE = "page/practitioner/index.html";
export const BLOG_POST_TEMPLATE = "page/blog/detail/index.html";
export const SEARCH_TEMPLATE = "page/search/index.html";
export const NOT_FOUND_PAGE = "404.html";

/** The local web server answers this prefix with the page file itself, past the rewrites (loopback only). */
export const LOCAL_SITE_FILES_PREFIX = "/__site/";

/**
 * A deploy replaces the templates (new asset hashes) without touching the functions, so a container
 * keeps a template for a minute only. Locally every call reads it again: dev edits show at once.
 */
const KEEP_MS = 60_000;
const kept = new Map<string, { at: number; body: Promise<string> }>();

/**
 * A template could not be read (no build yet, a deploy half done, S3 failing): the page cannot be
 * made now, but may be in a minute, so the handler answers 503 and goes on serving.
 */
export class SiteFileUnavailableError extends Error {}

const SITE_FILE_TIMEOUT_MS = 5_000;

async function readOrThrow(key: string): Promise<string> {
  const { siteFilesOrigin, siteBucket } = env();
  if (siteFilesOrigin) {
    // A stalled local web server must not hang the page for ever: the handler answers 503 instead.
    const response = await fetch(`${siteFilesOrigin}${LOCAL_SITE_FILES_PREFIX}${key}`, {
      signal: AbortSignal.timeout(SITE_FILE_TIMEOUT_MS),
    });
    if (!response.ok)
      throw new Error(
        `The local web server answered ${response.status} for ${key} (serving a build: run \`npm run build\` first)`,
      );
    return response.text();
  }
  if (!siteBucket) throw new Error("SITE_BUCKET (or SITE_FILES_ORIGIN locally) must be set");
  const object = await s3().send(new GetObjectCommand({ Bucket: siteBucket, Key: key }));
  if (!object.Body) throw new Error(`The site bucket has no ${key}`);
  return object.Body.transformToString("utf-8");
}

async function read(key: string): Promise<string> {
  try {
    return await readOrThrow(key);
  } catch (error) {
    throw new SiteFileUnavailableError(error instanceof Error ? error.message : String(error), {
      cause: error,
    });
  }
}

/** A built page of the site, as text. */
export function siteFile(key: string): Promise<string> {
  if (env().siteFilesOrigin) return read(key);
  const hit = kept.get(key);
  if (hit && Date.now() - hit.at < KEEP_MS) return hit.body;
  const body = read(key);
  kept.set(key, { at: Date.now(), body });
  body.catch(() => kept.delete(key));
  return body;
}
