import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type EditorNode, editorHtml } from "../../widgets/admin-blog/editor-html";
import { sanitizeBlogHtml } from "./sanitize";

/**
 * The admin's rich-text editor writes only what the sanitiser keeps, as the sanitiser writes it:
 * whatever the editor holds (what its buttons make, and what a browser or a paste adds around
 * it), saving its HTML changes nothing.
 */
const element = (tag: string, children: EditorNode[], attrs: Record<string, string> = {}): EditorNode => ({
  tag,
  attrs,
  children,
});

const text = fc.string({ maxLength: 12 });
const noise = fc.constantFrom<Record<string, string>>(
  {},
  { style: "color:red" },
  { onclick: "steal()" },
  { class: "x", id: "y" },
);
const href = fc.constantFrom(
  "https://www.hpcsa.co.za/a?b=1&c=2",
  "http://example.org",
  "/page/search",
  "mailto:help@example.org",
  "tel:+27210000000",
  " https://padded.example ",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "//evil.example",
  "/\\evil.example",
  "data:text/html,x",
  "",
);
const src = fc.constantFrom("https://cdn.example/a.png", "/images/a.svg", "data:image/png;base64,AA", "");

const inline: fc.Arbitrary<EditorNode> = fc.letrec<{ node: EditorNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    text,
    fc.constantFrom(element("br", [])),
    fc.record({
      tag: fc.constantFrom("b", "i", "strong", "em", "STRONG", "span", "u", "font", "code"),
      attrs: noise,
      children: fc.array(tie("node"), { maxLength: 3 }),
    }),
    fc.record({
      tag: fc.constant("a"),
      attrs: fc
        .record({ href, title: fc.option(text, { nil: undefined }) })
        .map(
          (attrs) =>
            Object.fromEntries(Object.entries(attrs).filter(([, value]) => value !== undefined)) as Record<
              string,
              string
            >,
        ),
      children: fc.array(tie("node"), { maxLength: 2 }),
    }),
    fc.record({
      tag: fc.constant("img"),
      attrs: fc.record({ src, alt: text }),
      children: fc.constant<EditorNode[]>([]),
    }),
    fc.record({
      tag: fc.constantFrom("script", "style"),
      attrs: noise,
      children: fc.array(text, { maxLength: 1 }),
    }),
  ),
})).node;

const inlines = fc.array(inline, { maxLength: 4 });
const block: fc.Arbitrary<EditorNode> = fc.oneof(
  fc.record({ tag: fc.constantFrom("p", "h2", "h3", "h1", "div", "P"), attrs: noise, children: inlines }),
  fc.record({
    tag: fc.constantFrom("ul", "ol"),
    attrs: noise,
    children: fc.array(fc.record({ tag: fc.constant("li"), attrs: noise, children: inlines }), {
      maxLength: 3,
    }),
  }),
  fc.record({
    tag: fc.constant("blockquote"),
    attrs: noise,
    children: fc.array(fc.record({ tag: fc.constant("p"), attrs: noise, children: inlines }), {
      maxLength: 2,
    }),
  }),
  // A block where the browser should not have put one: inside a paragraph.
  fc.record({
    tag: fc.constant("p"),
    attrs: noise,
    children: fc.array(
      fc.record({ tag: fc.constantFrom("ul", "h2", "blockquote"), attrs: noise, children: inlines }),
      { maxLength: 2 },
    ),
  }),
);
const documents = fc.array(fc.oneof(block, inline), { maxLength: 6 });

describe("the blog editor's HTML", () => {
  it("is kept unchanged by the server's sanitiser, whatever the editor holds", () => {
    fc.assert(
      fc.property(documents, (nodes) => {
        const written = editorHtml(nodes);
        expect(sanitizeBlogHtml(written)).toBe(written);
      }),
      { numRuns: 500 },
    );
    // A wait bound for a busy machine, not a speed check.
  }, 30_000);

  it("writes the toolbar's formatting as the allowlist's tags, and drops what it may not hold", () => {
    const nodes = [
      "Intro ",
      element("b", ["bold"]),
      element("h2", ["Heading"]),
      element("div", [element("i", ["italic"]), element("span", ["plain"], { style: "color:red" })]),
      element("ul", [
        element("li", ["one"]),
        element("li", [element("a", ["HPCSA"], { href: "https://www.hpcsa.co.za" })]),
      ]),
      element("blockquote", [element("p", ["quoted"])]),
      element("p", [element("a", ["bad"], { href: "javascript:alert(1)" }), element("script", ["alert(1)"])]),
    ];
    expect(editorHtml(nodes)).toBe(
      '<p>Intro <strong>bold</strong></p><h2>Heading</h2><p><em>italic</em>plain</p><ul><li>one</li><li><a href="https://www.hpcsa.co.za" rel="noopener noreferrer nofollow">HPCSA</a></li></ul><blockquote><p>quoted</p></blockquote><p>bad</p>',
    );
  });

  it("keeps a list the browser put inside a paragraph, after the paragraph's text", () => {
    const nodes = [
      element("p", ["Try this:", element("ul", [element("li", ["Less screen time"])]), "Then rest."]),
    ];
    expect(editorHtml(nodes)).toBe("<p>Try this:</p><ul><li>Less screen time</li></ul><p>Then rest.</p>");
  });
});
