import * as z from "../../core/schemas/z";
import { defineAdminPage } from "../admin-ui/define-admin-page";
import { PatientList } from "./PatientList";

/** `<div data-widget="admin-patients">` on /admin/patients. */
export const { mount } = defineAdminPage(z.object({}), PatientList, {
  title: "Patients",
  section: "/admin/patients",
});
