import { describe, expect, it } from "vitest";
import { blogPostArticleHtml, blogPostHeadHtml, blogPostJsonLd, renderBlogPostPage } from "./blog-post-page";
import type { BlogPost } from "./schemas/blog";

const HOSTILE = 'Sleep </script><script>alert(1)</script> & "worry"';
const post = (fields: Partial<BlogPost> = {}): BlogPost => ({
  id: "p1",
  slug: "sleep-and-anxiety",
  title: "Sleep and anxiety",
  image: "/images/blog/sleep.svg",
  short_description: "Why worry keeps you up, and what helps.",
  content: "<h2>What helps</h2><p>A regular bedtime.</p>",
  featured: false,
  published_at: "2026-03-10T08:00:00.000Z",
  ...fields,
});
const origin = "https://www.vulahealth.co.za";

describe("blog post page", () => {
  it("heads the page with the post's title, description, canonical URL and Open Graph", () => {
    const head = blogPostHeadHtml({ post: post(), origin });
    expect(head).toContain("<title>Sleep and anxiety | Vula Health</title>");
    expect(head).toContain('<meta name="description" content="Why worry keeps you up, and what helps.">');
    expect(head).toContain(
      '<link rel="canonical" href="https://www.vulahealth.co.za/page/blog/detail/sleep-and-anxiety">',
    );
    // Link previews show no SVG: the site's picture stands in for the post's.
    expect(head).toContain(
      '<meta property="og:image" content="https://www.vulahealth.co.za/images/og-default.png">',
    );
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    const photo = blogPostHeadHtml({ post: post({ image: "/uploads/blog/sleep.jpg" }), origin });
    expect(photo).toContain(
      '<meta property="og:image" content="https://www.vulahealth.co.za/uploads/blog/sleep.jpg">',
    );
    expect(photo).not.toContain("og-default.png");
  });

  it("escapes the title and description everywhere they appear", () => {
    const input = { post: post({ title: HOSTILE, short_description: HOSTILE }), origin };
    const html = blogPostHeadHtml(input) + blogPostArticleHtml(input.post);
    expect(html).not.toContain("<script>alert");
    expect(html).toContain(
      "Sleep &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;worry&quot;",
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1); // the JSON-LD block's own end
  });

  it("describes the post as a schema.org BlogPosting", () => {
    expect(blogPostJsonLd({ post: post(), origin })).toEqual({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      "@id": "https://www.vulahealth.co.za/page/blog/detail/sleep-and-anxiety#post",
      mainEntityOfPage: "https://www.vulahealth.co.za/page/blog/detail/sleep-and-anxiety",
      headline: "Sleep and anxiety",
      description: "Why worry keeps you up, and what helps.",
      image: "https://www.vulahealth.co.za/images/blog/sleep.svg",
      datePublished: "2026-03-10T08:00:00.000Z",
      dateModified: "2026-03-10T08:00:00.000Z",
      author: { "@type": "Organization", name: "Vula Health", url: origin },
      publisher: {
        "@type": "Organization",
        name: "Vula Health",
        url: origin,
        logo: { "@type": "ImageObject", url: "https://www.vulahealth.co.za/favicon.svg" },
      },
    });
  });

  it("dates the last edit as dateModified", () => {
    const data = blogPostJsonLd({ post: post(), origin, modifiedAt: "2026-04-01T09:30:00.000Z" });
    expect(data.dateModified).toBe("2026-04-01T09:30:00.000Z");
  });

  it("cuts a long description at a word for the search snippet", () => {
    const long = `${"word ".repeat(60)}end`;
    const head = blogPostHeadHtml({ post: post({ short_description: long }), origin });
    const description = /<meta name="description" content="([^"]*)">/.exec(head)?.[1] ?? "";
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/word…$/);
  });

  it("fills the template's regions with the post (its image sized, so nothing moves)", () => {
    const template =
      "<head><!-- post:head --><title>Blog</title><!-- /post:head --></head><main><!-- post:article --><h1>Blog post</h1><!-- /post:article --></main>";
    const page = renderBlogPostPage(template, { post: post(), origin });
    expect(page).not.toContain("<h1>Blog post</h1>");
    expect(page).toContain('<h1 class="blog-post__title">Sleep and anxiety</h1>');
    expect(page).toContain('<img src="/images/blog/sleep.svg" alt="" width="640" height="360"');
    expect(page).toContain('<time datetime="2026-03-10T08:00:00.000Z">10 March 2026</time>');
    expect(page).toContain(
      '<div class="blog-post__content"><h2>What helps</h2><p>A regular bedtime.</p></div>',
    );
    expect(() => renderBlogPostPage("<main></main>", { post: post(), origin })).toThrow(/no "head" region/);
  });
});
