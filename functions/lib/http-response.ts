/** A handler returns plain data (200 JSON) or one of these when it needs another status or headers. */
export class HttpResponse {
  constructor(
    readonly statusCode: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

export function respond(
  statusCode: number,
  body: unknown,
  headers: Record<string, string> = {},
): HttpResponse {
  return new HttpResponse(statusCode, body, headers);
}
