import * as z from "../../core/schemas/z";
import { defineWidget } from "../ui/define-widget";
import { BlogList } from "./BlogList";
import "./blog.css";

/**
 * The blog list (spec section 2 "Blog") on /page/blog: featured post first, then the rest, each with
 * image, title and a 50-word preview. A post's own page, /page/blog/detail/{slug}, is rendered by the
 * server (functions/public-pages/blog-post-page.ts): no widget.
 */
const props = z.object({});

export const { mount } = defineWidget(props, BlogList);
