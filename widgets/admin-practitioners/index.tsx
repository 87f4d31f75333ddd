import * as z from "../../core/schemas/z";
import { defineAdminPage } from "../admin-ui/define-admin-page";
import { PractitionerList } from "./PractitionerList";

/** `<div data-widget="admin-practitioners">` on /admin/practitioners. */
export const { mount } = defineAdminPage(z.object({}), PractitionerList, {
  title: "Practitioners",
  section: "/admin/practitioners",
});
