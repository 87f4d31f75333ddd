import * as z from "../../core/schemas/z";
import { defineAdminPage } from "../admin-ui/define-admin-page";
import { PractitionerRecord } from "./PractitionerRecord";

/** `<div data-widget="admin-practitioner-detail">` on /admin/doctor/detail/{id} (the id is read from the address). */
export const { mount } = defineAdminPage(z.object({}), PractitionerRecord, {
  title: "Practitioner record",
  section: "/admin/practitioners",
});
