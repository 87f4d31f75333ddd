import { randomUUID } from "node:crypto";
import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import type { BlogItem } from "../data/items";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";
import { resetEnvForTests } from "../lib/env";
import { addToSearchIndex } from "../search/index-writer";
import { apiEvent, lambdaContext } from "../test/api-event";
import { createPractitioner, putSchemes } from "../test/booking-fixtures";
import { serveSiteFiles } from "../test/site-files";
import { handler } from "./handler";
import { BLOG_POST_TEMPLATE, NOT_FOUND_PAGE, PRACTITIONER_TEMPLATE, SEARCH_TEMPLATE } from "./site-files";

/**
 * The public-pages function against DynamoDB Local, reading its templates from a small web server
 * standing in for the local site (SITE_FILES_ORIGIN), as the local stack does.
 */
const TEMPLATE =
  "<html><head><!-- profile:head --><title>Practitioner profile</title><!-- /profile:head --></head><body><div><!-- profile:sidebar --><h1>Practitioner profile</h1><!-- /profile:sidebar --></div><div><!-- profile:reviews --><!-- /profile:reviews --></div></body></html>";
const POST_TEMPLATE =
  "<html><head><!-- post:head --><title>Blog</title><!-- /post:head --></head><body><main><!-- post:article --><h1>Blog post</h1><!-- /post:article --></main></body></html>";
const SEARCH =
  '<html><head><!-- search:title --><title>Find</title><!-- /search:title --></head><body><div data-widget="search-results"><!-- search:results --><p>Loading...</p><!-- /search:results --></div></body></html>';
const NOT_FOUND =
  '<html><head><meta name="robots" content="noindex" /></head><body><h1>We couldn\'t find that page</h1></body></html>';
const HOSTILE = 'Dr </script><script>alert(1)</script> "Zola"';

beforeAll(putSchemes);
serveSiteFiles((file, res) => {
  const body = {
    [PRACTITIONER_TEMPLATE]: TEMPLATE,
    [BLOG_POST_TEMPLATE]: POST_TEMPLATE,
    [SEARCH_TEMPLATE]: SEARCH,
    [NOT_FOUND_PAGE]: NOT_FOUND,
  }[file];
  res.writeHead(body === undefined ? 404 : 200, { "Content-Type": "text/html" }).end(body ?? "missing");
});

async function get(path: string, route: string, headers: Record<string, string> = {}) {
  const result = await handler(apiEvent("GET", path, { route, headers }), lambdaContext());
  return { status: result.statusCode, headers: result.headers ?? {}, body: result.body };
}
const page = (id: string) => get(`/page/practitioner/${id}`, "/page/practitioner/{path+}");

describe("GET /page/practitioner/{id}", () => {
  it("renders an active practitioner into the template, escaped, with JSON-LD", async () => {
    const practitioner = await createPractitioner({ name: HOSTILE });
    const { status, headers, body } = await page(practitioner.id);
    expect(status).toBe(200);
    expect(headers["Content-Type"]).toBe("text/html; charset=utf-8");
    expect(body).toContain(
      '<h1 class="pp-name" tabindex="-1">Dr &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Zola&quot;</h1>',
    );
    expect(body).toContain("<li>Individual therapy</li>");
    expect(body).not.toContain("<h1>Practitioner profile</h1>");
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(body)?.[1] ?? "";
    expect(JSON.parse(json)).toMatchObject({
      name: HOSTILE,
      address: { addressLocality: "Sea Point, Cape Town", postalCode: "8005", addressCountry: "ZA" },
      geo: { latitude: -33.9, longitude: 18.38 },
    });
  });

  it("answers a deactivated, unknown or malformed id with the 404 page and status 404", async () => {
    const inactive = await createPractitioner({ isActive: false });
    for (const id of [inactive.id, "999999999999", "abc", `${inactive.id}/extra`]) {
      const { status, body } = await page(id);
      expect(status, id).toBe(404);
      expect(body, id).toBe(NOT_FOUND);
    }
  });
});

/** A post as the editor saves it (published or draft); its slug is new for each test. */
async function putPost(fields: Partial<BlogItem> & { published: boolean }): Promise<BlogItem> {
  const slug = `post-${randomUUID().slice(0, 8)}`;
  const publishedAt = "2026-03-10T08:00:00.000Z";
  const { published, ...rest } = fields;
  const item: BlogItem = {
    ...keys.blog(slug),
    ...keys.blogByDate(publishedAt, slug, published),
    entity: "blog",
    id: randomUUID(),
    slug,
    title: "Sleep and anxiety",
    image: "/images/blog/sleep.svg",
    shortDescription: "Why worry keeps you up, and what helps.",
    content: "<h2>What helps</h2><p>A regular bedtime.</p>",
    publishedAt,
    ...rest,
  };
  await db().send(new PutCommand({ TableName: tableName(), Item: item }));
  return item;
}
const postPage = (slug: string) => get(`/page/blog/detail/${slug}`, "/page/blog/detail/{path+}");

describe("GET /page/blog/detail/{slug}", () => {
  it("renders a published post into the template: title, description, canonical, JSON-LD and content", async () => {
    const post = await putPost({ published: true, title: HOSTILE });
    const { status, headers, body } = await postPage(post.slug);
    expect(status).toBe(200);
    expect(headers["Content-Type"]).toBe("text/html; charset=utf-8");
    expect(headers["Cache-Control"]).toMatch(/s-maxage=\d+/);
    expect(body).toContain(
      '<h1 class="blog-post__title">Dr &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Zola&quot;</h1>',
    );
    expect(body).toContain(
      "<title>Dr &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Zola&quot; | Vula Health</title>",
    );
    expect(body).toContain('<meta name="description" content="Why worry keeps you up, and what helps.">');
    expect(body).toMatch(
      new RegExp(`<link rel="canonical" href="http://localhost:\\d+/page/blog/detail/${post.slug}">`),
    );
    expect(body).toContain(
      '<div class="blog-post__content"><h2>What helps</h2><p>A regular bedtime.</p></div>',
    );
    expect(body).toContain('<time datetime="2026-03-10T08:00:00.000Z">10 March 2026</time>');
    expect(body).not.toContain("<h1>Blog post</h1>");
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(body)?.[1] ?? "";
    expect(JSON.parse(json)).toMatchObject({ "@type": "BlogPosting", headline: HOSTILE });
  });

  it("cleans the content again on the way out, whatever wrote the item", async () => {
    const post = await putPost({
      published: true,
      content: '<p onclick="steal()">Hi</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
    });
    const { body } = await postPage(post.slug);
    expect(body).toContain("<p>Hi</p>");
    expect(body).not.toMatch(/onclick|<script>alert|javascript:/);
  });

  it("answers a draft, an unknown slug or a malformed address with the 404 page and status 404", async () => {
    const draft = await putPost({ published: false });
    for (const slug of [draft.slug, "no-such-post", "Not_A_Slug", `${draft.slug}/more`]) {
      const { status, body } = await postPage(slug);
      expect(status, slug).toBe(404);
      expect(body, slug).toBe(NOT_FOUND);
    }
  });
});

describe("GET /sitemap.xml", () => {
  it("lists published blog posts and leaves drafts out", async () => {
    const published = await putPost({ published: true });
    const draft = await putPost({ published: false });
    const { body } = await get("/sitemap.xml", "/sitemap.xml");
    expect(body).toContain(`/page/blog/detail/${published.slug}</loc>`);
    expect(body).not.toContain(`/page/blog/detail/${draft.slug}</loc>`);
  });

  it("lists active practitioners and leaves deactivated ones out", async () => {
    const active = await createPractitioner();
    const inactive = await createPractitioner({
      isActive: false,
      ...keys.practitionerByStatus(false, "test inactive", "x"),
    });
    const { status, headers, body } = await get("/sitemap.xml", "/sitemap.xml");
    expect(status).toBe(200);
    expect(headers["Content-Type"]).toBe("application/xml; charset=utf-8");
    expect(body).toContain("<loc>http://localhost:");
    expect(body).toContain(`/page/practitioner/${active.id}</loc>`);
    expect(body).not.toContain(`/page/practitioner/${inactive.id}</loc>`);
  });
});

describe("GET /page/search", () => {
  const searchPage = (query: Record<string, string>) =>
    handler(apiEvent("GET", "/page/search", { route: "/page/search", query }), lambdaContext());
  /** The widget's props as the page carries them (a JSON block, read back as the browser would). */
  const propsOf = (body: string) =>
    JSON.parse(/<script type="application\/json">([\s\S]*?)<\/script>/.exec(body)?.[1] ?? "null");

  it("renders the first results page, escaped, with the same answer as the widget's props", async () => {
    const practitioner = await createPractitioner({ name: HOSTILE });
    await addToSearchIndex(practitioner);
    // Free text finds practitioners by the words of their first and last names.
    const marker = practitioner.lastName.toLowerCase();
    const result = await searchPage({ type: "find", find: marker });
    expect(result.statusCode).toBe(200);
    expect(result.headers?.["Cache-Control"]).toBe("public, max-age=0, s-maxage=300");
    expect(result.body).not.toContain("<p>Loading...</p>");
    expect(result.body).toContain(`<title>“${marker}” | Vula Health</title>`);
    expect(result.body).toContain('<h2 class="sr__title" tabindex="-1">1 practitioner</h2>');
    expect(result.body).toContain(
      `href="/page/practitioner/${practitioner.id}">Dr &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Zola&quot;</a>`,
    );
    // Only the page's own </script> tags: the name cannot end the props block early.
    expect(result.body.match(/<\/script>/g)).toHaveLength(1);
    const props = propsOf(result.body);
    expect(props.initial.search).toBe(`?type=find&find=${marker}`);
    expect(props.initial.answer).toMatchObject({
      total: 1,
      data: [{ id: practitioner.id, name: HOSTILE }],
    });
  });

  it("says nothing matched in the page itself", async () => {
    const result = await searchPage({ type: "name", name: `nobody ${randomUUID()}` });
    expect(result.body).toContain("Result Not Found !");
    expect(propsOf(result.body).initial.answer).toEqual({ data: [], total: 0 });
  });

  it("leaves the page as built when the search is one the API refuses, or a page past the end", async () => {
    const practitioner = await createPractitioner();
    await addToSearchIndex(practitioner);
    const queries: Record<string, string>[] = [
      { type: "find", find: practitioner.lastName, page: "3" },
      { type: "find", find: "x".repeat(201) },
      { type: "find", find: "anxiety", address: "a".repeat(301) },
    ];
    for (const query of queries) {
      const result = await searchPage(query);
      expect(result.statusCode, JSON.stringify(query)).toBe(200);
      expect(result.body, JSON.stringify(query)).toBe(SEARCH);
      // Refused, not failed: the answer is the same for everyone, so the edge may keep it.
      expect(result.headers?.["Cache-Control"], JSON.stringify(query)).toBe(
        "public, max-age=0, s-maxage=300",
      );
    }
  });

  it("goes out as built and uncached when the search itself fails, so the browser tries again", async () => {
    const saved = process.env.TABLE_NAME;
    process.env.TABLE_NAME = "no-such-table";
    resetEnvForTests();
    try {
      const result = await searchPage({ type: "find", find: "anxiety" });
      expect(result.statusCode).toBe(200);
      expect(result.headers?.["Cache-Control"]).toBe("no-store");
      expect(result.body).toBe(SEARCH);
    } finally {
      process.env.TABLE_NAME = saved;
      resetEnvForTests();
    }
  });
});
