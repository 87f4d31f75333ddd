import { describe, expect, it } from "vitest";
import { escapeHtml } from "./escape-html";

describe("escapeHtml", () => {
  it("escapes the five characters that matter in text and quoted attributes", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });

  it("escapes an ampersand once, so already-escaped text is escaped again rather than trusted", () => {
    expect(escapeHtml("&amp;")).toBe("&amp;amp;");
  });

  it("leaves ordinary text, including non-ASCII, unchanged and accepts numbers", () => {
    expect(escapeHtml("Childline South Africa, 116 — Ngiyabonga")).toBe(
      "Childline South Africa, 116 — Ngiyabonga",
    );
    expect(escapeHtml(10177)).toBe("10177");
    expect(escapeHtml("")).toBe("");
  });
});
