import type { core } from "zod/mini";
import type { Contract, RouteKey } from "../../core/api/contract";
import type { ApiErrorBody } from "./api-error";
import { apiBase, baseHeaders } from "./base";
import { csrfToken } from "./csrf";

/** A non-2xx answer from the API, carrying its readable `error` and per-field detail. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    /** The whole answer, for routes that say more than `error` (e.g. an out-of-office period's `clashes`). */
    readonly body: Partial<ApiErrorBody> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** Public POSTs (and the contract's `csrf: true` routes) carry the CSRF token. */
  csrf: boolean;
  /** Protected routes carry the access token. */
  bearer: boolean;
  idempotencyKey?: string | undefined;
  signal?: AbortSignal | undefined;
  /** A patient session's token (issue 28), sent instead of the account's; never renewed. */
  token?: string | undefined;
  /** Reads the answer's headers (e.g. a list's X-Total-Count). */
  onHeaders?: ((headers: Headers) => void) | undefined;
}

function urlFor(path: string, query: Query = {}): URL {
  const url = new URL(path.replace(/^\/api\//, ""), apiBase);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
  }
  return url;
}

async function send(method: string, path: string, options: RequestOptions, token: string | null) {
  const url = urlFor(path, options.query);
  const headers = baseHeaders(url, method === "GET" && !options.bearer);
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.csrf) headers["X-CSRF-TOKEN"] = await csrfToken();
  if (options.idempotencyKey) headers["Idempotency-Key"] = options.idempotencyKey;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  const init: RequestInit = { method, headers };
  if (body !== undefined) init.body = body;
  if (options.signal) init.signal = options.signal;
  return fetch(url, init);
}

/**
 * Sends one request; resolves with the JSON body, rejects with ApiError (HTTP) or TypeError
 * (network). On a protected route it sends the access token (renewed when it is about to expire); a
 * 401 on it is retried once with a renewed token, and signs out when renewal is refused.
 */
async function request(method: string, path: string, options: RequestOptions): Promise<unknown> {
  // The session module only for protected routes: public pages and the partner embed never sign in.
  const session = options.bearer && !options.token ? await import("./session") : null;
  const token = options.token ?? (session ? await session.freshAccessToken() : null);
  let response = await send(method, path, options, token);
  if (response.status === 401 && token && session) {
    const renewed = await session.renewNow();
    if (renewed) response = await send(method, path, options, renewed);
    else session.clearSession();
  }
  const payload = (await response.json().catch(() => ({}))) as Partial<ApiErrorBody>;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      typeof payload.error === "string" ? payload.error : `Request failed (${response.status})`,
      payload.fields ?? {},
      payload,
    );
  }
  options.onHeaders?.(response.headers);
  return payload;
}

type Spec<K extends RouteKey> = Contract[K];
type Part<K extends RouteKey, P extends string> =
  Spec<K> extends { [key in P]: infer S extends core.$ZodType } ? core.input<S> : never;
/** Query values are sent as text: numbers and booleans are written out. */
type Loose<T> = { [key in keyof T]?: T[key] | number | boolean | null };
type PartIn<K extends RouteKey, P extends string> = P extends "query" ? Loose<Part<K, P>> : Part<K, P>;
type Present<K extends RouteKey> = {
  [P in "query" | "path" | "body"]: Part<K, P> extends never ? never : P;
}["query" | "path" | "body"];
/** A part that may be empty (every field optional) may be left out. */
type Parts<K extends RouteKey> = {
  [P in Present<K> as object extends PartIn<K, P> ? never : P]: PartIn<K, P>;
} & {
  [P in Present<K> as object extends PartIn<K, P> ? P : never]?: PartIn<K, P>;
};
/** A body as the route's schema reads it (for forms whose own resolver already checked it). */
export type CallBody<K extends RouteKey> = Part<K, "body">;

/** What `api.call(key, input)` takes: the route's query, path parameters and body, typed by the contract. */
export type CallInput<K extends RouteKey> = Parts<K> & {
  signal?: AbortSignal;
  idempotencyKey?: string;
  /** A patient session's token ("My bookings"), for the routes of the patient role. */
  token?: string;
  /** Reads the answer's headers (e.g. a list's X-Total-Count). */
  onHeaders?: (headers: Headers) => void;
};
/** What a route answers (core/api/responses.ts). */
export type CallOutput<K extends RouteKey> = core.output<Spec<K>["response"]>;

/** The routes that need a bearer token, from the contract at build time (vite.config.ts `define`). */
const PROTECTED: readonly string[] = __PROTECTED_ROUTES__;
/** Protected routes that carry the CSRF token too (the admin's booking submission). */
const CSRF_PROTECTED: readonly string[] = __CSRF_PROTECTED_ROUTES__;

/**
 * Calls a route of the contract by its key, e.g. `api.call("GET /api/search/index", { query })`:
 * the key is the route as the server declares it (grep finds both sides), input and answer are
 * typed from the contract, and the client knows from it whether to send the CSRF token (public
 * POSTs) or the access token (protected routes). In dev and test builds the answer is checked
 * against the route's response schema; production builds leave that out (bytes on every page).
 */
async function call<K extends RouteKey>(
  key: K,
  ...[input]: object extends Parts<K> ? [input?: CallInput<K>] : [input: CallInput<K>]
): Promise<CallOutput<K>> {
  const given = (input ?? {}) as {
    query?: Query;
    path?: Record<string, unknown>;
    body?: unknown;
  } & CallInput<K>;
  const space = key.indexOf(" ");
  const method = key.slice(0, space);
  const path = key
    .slice(space + 1)
    .replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(given.path?.[name] ?? "")));
  const bearer = PROTECTED.includes(key);
  const answer = await request(method, path, {
    query: given.query,
    body: given.body ?? (method === "GET" ? undefined : {}),
    csrf: method !== "GET" && (!bearer || CSRF_PROTECTED.includes(key)),
    bearer,
    idempotencyKey: given.idempotencyKey,
    signal: given.signal,
    token: given.token,
    onHeaders: given.onHeaders,
  });
  if (import.meta.env.DEV) (await import("./check-answer")).checkAnswer(key, answer);
  return answer as CallOutput<K>;
}

export const api = { call };
