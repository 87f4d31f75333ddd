/**
 * Where to go after logging in: the `next` query value only when it is a path on this site.
 * "//evil.example/x", "https://evil.example", "/\\evil" or anything with spaces would send people
 * elsewhere (an open redirect), so those fall back to the dashboard.
 */
export function safeNext(value: string | null | undefined, fallback = "/dashboard"): string {
  return value && /^\/(?![/\\])[^\s\\]*$/.test(value) ? value : fallback;
}
