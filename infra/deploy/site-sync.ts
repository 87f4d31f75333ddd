/**
 * How the built site (dist/site) goes to the site bucket, with the Cache-Control each kind of file
 * needs (docs/decisions.md, "Site caching on deploy"). CloudFront's Managed-CachingOptimized policy
 * keeps what the object's Cache-Control says, and a whole day when it says nothing.
 */

/** One `aws s3 sync` pass: which files (aws CLI filters, last match wins) and their header. */
export interface SyncPass {
  label: string;
  filters: readonly (readonly ["--exclude" | "--include", string])[];
  cacheControl: string;
  /** Delete bucket objects of this pass's kind that the build no longer has. */
  delete: boolean;
}

/** Names with a content hash: a new build gives a new name, so a year's caching is safe. */
const HASHED = ["assets/*", "widgets/*", "embed/*"] as const;

/**
 * In upload order: chunks before what loads them (embed.js, pages), so no new file points at a
 * chunk that is not there yet. Old hashed chunks are kept (no delete): a page or an embed.js
 * loader cached before the deploy still loads its own chunks.
 */
export const SYNC_PASSES: readonly SyncPass[] = [
  {
    label: "hashed chunks and styles",
    filters: [["--exclude", "*"], ...HASHED.map((p) => ["--include", p] as const)],
    cacheControl: "public, max-age=31536000, immutable",
    delete: false,
  },
  {
    // embed.js is the partner loader at a fixed name: partners pick up a new one within minutes.
    label: "fixed names (embed.js, images, robots.txt, ...)",
    filters: [...HASHED.map((p) => ["--exclude", p] as const), ["--exclude", "*.html"]],
    cacheControl: "public, max-age=300",
    delete: true,
  },
  {
    // Pages name the current chunks: browsers and CloudFront check with S3 every time (a 304).
    label: "pages",
    filters: [
      ["--exclude", "*"],
      ["--include", "*.html"],
    ],
    cacheControl: "no-cache",
    delete: true,
  },
];

/** The `aws` argument lists that upload `siteDir` to `bucket`, one per pass, in order. */
export function siteSyncCommands(siteDir: string, bucket: string): string[][] {
  return SYNC_PASSES.map((pass) => [
    "s3",
    "sync",
    siteDir,
    `s3://${bucket}`,
    ...pass.filters.flat(),
    "--cache-control",
    pass.cacheControl,
    ...(pass.delete ? ["--delete"] : []),
  ]);
}

/** The aws CLI's filter pattern match: `*` and `?` also match `/`. */
function matches(pattern: string, path: string): boolean {
  const source = pattern
    .replace(/[.+^${}()|[\]\\]/g, "\\$&")
    .replace(/\*/g, ".*")
    .replace(/\?/g, ".");
  return new RegExp(`^${source}$`).test(path);
}

/** Whether a pass uploads `path` (relative to the site dir), as the aws CLI decides it. */
export function passIncludes(pass: SyncPass, path: string): boolean {
  let included = true;
  for (const [kind, pattern] of pass.filters) if (matches(pattern, path)) included = kind === "--include";
  return included;
}
