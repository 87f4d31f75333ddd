import * as z from "../../core/schemas/z";
import { defineAdminPage } from "../admin-ui/define-admin-page";
import { AdminOutOfOffice } from "./AdminOutOfOffice";

/** `<div data-widget="admin-out-of-office">` on /admin/out-of-office. */
export const { mount } = defineAdminPage(z.object({}), AdminOutOfOffice, {
  title: "Out-of-office periods",
  section: "/admin/out-of-office",
});
