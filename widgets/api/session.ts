/**
 * The signed-in session in the browser: a short-lived access token (the bearer the API checks; kept
 * under "token", which the header's auth-nav reads), the refresh token that renews it, and who is
 * signed in. Renewal is single-flight: several calls at once share one POST /api/auth/refresh.
 */
import type { AuthUserView, TokenResponse } from "../../core/schemas/auth";
import { setAuthToken } from "./auth-token";
import { routeUrl, scriptHeader } from "./base";
import { csrfToken } from "./csrf";

export type { TokenResponse };
export type SessionUser = AuthUserView;

const REFRESH_KEY = "vh.refresh";
const USER_KEY = "vh.user";
const EXPIRES_KEY = "vh.expires";
/** Renew this long before the access token runs out, so no call is sent with a dying token. */
const EARLY_MS = 30_000;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage blocked: the session lasts as long as the page.
  }
}

export function saveSession(tokens: TokenResponse, nowMs = Date.now()): void {
  setAuthToken(tokens.access_token);
  write(REFRESH_KEY, tokens.refresh_token);
  write(EXPIRES_KEY, String(nowMs + tokens.expires_in * 1000));
  write(USER_KEY, JSON.stringify(tokens.user));
}

export function clearSession(): void {
  setAuthToken(null);
  write(REFRESH_KEY, null);
  write(EXPIRES_KEY, null);
  write(USER_KEY, null);
}

export function currentUser(): SessionUser | null {
  const raw = read(USER_KEY);
  if (!raw || !read("token")) return null;
  try {
    const user = JSON.parse(raw) as Partial<SessionUser>;
    return typeof user.email === "string" && (user.role === "admin" || user.role === "practitioner")
      ? (user as SessionUser)
      : null;
  } catch {
    return null;
  }
}

let renewing: Promise<string | null> | undefined;

async function renew(): Promise<string | null> {
  const refresh = read(REFRESH_KEY);
  if (!refresh) return null;
  // Not through api.call: a refresh must never wait on (or trigger) another refresh.
  const response = await fetch(routeUrl("POST /api/auth/refresh"), {
    method: "POST",
    headers: {
      ...scriptHeader,
      "Content-Type": "application/json",
      "X-CSRF-TOKEN": await csrfToken(),
    },
    body: JSON.stringify({ refresh_token: refresh }),
  });
  if (!response.ok) {
    // Refused (idle too long, past 12 hours, revoked): signed out. A network failure keeps the session.
    if (response.status === 401 || response.status === 403) clearSession();
    return null;
  }
  const tokens = (await response.json()) as TokenResponse;
  saveSession(tokens);
  return tokens.access_token;
}

function stillFresh(nowMs: number): string | null {
  const token = read("token");
  const expires = Number(read(EXPIRES_KEY) ?? 0);
  return token && expires - EARLY_MS > nowMs ? token : null;
}

/**
 * One renewal at a time across every tab: the server revokes a session whose old refresh token is
 * presented twice, so two tabs renewing at once would sign the person out. Under the lock, a tab
 * first checks whether another tab has just renewed.
 */
function renewOnce(force: boolean): Promise<string | null> {
  const seen = read("token");
  const run = async () => {
    const now = stillFresh(Date.now());
    if (now && (!force || now !== seen)) return now;
    return renew();
  };
  if (!renewing) {
    // The lock's promise settles with the callback's result (the DOM typing nests the promise).
    const locked = navigator.locks
      ? (navigator.locks.request("vh-session-renew", run) as unknown as Promise<string | null>)
      : run();
    renewing = locked.finally(() => {
      renewing = undefined;
    });
  }
  return renewing;
}

/** The access token to send, renewed first when it is about to expire; null when signed out. */
export async function freshAccessToken(nowMs = Date.now()): Promise<string | null> {
  if (!read("token")) return null;
  return stillFresh(nowMs) ?? renewOnce(false);
}

/** Forces a renewal (after a 401 on a token we thought was fresh), unless another tab just did one. */
export function renewNow(): Promise<string | null> {
  return renewOnce(true);
}
