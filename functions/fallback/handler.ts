import { MethodNotAllowedError, NotFoundError } from "../../core/errors";
import { httpHandler } from "../lib/http-handler";
import { methodsForPath } from "../routes";

/** ANY /api/{proxy+}: whatever no other route matched. 405 when the path exists under another method. */
export const handler = httpHandler({ requireScriptHeader: false }, async ({ event }) => {
  const path = event.rawPath;
  const allowed = methodsForPath(path);
  if (allowed.length === 0) throw new NotFoundError(`There is no API address ${path}.`);
  throw new MethodNotAllowedError(
    `${event.requestContext.http.method} is not allowed on ${path}; use ${allowed.join(" or ")}.`,
    allowed,
  );
});
