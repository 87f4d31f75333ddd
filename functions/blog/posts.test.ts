import { describe, expect, it } from "vitest";
import { featuredFirst, preview } from "./posts";

describe("blog list helpers", () => {
  it("cuts previews at 50 words with an ellipsis, and leaves shorter text whole", () => {
    const words = Array.from({ length: 60 }, (_, i) => `w${i}`);
    expect(preview(`<p>${words.join(" ")}</p>`)).toBe(`${words.slice(0, 50).join(" ")}…`);
    expect(preview("<p>Short &amp; sweet</p>")).toBe("Short & sweet");
    expect(preview("<p>a b c</p>", 2)).toBe("a b…");
    // Headings end their sentence; one that has its own punctuation keeps it.
    expect(preview("<p>Intro.</p><h2>1. Know who does <em>what</em></h2><p>Psychologists help.</p>")).toBe(
      "Intro. 1. Know who does what. Psychologists help.",
    );
    expect(preview("<h3>Why now?</h3><p>Because.</p>")).toBe("Why now? Because.");
  });

  it("puts featured posts first, keeping the order within each group", () => {
    const posts = [
      { slug: "a" },
      { slug: "b", featured: true },
      { slug: "c", featured: false },
      { slug: "d", featured: true },
    ];
    expect(featuredFirst(posts).map((post) => post.slug)).toEqual(["b", "d", "a", "c"]);
  });
});
