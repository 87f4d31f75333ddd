import * as z from "../../core/schemas/z";
import { defineAdminPage } from "../admin-ui/define-admin-page";
import { BookingList } from "./BookingList";
import "./admin-bookings.css";

/** `<div data-widget="admin-bookings">` on /admin/bookings. */
export const { mount } = defineAdminPage(z.object({}), BookingList, {
  title: "Bookings",
  section: "/admin/bookings",
});
