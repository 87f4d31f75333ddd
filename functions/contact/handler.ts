import { routeGroup } from "../lib/route-group";
import { submitContact } from "./submit";

/** Route group "contact": the public Contact us form (the admin inbox is contact-admin). */
export const handler = routeGroup("contact", {
  "POST /api/contact/submit": submitContact,
});
