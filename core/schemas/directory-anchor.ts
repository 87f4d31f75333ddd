/** Issue 30: the `anchor` an admin directory page answered (sealed, base64url parts), sent back for a nearby page. */
import * as z from "./z";

export const directoryAnchor = z.optional(
  z.string().check(z.regex(/^v1\.[A-Za-z0-9_-]{1,40}\.[A-Za-z0-9_-]{1,800}$/, "is not a page of this list")),
);
