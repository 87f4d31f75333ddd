import { routeGroup } from "../lib/route-group";
import { adminBlogList, adminBlogSave } from "./admin";
import { blogDetail, blogIndex } from "./public";

/** Route group "blog": the public list and posts, and the admins' editor. */
export const handler = routeGroup("blog", {
  "GET /api/blogs/index": blogIndex,
  "GET /api/blogs/detail/{slug}": blogDetail,
  "GET /api/blogs/admin/list": adminBlogList,
  "POST /api/blogs/admin/save": adminBlogSave,
});
