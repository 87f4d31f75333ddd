import { useEffect, useId, useRef } from "react";
import { blogPostArticleHtml } from "../../core/blog-article";
import type { BlogPost } from "../../core/schemas/blog";
import "../../pages-static/styles/blog.css";

/**
 * The post exactly as /page/blog/detail/{slug} will show it: the same markup (core/blog-article.ts,
 * which the server renders the page with) and the same stylesheet (pages-static/styles/blog.css).
 * Its links do not leave the editor.
 */
export function BlogPreview({ post }: { post: BlogPost }) {
  const id = useId();
  const page = useRef<HTMLDivElement>(null);
  const html = blogPostArticleHtml(post);
  useEffect(() => {
    const element = page.current;
    if (!element) return;
    // The article's HTML: the title and description escaped, the content the editor's allowlisted HTML.
    element.innerHTML = html;
    const stay = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("a")) event.preventDefault();
    };
    element.addEventListener("click", stay);
    return () => element.removeEventListener("click", stay);
  }, [html]);
  return (
    <section className="ab-preview" aria-labelledby={`${id}-title`}>
      <h2 className="ab-preview__title" id={`${id}-title`}>
        Preview
      </h2>
      <p className="ab-preview__note">As the post will appear on the blog once published.</p>
      <div className="ab-preview__page" ref={page} />
    </section>
  );
}
