import * as z from "../../core/schemas/z";
import { defineWidget } from "../ui/define-widget";
import { RegistrationRequests } from "./RegistrationRequests";

/**
 * `<div data-widget="registration-requests">` for admin pages; the admin dashboard renders the
 * same component (loaded only for admins).
 */
export { RegistrationRequests };
export const { mount } = defineWidget(z.object({}), RegistrationRequests);
