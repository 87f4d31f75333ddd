import * as z from "../../core/schemas/z";
import { defineAdminPage } from "../admin-ui/define-admin-page";
import { PatientBookings } from "./PatientBookings";

/** `<div data-widget="admin-patient-bookings">` on /admin/patient/bookings/{id}. */
export const { mount } = defineAdminPage(z.object({}), PatientBookings, {
  title: "Patient bookings",
  section: "/admin/patients",
});
