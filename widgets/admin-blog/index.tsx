import * as z from "../../core/schemas/z";
import { defineAdminPage } from "../admin-ui/define-admin-page";
import { BlogAdmin } from "./BlogAdmin";
import "./admin-blog.css";

/** `<div data-widget="admin-blog">` on /admin/blog. */
export const { mount } = defineAdminPage(z.object({}), BlogAdmin, {
  title: "Blog",
  section: "/admin/blog",
});
