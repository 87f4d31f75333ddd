/**
 * What a partner can set on the embed's element (the inline <div data-widget="booking"> or a
 * data-vula-book trigger), read from its dataset, or pass to `vula("open", id, options)`. Every way
 * options arrive goes through `embedOptions`: strings only, checked where they are used (the
 * practitioner id by core/practitioner-id.ts, the theme by ./theme.ts) or here (afterBooking).
 */
import type { ThemeAttributes } from "./theme";

export interface EmbedOptions extends ThemeAttributes {
  /** Prefill: the patient's details the partner already knows. */
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
  /** Where to send the patient after booking; by default they stay on the partner's page. */
  afterBooking?: string | undefined;
}

const KEYS = ["accent", "font", "radius", "theme", "firstName", "lastName", "email", "afterBooking"] as const;

/** Plain http is allowed only for a partner developing on their own machine. */
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** An absolute URL, or null when `value` does not parse without a base. */
function absoluteUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * The address to go to after booking, or null when it is not one we will navigate to. Parsed as
 * the browser will parse it (the URL parser drops leading control characters and spaces and tabs or
 * newlines anywhere, so a regular expression on the raw text misjudges "\u0001javascript:..."):
 * an absolute https address (http only on loopback), or a path on the partner's own site; never
 * javascript:, data:, vbscript: and the like, nor "//other.site" dressed as a path.
 */
export function safeAfterBooking(value: string, pageUrl: string): string | null {
  const absolute = absoluteUrl(value);
  let url: URL;
  try {
    url = absolute ?? new URL(value, pageUrl);
  } catch {
    return null;
  }
  // A relative address must stay on the page's origin ("//evil.example", "/\\evil.example" do not).
  if (!absolute && url.origin !== new URL(pageUrl).origin) return null;
  if (url.protocol === "https:") return url.href;
  if (url.protocol === "http:" && LOOPBACK.has(url.hostname)) return url.href;
  return null;
}

/** The page the embed runs on (unit tests pass one). */
const currentPage = () => (typeof location === "undefined" ? "https://invalid.example/" : location.href);

export function embedOptions(
  given: DOMStringMap | Record<string, unknown>,
  pageUrl: string = currentPage(),
): EmbedOptions {
  const options: EmbedOptions = {};
  for (const key of KEYS) {
    const value = given[key];
    if (typeof value === "string" && value.trim() !== "") options[key] = value.trim();
  }
  if (options.afterBooking !== undefined) {
    const safe = safeAfterBooking(options.afterBooking, pageUrl);
    if (safe) options.afterBooking = safe;
    else {
      console.warn(
        "[vula] afterBooking must be an https address (http only on localhost) or a path on this site; staying on the page.",
      );
      delete options.afterBooking;
    }
  }
  return options;
}
