import * as z from "../../core/schemas/z";
import { defineAdminPage } from "../admin-ui/define-admin-page";
import { PractitionerExport } from "./PractitionerExport";

/** `<div data-widget="admin-practitioner-export">` on /admin/export/practitioner (filters from the address). */
export const { mount } = defineAdminPage(z.object({}), PractitionerExport, {
  title: "Export practitioners",
  section: "/admin/practitioners",
});
