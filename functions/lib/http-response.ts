/**
 * A handler returns plain data (200 JSON) or one of these when it needs another status or headers.
 * The body keeps its type, so a contract route's handler is held to its response schema either way.
 */
export class HttpResponse<T = unknown> {
  constructor(
    readonly statusCode: number,
    readonly body: T,
    readonly headers: Record<string, string> = {},
    /** Set for an answer that is not JSON: the body is sent as it is, with this Content-Type. */
    readonly contentType?: string,
  ) {}
}

export function respond<T>(
  statusCode: number,
  body: T,
  headers: Record<string, string> = {},
): HttpResponse<T> {
  return new HttpResponse(statusCode, body, headers);
}

/** An answer that is not JSON (a route with `mediaType` in the contract): `text` is sent as it is. */
export function respondText(
  statusCode: number,
  text: string,
  contentType: string,
  headers: Record<string, string> = {},
): HttpResponse<string> {
  return new HttpResponse(statusCode, text, headers, contentType);
}
