import * as z from "../../core/schemas/z";
import { defineAdminPage } from "../admin-ui/define-admin-page";
import { Locations } from "./Locations";

/** `<div data-widget="admin-locations">` on /admin/locations. */
export const { mount } = defineAdminPage(z.object({}), Locations, {
  title: "Locations",
  section: "/admin/locations",
});
