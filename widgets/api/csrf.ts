import { baseHeaders, routeUrl } from "./base";

const META = "csrf-token";
/** Refresh a minute before the server's expiry so a slow form never posts a stale token. */
const SAFETY_MS = 60_000;
let inFlight: Promise<string> | undefined;

function meta(): HTMLMetaElement {
  let element = document.querySelector<HTMLMetaElement>(`meta[name="${META}"]`);
  if (!element) {
    element = document.createElement("meta");
    element.name = META;
    document.head.append(element);
  }
  return element;
}

/** Tokens are `expiresAtSeconds.nonce.signature`; expired or malformed ones count as absent. */
function isFresh(token: string): boolean {
  const expires = Number(token.split(".")[0]) * 1000;
  return Number.isFinite(expires) && expires - SAFETY_MS > Date.now();
}

/** Fetches a CSRF token from GET /api/csrf-token into <meta name="csrf-token">. */
export function fillCsrfMeta(): Promise<string> {
  const url = routeUrl("GET /api/csrf-token");
  inFlight ??= fetch(url, { headers: baseHeaders(url, true) })
    .then((response) =>
      response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`)),
    )
    .then((body: { token: string }) => {
      meta().content = body.token;
      return body.token;
    })
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}

/** The current token, fetching a new one when the page has none or it is about to expire. */
export async function csrfToken(): Promise<string> {
  const current = document.querySelector<HTMLMetaElement>(`meta[name="${META}"]`)?.content ?? "";
  return isFresh(current) ? current : fillCsrfMeta();
}
