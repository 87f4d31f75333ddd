import * as z from "../../core/schemas/z";
import { defineAdminPage } from "../admin-ui/define-admin-page";
import { ReviewQueue } from "./ReviewQueue";
import "./admin-reviews.css";

/** `<div data-widget="admin-reviews">` on /admin/reviews. */
export const { mount } = defineAdminPage(z.object({}), ReviewQueue, {
  title: "Review queue",
  section: "/admin/reviews",
});
