import { useEffect, useState } from "react";
import { postDate, postPath } from "../../core/blog-address";
import type { BlogListEntry } from "../../core/schemas/blog";
import { api } from "../api/client";
import { EmptyState } from "../ui/EmptyState";
import { Loader } from "../ui/Loader";
import { BlogImage } from "./BlogImage";

type Load = { status: "loading" } | { status: "error" } | { status: "ready"; posts: BlogListEntry[] };

function PostCard({ post, featured }: { post: BlogListEntry; featured: boolean }) {
  const Heading = featured ? "h2" : "h3";
  return (
    <article className={featured ? "blog-card blog-card--featured" : "blog-card"}>
      <BlogImage src={post.image} eager={featured} />
      <div className="blog-card__body">
        {featured && <p className="blog-card__label">Featured</p>}
        <Heading className="blog-card__title">
          <a href={postPath(post.slug)}>{post.title}</a>
        </Heading>
        <p className="blog-card__date">
          <time dateTime={post.published_at}>{postDate(post.published_at)}</time>
        </p>
        <p className="blog-card__preview">{post.preview}</p>
      </div>
    </article>
  );
}

/** /page/blog: the featured post, then the rest (GET /api/blogs/index answers them in that order). */
export function BlogList() {
  const [load, setLoad] = useState<Load>({ status: "loading" });
  useEffect(() => {
    api
      .call("GET /api/blogs/index", {})
      .then((answer) => setLoad({ status: "ready", posts: answer.data }))
      .catch((error: unknown) => {
        // Spec section 8: blog failures are logged; the page still says something.
        console.error("[blog] list failed", error);
        setLoad({ status: "error" });
      });
  }, []);
  if (load.status === "loading") return <Loader />;
  if (load.status === "error")
    return <p className="blog-note">The blog could not be loaded. Please try again later.</p>;
  if (load.posts.length === 0) return <EmptyState />;
  const [first, ...rest] = load.posts;
  const featured = first?.featured ? first : undefined;
  const others = featured ? rest : load.posts;
  return (
    <>
      {featured && <PostCard post={featured} featured />}
      {others.length > 0 && (
        <section aria-labelledby="blog-more-title" className="blog-more">
          <h2 id="blog-more-title" className="blog-more__title">
            {featured ? "More from the blog" : "Latest posts"}
          </h2>
          <ul className="blog-grid">
            {others.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} featured={false} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
