import * as z from "../../core/schemas/z";
import { defineWidget } from "../ui/define-widget";
import { BlogList } from "./BlogList";
import { BlogPost } from "./BlogPost";
import "./blog.css";

/**
 * The blog (spec section 2 "Blog"): data-part="list" on /page/blog (featured post first, then the
 * rest, each with image, title and a 50-word preview), "post" on /page/blog/detail/{slug} (image,
 * title, short description, content as sanitised HTML from the API).
 */
const props = z.object({ part: z.enum(["list", "post"]) });

function Blog({ part }: z.infer<typeof props>) {
  return part === "list" ? <BlogList /> : <BlogPost />;
}

export const { mount } = defineWidget(props, Blog);
