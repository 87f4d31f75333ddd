/**
 * Open Graph and X card tags: what WhatsApp, Facebook, LinkedIn and X show when a page is shared (a
 * title, a description and a picture). Static public pages get them at build time
 * (infra/vite/seo-plugin.ts); rendered pages (profiles, blog posts) from core/page-template.ts.
 */
import { escapeHtml as e } from "./escape-html";
import { siteConfig } from "./site-config";

/** The picture shared pages show when they have none of their own (drawn by `npm run og-image`). */
export const OG_IMAGE = {
  path: "/images/og-default.png",
  width: 1200,
  height: 630,
  alt: `${siteConfig.brandName}: ${siteConfig.tagline}`,
} as const;

export interface OpenGraph {
  type: "website" | "profile" | "article";
  title: string;
  description: string;
  /** Absolute. */
  url: string;
  /** Absolute; null: the default picture, from the page's own origin. */
  image: string | null;
}

/** The tags, their values escaped for attributes. An SVG picture is not used: those apps show none. */
export function openGraphTags(page: OpenGraph): string[] {
  const own = page.image !== null && !/\.svg(?:[?#]|$)/i.test(page.image);
  const image = own && page.image ? page.image : new URL(OG_IMAGE.path, page.url).href;
  return [
    `<meta property="og:type" content="${page.type}">`,
    `<meta property="og:site_name" content="${e(siteConfig.brandName)}">`,
    `<meta property="og:title" content="${e(page.title)}">`,
    `<meta property="og:description" content="${e(page.description)}">`,
    `<meta property="og:url" content="${e(page.url)}">`,
    `<meta property="og:image" content="${e(image)}">`,
    ...(own
      ? []
      : [
          `<meta property="og:image:width" content="${OG_IMAGE.width}">`,
          `<meta property="og:image:height" content="${OG_IMAGE.height}">`,
          `<meta property="og:image:alt" content="${e(OG_IMAGE.alt)}">`,
        ]),
    `<meta name="twitter:card" content="${own ? "summary" : "summary_large_image"}">`,
  ];
}
