import { useEffect, useState } from "react";
import type { BlogPost as Post } from "../../core/schemas/blog";
import { ApiError, api } from "../api/client";
import { Loader } from "../ui/Loader";
import { BlogImage } from "./BlogImage";
import { postDate, slugFromPath } from "./blog-address";

type Load =
  | { status: "loading" }
  | { status: "not-found" }
  | { status: "error" }
  | { status: "ready"; post: Post };

/** Title, description and canonical address of the page, for search engines and shared links. */
function describePage(post: Post): void {
  document.title = `${post.title} | Vula Health`;
  document.querySelector('meta[name="description"]')?.setAttribute("content", post.short_description);
  document
    .querySelector('link[rel="canonical"]')
    ?.setAttribute("href", new URL(window.location.pathname, document.baseURI).href);
}

/**
 * /page/blog/detail/{slug}. The content is HTML the server sanitised on save (allowlist, no scripts,
 * no event handlers, no javascript: links); the CSP refuses inline script as well.
 */
export function BlogPost() {
  const [load, setLoad] = useState<Load>({ status: "loading" });
  useEffect(() => {
    const slug = slugFromPath(window.location.pathname);
    if (!slug) {
      setLoad({ status: "not-found" });
      return;
    }
    api
      .call("GET /api/blogs/detail/{slug}", { path: { slug } })
      .then((answer) => {
        describePage(answer.blog);
        setLoad({ status: "ready", post: answer.blog });
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
          setLoad({ status: "not-found" });
          return;
        }
        console.error("[blog] post failed", error);
        setLoad({ status: "error" });
      });
  }, []);

  if (load.status === "loading")
    return (
      <>
        <h1 className="visually-hidden">Blog post</h1>
        <Loader />
      </>
    );
  if (load.status !== "ready")
    return (
      <div className="blog-note">
        <h1 className="blog-post__title">
          {load.status === "not-found" ? "Blog post not found" : "Blog post"}
        </h1>
        <p>
          {load.status === "not-found"
            ? "We could not find this blog post. It may have been taken down."
            : "This blog post could not be loaded. Please try again later."}
        </p>
        <p>
          <a href="/page/blog">See all blog posts</a>
        </p>
      </div>
    );
  const { post } = load;
  return (
    <article className="blog-post">
      <header className="blog-post__header">
        <h1 className="blog-post__title">{post.title}</h1>
        <p className="blog-post__description">{post.short_description}</p>
        <p className="blog-card__date">
          <time dateTime={post.published_at}>{postDate(post.published_at)}</time>
        </p>
      </header>
      <BlogImage src={post.image} eager />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on save by functions/blog/sanitize.ts (allowlist), under a CSP without inline script. */}
      <div className="blog-post__content" dangerouslySetInnerHTML={{ __html: post.content }} />
      <p className="blog-post__back">
        <a href="/page/blog">
          <span aria-hidden="true">&larr;</span> All blog posts
        </a>
      </p>
    </article>
  );
}
