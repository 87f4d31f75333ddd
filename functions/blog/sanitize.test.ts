import { describe, expect, it } from "vitest";
import { blogPosts } from "../../infra/seed/data/blogs";
import { blogText, sanitizeBlogHtml } from "./sanitize";

describe("sanitizeBlogHtml", () => {
  it("removes scripts with their content, and styles, frames and forms", () => {
    const out = sanitizeBlogHtml(
      '<p>Hi</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.example"></iframe><form><input></form>',
    );
    expect(out).toBe("<p>Hi</p>");
  });

  it("removes event-handler attributes and inline styles", () => {
    const out = sanitizeBlogHtml(
      '<p onclick="steal()" style="color:red">Text</p><img src="https://x.example/a.png" onerror="x()">',
    );
    expect(out).not.toMatch(/onclick|onerror|style=|steal|x\(\)/);
    expect(out).toContain("<p>Text</p>");
  });

  it("removes javascript:, data: and protocol-relative URLs", () => {
    const out = sanitizeBlogHtml(
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a><a href="  javascript:x">c</a><img src="data:image/png;base64,AAA"><a href="//evil.example">d</a>',
    );
    expect(out).not.toMatch(/javascript|data:|evil/i);
    expect(out).toContain(">a</a>");
  });

  it("keeps the allowed structure and safe links, marking external ones", () => {
    const html =
      '<h2>Title</h2><p><strong>Bold</strong> and <em>em</em></p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><a href="/page/search">in</a>';
    expect(sanitizeBlogHtml(html)).toBe(html);
    expect(sanitizeBlogHtml('<a href="https://www.hpcsa.co.za">HPCSA</a>')).toBe(
      '<a href="https://www.hpcsa.co.za" rel="noopener noreferrer nofollow">HPCSA</a>',
    );
  });

  it("escapes text that looks like markup once it is text", () => {
    expect(sanitizeBlogHtml("<p>1 &lt; 2 &amp; <b>3</b></p>")).toBe("<p>1 &lt; 2 &amp; <b>3</b></p>");
  });

  it("leaves the seed's posts as they are (they are written within the allowlist)", () => {
    for (const post of blogPosts) {
      expect(sanitizeBlogHtml(post.content).replace(/\s+/g, " ")).toBe(
        post.content.trim().replace(/\s+/g, " "),
      );
    }
  });
});

describe("blogText", () => {
  it("is the content's words without tags", () => {
    expect(blogText("<h2>A</h2><p>b <em>c</em></p>")).toBe("A b c");
    expect(blogText("<p>1 &lt; 2 &amp; 3</p>")).toBe("1 < 2 & 3");
  });
});
