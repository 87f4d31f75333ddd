import type { APIGatewayProxyEventV2, Context } from "aws-lambda";

export interface EventOptions {
  headers?: Record<string, string>;
  query?: Record<string, string>;
  pathParameters?: Record<string, string>;
  body?: string | object;
  /** The route template (routeKey path); defaults to the raw path. */
  route?: string;
  /** The caller's address as API Gateway sees it (per-address limits); defaults to 127.0.0.1. */
  sourceIp?: string;
}

/** An API Gateway HTTP API (payload v2) event, as Lambda receives it. */
export function apiEvent(
  method: string,
  rawPath: string,
  options: EventOptions = {},
): APIGatewayProxyEventV2 {
  const body =
    options.body === undefined
      ? undefined
      : typeof options.body === "string"
        ? options.body
        : JSON.stringify(options.body);
  const headers: Record<string, string> = { "x-requested-with": "XMLHttpRequest", ...options.headers };
  if (typeof options.body === "object") headers["content-type"] ??= "application/json";
  const query = options.query ?? {};
  const event: APIGatewayProxyEventV2 = {
    version: "2.0",
    routeKey: `${method} ${options.route ?? rawPath}`,
    rawPath,
    rawQueryString: new URLSearchParams(query).toString(),
    headers,
    requestContext: {
      accountId: "local",
      apiId: "local",
      domainName: "localhost",
      domainPrefix: "localhost",
      http: {
        method,
        path: rawPath,
        protocol: "HTTP/1.1",
        sourceIp: options.sourceIp ?? "127.0.0.1",
        userAgent: "vitest",
      },
      requestId: `req-${Math.random().toString(36).slice(2)}`,
      routeKey: `${method} ${options.route ?? rawPath}`,
      stage: "$default",
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
    },
    isBase64Encoded: false,
  };
  if (Object.keys(query).length > 0) event.queryStringParameters = query;
  if (options.pathParameters) event.pathParameters = options.pathParameters;
  if (body !== undefined) event.body = body;
  return event;
}

export function lambdaContext(): Context {
  const requestId = `ctx-${Math.random().toString(36).slice(2)}`;
  return {
    awsRequestId: requestId,
    callbackWaitsForEmptyEventLoop: false,
    functionName: "test",
    functionVersion: "$LATEST",
    invokedFunctionArn: "arn:aws:lambda:af-south-1:000000000000:function:test",
    memoryLimitInMB: "512",
    logGroupName: "/aws/lambda/test",
    logStreamName: "test",
    getRemainingTimeInMillis: () => 10_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** Calls a handler and returns status, headers and the body as sent (for answers that are not JSON). */
export async function invokeRaw(
  handler: (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>,
  event: APIGatewayProxyEventV2,
) {
  const result = (await handler(event, lambdaContext())) as {
    statusCode: number;
    headers: Record<string, string>;
    body: string;
  };
  return { status: result.statusCode, headers: result.headers, body: result.body };
}

/** Calls a handler and returns status, headers and the parsed JSON body. */
export async function invoke(
  handler: (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>,
  event: APIGatewayProxyEventV2,
) {
  const result = await invokeRaw(handler, event);
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever fields the answer should have.
  return { ...result, body: JSON.parse(result.body) as any };
}
