import * as z from "../../core/schemas/z";
import { defineAdminPage } from "../admin-ui/define-admin-page";
import { AddBookingForm } from "./AddBookingForm";

/** `<div data-widget="admin-add-booking">` on /admin/bookings/add. */
export const { mount } = defineAdminPage(z.object({}), AddBookingForm, {
  title: "Add a booking",
  section: "/admin/bookings/add",
});
