import middy from "@middy/core";
import httpCors from "@middy/http-cors";
import httpHeaderNormalizer from "@middy/http-header-normalizer";
import httpJsonBodyParser from "@middy/http-json-body-parser";
import httpSecurityHeaders from "@middy/http-security-headers";
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from "aws-lambda";
import { type core, safeParse } from "zod/mini";
import { type Contract, contract, type RouteKey, type RouteSpec, rolesOf } from "../../core/api/contract";
import {
  BadRequestError,
  DomainError,
  ForbiddenError,
  PayloadTooLargeError,
  TooManyRequestsError,
} from "../../core/errors";
import { fieldErrors } from "../../core/schemas/z";
import { type AuthUser, authorise, type Role } from "./authorise";
import { clientIp } from "./client-ip";
import { now } from "./clock";
import { checkCsrfToken } from "./csrf";
import { env } from "./env";
import { HttpResponse } from "./http-response";
import { createLogger, errorDetail, type Logger } from "./logger";
import { addMetric, flushMetrics } from "./metrics";
import { checkOrigin } from "./origin-check";
import { enforceRateLimit } from "./rate-limit";
import type { RateLimitName } from "./rate-limit-config";
import { loadSecrets, type SecretName } from "./secrets";

export const MAX_BODY_BYTES = 64 * 1024;
const ALLOWED_HEADERS = "Content-Type,X-Requested-With,X-CSRF-TOKEN,Authorization,Idempotency-Key";
const INTERNAL_ERROR = "Something went wrong on our side. Please try again in a moment.";
/**
 * What API functions may need: the signing secret and the origin secret always, the data key where
 * its parameter is configured (the affiliate function), the Paystack key likewise (billing). Kept in Parameter Store in AWS.
 */
const API_SECRETS: readonly SecretName[] = [
  "signingSecret",
  "originVerifySecret",
  "dataEncryptionKey",
  "paystackSecretKey",
];

type Event = APIGatewayProxyEventV2;
/** True until this container's first request is logged: a cold start's latency is read apart. */
let coldStart = true;
type Result = APIGatewayProxyStructuredResultV2;
type Schema<T> = core.$ZodType<T>;

export interface HandlerOptions<B, Q, P> {
  body?: Schema<B>;
  query?: Schema<Q>;
  path?: Schema<P>;
  /**
   * Public POSTs must carry a valid X-CSRF-TOKEN (on by default when a body schema is given and the
   * route is not `auth`: a bearer token in a header is not sent by a browser on its own).
   */
  csrf?: boolean;
  /**
   * Requires `Authorization: Bearer <access token>` of one of these roles (401 without a valid one,
   * 403 for another role); the handler gets `user`. The role test calls every protected contract
   * route: give the route an `example` in the contract when its bare path is not a valid request.
   */
  auth?: Role | readonly Role[];
  /**
   * Writes and protected reads need X-Requested-With (a CSRF defence); only the catch-all route
   * answers without it, so unknown paths get a plain 404. Public GETs never need it: they change
   * nothing and CORS lets any origin read them anyway, and without a custom header they are simple
   * requests, so partner pages pay no preflight (docs/decisions.md, "Partner embed").
   */
  requireScriptHeader?: boolean;
  /** Cache-Control for successful answers; personal data is never cached. */
  cacheControl?: string;
  /**
   * Public writes: the allowance a well-formed request takes per client address, and per email
   * (read from the validated body). Over either: 429 with Retry-After, before any work is done.
   */
  /** `email.of` gives the address a request counts against; none (an optional field left empty): not counted. */
  limits?: { ip?: RateLimitName; email?: { name: RateLimitName; of: (body: B) => string | undefined } };
}

export interface HandlerInput<B, Q, P> {
  body: B;
  query: Q;
  path: P;
  headers: Record<string, string | undefined>;
  event: Event;
  log: Logger;
  requestId: string;
  /** The caller, on routes with `auth` (undefined elsewhere). */
  user?: AuthUser;
}

export type AuthedInput<B, Q, P> = HandlerInput<B, Q, P> & { user: AuthUser };

export type Handler = (event: Event, context: Context) => Promise<Result>;

type Spec<K extends RouteKey> = Contract[K];
type Read<K extends RouteKey, Part extends "body" | "query" | "path"> =
  Spec<K> extends {
    [key in Part]: infer S extends core.$ZodType;
  }
    ? core.output<S>
    : undefined;

/** A contract route's handler: its schemas, roles and CSRF rule come from core/api/contract.ts. */
export type RouteOptions<K extends RouteKey> = {
  route: K;
} & Pick<HandlerOptions<Read<K, "body">, undefined, undefined>, "limits" | "cacheControl">;

/** What a contract route answers: the output type of its response schema (core/api/responses.ts). */
export type RouteAnswer<K extends RouteKey> = core.output<Spec<K>["response"]>;
/**
 * What a contract route's handler returns: its answer (200), or its answer with another status or
 * headers (`respond(201, answer)`). Another shape fails typecheck.
 */
export type RouteResult<K extends RouteKey> = RouteAnswer<K> | HttpResponse<RouteAnswer<K>>;

/** What a contract route's handler gets: typed input, and `user` on protected routes. */
export type RouteInput<K extends RouteKey> = Spec<K>["access"] extends "public"
  ? HandlerInput<Read<K, "body">, Read<K, "query">, Read<K, "path">>
  : AuthedInput<Read<K, "body">, Read<K, "query">, Read<K, "path">>;

function fromContract(options: RouteOptions<RouteKey>): HandlerOptions<unknown, unknown, unknown> {
  const spec: RouteSpec = contract[options.route];
  const roles = rolesOf(options.route);
  return {
    ...(spec.body ? { body: spec.body } : {}),
    ...(spec.query ? { query: spec.query } : {}),
    ...(spec.path ? { path: spec.path } : {}),
    ...(roles ? { auth: roles } : {}),
    ...(spec.csrf ? { csrf: true } : {}),
    // A provider's webhook (the contract's `signed`): its signature is its authentication.
    ...(spec.signed ? { csrf: false, requireScriptHeader: false } : {}),
    ...(options.limits
      ? { limits: options.limits as HandlerOptions<unknown, unknown, unknown>["limits"] }
      : {}),
    ...(options.cacheControl ? { cacheControl: options.cacheControl } : {}),
  };
}

function json(statusCode: number, body: unknown, headers: Record<string, string> = {}): Result {
  return {
    statusCode,
    headers: { "Content-Type": "application/json; charset=utf-8", ...headers },
    body: JSON.stringify(body),
  };
}

function validate<T>(schema: Schema<T> | undefined, value: unknown, where: string): T {
  if (!schema) return undefined as T;
  const parsed = safeParse(schema, value);
  if (parsed.success) return parsed.data;
  const fields = fieldErrors(parsed.error.issues);
  const summary = Object.entries(fields)
    .map(([field, message]) => `${field} ${message}`)
    .join("; ");
  throw new BadRequestError(`Please check the ${where}: ${summary}.`, fields);
}

interface MiddyHttpError extends Error {
  statusCode?: number;
  expose?: boolean;
  cause?: { package?: string };
}

/** Maps any thrown value to the answer a client may see; internals stay in the log. */
export function errorResponse(error: unknown, log: Logger): Result {
  if (error instanceof DomainError) {
    const headers: Record<string, string> =
      "allow" in error && Array.isArray(error.allow) ? { Allow: error.allow.join(", ") } : {};
    if (error instanceof TooManyRequestsError && error.retryAfterSeconds !== undefined)
      headers["Retry-After"] = String(error.retryAfterSeconds);
    const body = {
      error: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
      ...error.details,
    };
    log.warn("request refused", { status: error.status, error: error.message });
    return json(error.status, body, headers);
  }
  const middyError = error as MiddyHttpError;
  if (middyError?.cause?.package === "@middy/http-json-body-parser") {
    const malformed = middyError.message.includes("malformed");
    log.warn("body not parsed", { error: middyError.message });
    return malformed
      ? json(400, { error: "The request body is not valid JSON." })
      : json(415, { error: "Send the request body as JSON (Content-Type: application/json)." });
  }
  log.error("unexpected error", errorDetail(error));
  return json(500, { error: INTERNAL_ERROR });
}

/**
 * The one handler factory: normalise headers, check the script header, CSRF and body size, parse
 * and validate path, query and body with zod, run `fn`, and map errors (DomainError -> its status,
 * anything else -> 500 with a fixed message). CORS and security headers are added to every answer.
 */
export function httpHandler<K extends RouteKey>(
  options: RouteOptions<K>,
  fn: (input: RouteInput<K>) => Promise<RouteResult<K>>,
): Handler;
export function httpHandler<B = undefined, Q = undefined, P = undefined>(
  options: HandlerOptions<B, Q, P> & { auth: Role | readonly Role[] },
  fn: (input: AuthedInput<B, Q, P>) => Promise<unknown>,
): Handler;
export function httpHandler<B = undefined, Q = undefined, P = undefined>(
  options: HandlerOptions<B, Q, P>,
  fn: (input: HandlerInput<B, Q, P>) => Promise<unknown>,
): Handler;
export function httpHandler<B = undefined, Q = undefined, P = undefined>(
  given: HandlerOptions<B, Q, P> | RouteOptions<RouteKey>,
  fn: (input: AuthedInput<B, Q, P>) => Promise<unknown>,
): Handler {
  const options = "route" in given ? (fromContract(given) as HandlerOptions<B, Q, P>) : given;
  const allowedRoles: readonly Role[] | undefined =
    options.auth === undefined ? undefined : typeof options.auth === "string" ? [options.auth] : options.auth;
  const needsCsrf = options.csrf ?? (options.body !== undefined && allowedRoles === undefined);
  const users = new WeakMap<Context, AuthUser>();
  const requireScriptHeader = options.requireScriptHeader ?? true;
  const loggers = new WeakMap<Context, Logger>();
  const logFor = (event: Event, context: Context): Logger => {
    let log = loggers.get(context);
    if (!log) {
      log = createLogger({ requestId: context.awsRequestId, route: event.routeKey });
      loggers.set(context, log);
    }
    return log;
  };

  const core = async (event: Event, context: Context): Promise<Result> => {
    const log = logFor(event, context);
    const user = users.get(context);
    const body = validate(options.body, event.body, "form");
    const query = validate(options.query, event.queryStringParameters ?? {}, "search parameters");
    const path = validate(options.path, event.pathParameters ?? {}, "address");
    const { limits } = options;
    if (limits?.ip) await enforceRateLimit(limits.ip, clientIp(event), now());
    const email = limits?.email?.of(body);
    if (limits?.email && email) await enforceRateLimit(limits.email.name, email, now());
    const result = await fn({
      body,
      query,
      path,
      headers: event.headers,
      event,
      log,
      requestId: context.awsRequestId,
      ...(user ? { user } : {}),
    } as AuthedInput<B, Q, P>);
    const cache = { "Cache-Control": options.cacheControl ?? "no-store" };
    if (result instanceof HttpResponse && result.contentType !== undefined)
      return {
        statusCode: result.statusCode,
        headers: { "Content-Type": result.contentType, ...cache, ...result.headers },
        body: String(result.body),
      };
    return result instanceof HttpResponse
      ? json(result.statusCode, result.body, { ...cache, ...result.headers })
      : json(200, result, cache);
  };

  const started = new WeakMap<Context, number>();
  /** The request's one log line (status, latency, cold start) and its metrics (an error's route and class). */
  const finished = (event: Event, context: Context, status: number | undefined) => {
    const ms = performance.now() - (started.get(context) ?? performance.now());
    logFor(event, context).info("request", { status, ms: Math.round(ms * 10) / 10, coldStart });
    coldStart = false;
    if (status !== undefined && status >= 400)
      addMetric("RequestErrors", {
        Service: "api",
        // A contract route's template, never a raw path (ids): anything else is "other".
        Route: event.routeKey in contract ? event.routeKey : "other",
        StatusClass: status >= 500 ? "5xx" : "4xx",
      });
    flushMetrics();
  };
  const chain = middy<Event, Result>(core)
    .use({
      // First: every check after this one (origin, CSRF, tokens) may need a secret.
      before: async (request) => {
        started.set(request.context, performance.now());
        await loadSecrets(API_SECRETS);
      },
      // Registered first so it runs last: it sees the final status.
      after: (request) => finished(request.event, request.context, request.response?.statusCode),
    })
    // Retry-After, X-Total-Count and X-Page-Anchor are not CORS-safelisted response headers: other origins could not read them otherwise.
    .use(
      httpCors({
        origin: env().corsOrigin,
        headers: ALLOWED_HEADERS,
        exposeHeaders: "Retry-After,X-Total-Count,X-Page-Anchor",
      }),
    )
    .use(
      httpSecurityHeaders({
        crossOriginResourcePolicy: { policy: "cross-origin" },
        contentSecurityPolicy: { "default-src": "'none'", "frame-ancestors": "'none'" },
      }),
    )
    .use(httpHeaderNormalizer())
    .use({
      before: async (request) => {
        const { headers, body } = request.event;
        checkOrigin(headers);
        const publicRead = request.event.requestContext?.http?.method === "GET" && allowedRoles === undefined;
        if (requireScriptHeader && !publicRead && headers["x-requested-with"] !== "XMLHttpRequest") {
          throw new ForbiddenError(
            "This address answers requests made by our web pages only (header X-Requested-With: XMLHttpRequest is missing).",
          );
        }
        const size = body ? Buffer.byteLength(body, request.event.isBase64Encoded ? "base64" : "utf8") : 0;
        if (size > MAX_BODY_BYTES) {
          throw new PayloadTooLargeError(
            `The request is too large (${size} bytes; the limit is ${MAX_BODY_BYTES}).`,
          );
        }
        if (needsCsrf) {
          const check = checkCsrfToken(env().signingSecret, headers["x-csrf-token"]);
          if (check !== "ok") {
            throw new ForbiddenError(
              check === "expired"
                ? "This page has been open too long. Please reload it and try again."
                : "This form could not be verified. Please reload the page and try again.",
            );
          }
        }
        if (allowedRoles) users.set(request.context, await authorise(headers.authorization, allowedRoles));
      },
    });
  if (options.body) chain.use(httpJsonBodyParser());
  // onError handlers run in reverse order of registration: this one goes last so it runs first, and
  // CORS and security headers are then added to the error answer too.
  chain.use({
    onError: (request) => {
      const log = logFor(request.event, request.context);
      request.response = errorResponse(request.error, log);
      finished(request.event, request.context, request.response.statusCode);
    },
  });
  return chain as unknown as Handler;
}
