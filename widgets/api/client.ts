import type { ApiErrorBody } from "./api-error";
import { apiBase, scriptHeader } from "./base";
import { csrfToken } from "./csrf";
import { clearSession, freshAccessToken, renewNow } from "./session";

/** A non-2xx answer from the API, carrying its readable `error` and per-field detail. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** Public POSTs carry the CSRF token; on by default for every non-GET. */
  csrf?: boolean;
  idempotencyKey?: string;
  signal?: AbortSignal;
}

function urlFor(path: string, query: Query = {}): URL {
  const url = new URL(path.replace(/^\/?(api\/)?/, ""), apiBase);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
  }
  return url;
}

async function send(method: string, path: string, options: RequestOptions, token: string | null) {
  const headers: Record<string, string> = { ...scriptHeader, Accept: "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (method !== "GET" && options.csrf !== false) headers["X-CSRF-TOKEN"] = await csrfToken();
  if (options.idempotencyKey) headers["Idempotency-Key"] = options.idempotencyKey;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  const init: RequestInit = { method, headers };
  if (body !== undefined) init.body = body;
  if (options.signal) init.signal = options.signal;
  return fetch(urlFor(path, options.query), init);
}

/**
 * Calls the API; resolves with the JSON body, rejects with ApiError (HTTP) or TypeError (network).
 * Signed in, it sends the access token (renewed when it is about to expire); a 401 on it is retried
 * once with a renewed token, and signs out when renewal is refused.
 */
export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const token = await freshAccessToken();
  let response = await send(method, path, options, token);
  if (response.status === 401 && token) {
    const renewed = await renewNow();
    if (renewed) response = await send(method, path, options, renewed);
    else clearSession();
  }
  const payload = (await response.json().catch(() => ({}))) as Partial<ApiErrorBody>;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      typeof payload.error === "string" ? payload.error : `Request failed (${response.status})`,
      payload.fields ?? {},
    );
  }
  return payload as T;
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) =>
    apiRequest<T>("GET", path, signal ? { query, signal } : { query }),
  post: <T>(path: string, body: unknown, options: Omit<RequestOptions, "body"> = {}) =>
    apiRequest<T>("POST", path, { ...options, body }),
};
