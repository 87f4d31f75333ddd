import { describe, expect, it } from "vitest";
import { pagePath, withOpenGraph } from "./seo-plugin";

const origin = "https://www.vulahealth.co.za";
const page = (head: string) => `<!doctype html><html><head>${head}</head><body></body></html>`;

describe("link previews of the static public pages", () => {
  it("names each built page by its address", () => {
    expect(pagePath("/index.html")).toBe("/");
    expect(pagePath("/page/how-it-works/index.html")).toBe("/page/how-it-works");
    expect(pagePath("/404.html")).toBe("/404");
  });

  it("gives a public page Open Graph tags and a canonical address from its own title and description", () => {
    const html = withOpenGraph(
      page(
        '<title>How it works &amp; why | Vula Health</title><meta name="description" content="Three &quot;easy&quot; steps." />',
      ),
      "/page/how-it-works",
      origin,
    );
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain('<link rel="canonical" href="https://www.vulahealth.co.za/page/how-it-works">');
    expect(head).toContain('<meta property="og:type" content="website">');
    expect(head).toContain('<meta property="og:site_name" content="Vula Health">');
    // Entities are read once and escaped once: no "&amp;amp;".
    expect(head).toContain('<meta property="og:title" content="How it works &amp; why | Vula Health">');
    expect(head).toContain('<meta property="og:description" content="Three &quot;easy&quot; steps.">');
    expect(head).toContain(
      '<meta property="og:url" content="https://www.vulahealth.co.za/page/how-it-works">',
    );
    expect(head).toContain(
      '<meta property="og:image" content="https://www.vulahealth.co.za/images/og-default.png">',
    );
    expect(head).toContain('<meta property="og:image:width" content="1200">');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it("keeps a page's own canonical, and gives the search page none (its address is the query)", () => {
    const head =
      '<title>Blog</title><meta name="description" content="Posts" /><link rel="canonical" href="https://x.example/page/blog" />';
    const blog = withOpenGraph(page(head), "/page/blog", origin);
    expect(blog.match(/rel="canonical"/g)).toHaveLength(1);
    expect(blog).toContain('property="og:title"');
    const search = withOpenGraph(
      page('<title>Search</title><meta name="description" content="Find" />'),
      "/page/search",
      origin,
    );
    expect(search).not.toContain("canonical");
    expect(search).toContain('<meta property="og:url" content="https://www.vulahealth.co.za/page/search">');
  });

  it("leaves private and error pages alone, and fails the build for a public page without a description", () => {
    const plain = page("<title>Log in</title>");
    expect(withOpenGraph(plain, "/login", origin)).toBe(plain);
    expect(withOpenGraph(plain, "/404", origin)).toBe(plain);
    expect(() => withOpenGraph(plain, "/page/contact-us", origin)).toThrow(
      /without a <title> or a meta description/,
    );
  });
});
