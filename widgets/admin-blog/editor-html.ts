/**
 * The blog editor's output: what the admin sees in the editor (a contenteditable element) written
 * as HTML within the server's allowlist (core/blog-allowlist.ts), in the very form the server's
 * sanitiser gives back, so saving changes nothing (functions/blog/editor-html.test.ts round-trips
 * it). Bold and italic become strong and em, a div a paragraph, anything else outside the allowlist
 * is unwrapped to its text (scripts and the like dropped with theirs), links keep only safe
 * addresses and links off the site get the sanitiser's rel.
 */
import {
  BLOG_ATTRIBUTES,
  BLOG_DROPPED_WITH_CONTENT,
  BLOG_TAGS,
  EXTERNAL_LINK_REL,
  IMAGE_HINTS,
  isExternalLink,
} from "../../core/blog-allowlist";

/** An element as the editor holds it (the DOM's, or a test's), or a text. */
export type EditorNode = string | { tag: string; attrs: Record<string, string>; children: EditorNode[] };

const ALLOWED = new Set<string>(BLOG_TAGS);
const DROPPED = new Set<string>(BLOG_DROPPED_WITH_CONTENT);
/** What the browser's editing commands write, as the allowlist's tags. */
const RENAMED: Record<string, string> = { b: "strong", i: "em", div: "p", h1: "h2" };
const VOID = new Set(["br", "hr", "img"]);
/** Text-only blocks: a block inside one is unwrapped (an HTML parser would close the paragraph). */
const TEXT_BLOCKS = new Set(["p", "h2", "h3", "h4"]);
const BLOCKS = new Set(["p", "h2", "h3", "h4", "ul", "ol", "blockquote", "hr", "figure", "table", "pre"]);
/** Addresses a link may have: the schemes the sanitiser keeps, or a path on the site. */
const SAFE_HREF = /^(https?:|mailto:|tel:|\/(?![/\\]))[^\s\p{Cc}]*$/iu;
const SAFE_SRC = /^https:[^\s\p{Cc}]+$/iu;

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, "&quot;");

/** As the sanitiser does, an empty attribute goes (but an image's alt="", which says it is decoration). */
function attributes(pairs: [string, string | undefined][]): string {
  return pairs
    .filter(
      (pair): pair is [string, string] => pair[1] !== undefined && (pair[1] !== "" || pair[0] === "alt"),
    )
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join("");
}

/** The attributes a tag keeps, in the sanitiser's order (source order, its own additions last). */
function kept(tag: string, attrs: Record<string, string>): string | null {
  if (tag === "a") {
    const href = attrs.href?.trim() ?? "";
    if (!SAFE_HREF.test(href)) return null;
    return attributes([
      ["href", href],
      ["title", attrs.title],
      ["rel", isExternalLink(href) ? EXTERNAL_LINK_REL : undefined],
    ]);
  }
  if (tag === "img") {
    const src = attrs.src?.trim() ?? "";
    if (!SAFE_SRC.test(src)) return null;
    return attributes([
      ["src", src],
      ["alt", attrs.alt],
      ["width", attrs.width],
      ["height", attrs.height],
      ["loading", IMAGE_HINTS.loading],
      ["decoding", IMAGE_HINTS.decoding],
    ]);
  }
  return attributes((BLOG_ATTRIBUTES[tag] ?? []).map((name) => [name, attrs[name]]));
}

/** `inLink`: a link inside a link is its text (an HTML parser closes the first at the second). */
function html(nodes: EditorNode[], parent: string, inLink = false): string {
  return nodes.map((node) => nodeHtml(node, parent, inLink)).join("");
}

function nodeHtml(node: EditorNode, parent: string, inLink: boolean): string {
  if (typeof node === "string") return escapeText(node);
  const source = node.tag.toLowerCase();
  if (DROPPED.has(source)) return "";
  const tag = RENAMED[source] ?? source;
  const inText = TEXT_BLOCKS.has(parent) && BLOCKS.has(tag);
  const nested = (tag === "li" && parent === "li") || (tag === "a" && inLink);
  if (!ALLOWED.has(tag) || inText || nested) return html(node.children, parent, inLink);
  const attrs = kept(tag, node.attrs);
  // A link without a safe address is its text; an image without one is nothing.
  if (attrs === null) return tag === "a" ? html(node.children, parent, inLink) : "";
  if (VOID.has(tag)) return `<${tag}${attrs} />`;
  // Chromium's list command can put the list inside the paragraph it started in; an HTML parser
  // closes the paragraph there, so the list comes out after it instead of being lost.
  if (TEXT_BLOCKS.has(tag) && !node.children.every(isInline))
    return blocks(node.children, tag, attrs, inLink);
  return `<${tag}${attrs}>${html(node.children, tag, inLink || tag === "a")}</${tag}>`;
}

const isInline = (node: EditorNode) =>
  typeof node === "string" || !BLOCKS.has(RENAMED[node.tag.toLowerCase()] ?? node.tag.toLowerCase());

/**
 * `nodes` as blocks: each run of inline content in a `tag` block (blank runs go), each block as
 * itself.
 */
function blocks(nodes: EditorNode[], tag: string, attrs: string, inLink: boolean): string {
  const out: string[] = [];
  let run: EditorNode[] = [];
  const flush = () => {
    const text = html(run, tag, inLink);
    if (text.trim() !== "") out.push(`<${tag}${attrs}>${text}</${tag}>`);
    run = [];
  };
  for (const node of nodes) {
    if (isInline(node)) run.push(node);
    else {
      flush();
      out.push(nodeHtml(node, "", inLink));
    }
  }
  flush();
  return out.join("");
}

/**
 * The post's HTML. Text typed straight into the editor (before any paragraph) becomes a paragraph;
 * blank text between blocks goes.
 */
export function editorHtml(nodes: EditorNode[]): string {
  return blocks(nodes, "p", "", false).trim();
}

/** The editor element's content as EditorNodes (browser only). */
export function editorNodes(parent: Node): EditorNode[] {
  return Array.from(parent.childNodes).flatMap((node): EditorNode[] => {
    if (node.nodeType === Node.TEXT_NODE) return [node.textContent ?? ""];
    if (!(node instanceof Element)) return [];
    const attrs = Object.fromEntries(Array.from(node.attributes, (attr) => [attr.name, attr.value]));
    return [{ tag: node.tagName, attrs, children: editorNodes(node) }];
  });
}
