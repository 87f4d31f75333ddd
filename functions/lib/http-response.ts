/**
 * A handler returns plain data (200 JSON) or one of these when it needs another status or headers.
 * The body keeps its type, so a contract route's handler is held to its response schema either way.
 */
export class HttpResponse<T = unknown> {
  constructor(
    readonly statusCode: number,
    readonly body: T,
    readonly headers: Record<string, string> = {},
  ) {}
}

export function respond<T>(
  statusCode: number,
  body: T,
  headers: Record<string, string> = {},
): HttpResponse<T> {
  return new HttpResponse(statusCode, body, headers);
}
