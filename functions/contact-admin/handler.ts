import { routeGroup } from "../lib/route-group";
import { listMessages, markHandled } from "./inbox";

/** Route group "contact-admin": the admins' contact inbox. */
export const handler = routeGroup("contact-admin", {
  "GET /api/contact/messages": listMessages,
  "POST /api/contact/handled/{id}": markHandled,
});
