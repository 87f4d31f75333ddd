/**
 * The blog: public list (featured first, 50-word previews) and posts (404 for unknown and
 * unpublished), and the admins' editor: create with a free slug, edit, publish/unpublish, image
 * upload through the photo path, content sanitised on save.
 */
import { randomUUID } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type BlogListEntry, NO_IMAGE_TO_PUBLISH } from "../../core/schemas/blog";
import { apiEvent, invoke } from "../test/api-event";
import { bearer, createAccount, loginAs, practitionerSession } from "../test/auth-fixtures";
import { catchInvalidations } from "../test/edge-invalidations";
import { jpegOf } from "../test/photo-fixtures";
import { uploadPhoto } from "../test/registration-fixtures";
import { SLUG_TAKEN } from "./admin";
import { handler } from "./handler";

let admin: Record<string, string> = {};
beforeAll(async () => {
  admin = bearer((await loginAs(await createAccount("admin"))).access_token);
});

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(" ");

function post(overrides: Record<string, unknown> = {}) {
  return {
    slug: `test-post-${randomUUID().slice(0, 8)}`,
    title: "Sleep and stress",
    short_description: "Why a bad week shows in your sleep first.",
    image: "/images/services/general-check-up.svg",
    content: `<h2>Start</h2><p>${words(80)}</p>`,
    published: true,
    featured: false,
    create: true,
    ...overrides,
  };
}

const save = (body: object, headers = admin) =>
  invoke(handler, apiEvent("POST", "/api/blogs/admin/save", { headers, body }));
const index = async () =>
  (await invoke(handler, apiEvent("GET", "/api/blogs/index"))).body.data as BlogListEntry[];
const detail = (slug: string) =>
  invoke(
    handler,
    apiEvent("GET", `/api/blogs/detail/${slug}`, {
      route: "/api/blogs/detail/{slug}",
      pathParameters: { slug },
    }),
  );

describe("the public blog", () => {
  it("lists published posts, featured first, each with a preview cut at 50 words", async () => {
    const plain = post();
    const featured = post({ featured: true });
    const draft = post({ published: false });
    for (const body of [plain, featured, draft]) expect((await save(body)).status).toBe(200);
    const list = await index();
    const slugs = list.map((entry) => entry.slug);
    expect(slugs).toContain(plain.slug);
    expect(slugs).not.toContain(draft.slug);
    const lastFeatured = list.map((entry) => entry.featured).lastIndexOf(true);
    const firstPlain = list.map((entry) => entry.featured).indexOf(false);
    expect(lastFeatured).toBeLessThan(firstPlain);
    expect(slugs.indexOf(featured.slug)).toBeLessThan(slugs.indexOf(plain.slug));
    const entry = list.find((item) => item.slug === plain.slug);
    expect(entry?.preview).toBe(`Start. ${words(49)}…`);
    expect(entry?.preview.split(" ")).toHaveLength(50);
  });

  it("answers a post by slug; unknown, unpublished and malformed slugs do not", async () => {
    const body = post();
    await save(body);
    const found = await detail(body.slug);
    expect(found.status).toBe(200);
    expect(found.body.blog).toMatchObject({
      slug: body.slug,
      title: body.title,
      short_description: body.short_description,
      content: body.content,
    });
    expect((await detail("no-such-post")).status).toBe(404);
    expect((await detail("Not_A_Slug")).status).toBe(400);
    const hidden = post({ published: false });
    await save(hidden);
    expect((await detail(hidden.slug)).status).toBe(404);
  });
});

describe("the admins' blog editor", () => {
  it("sanitises content on save: scripts, event handlers and javascript: links never reach the page", async () => {
    const body = post({
      content:
        '<p onclick="x()">Hi <a href="javascript:alert(1)">link</a></p><script>alert(1)</script><img src="x" onerror="y()">',
    });
    const saved = await save(body);
    expect(saved.status).toBe(200);
    const { content } = (await detail(body.slug)).body.blog as { content: string };
    expect(content).toMatch(/^<p>Hi <a>link<\/a><\/p><img src="x"[^>]*\/>$/);
    expect(content).not.toMatch(/onclick|onerror|script|javascript|alert/);
    const empty = await save(post({ content: "<script>alert(1)</script>" }));
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toHaveProperty("content");
  });

  it("keeps slugs unique, edits in place, unpublishes and publishes again", async () => {
    const body = post();
    expect((await save(body)).status).toBe(200);
    const twice = await save({ ...body, title: "Another" });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(SLUG_TAKEN);
    const edited = await save({ ...body, create: false, title: "Sleep, stress and you" });
    expect(edited.status).toBe(200);
    expect(edited.body.blog).toMatchObject({ title: "Sleep, stress and you", published: true });
    expect((await detail(body.slug)).body.blog.title).toBe("Sleep, stress and you");
    expect((await save({ ...body, create: false, published: false })).status).toBe(200);
    expect((await detail(body.slug)).status).toBe(404);
    expect((await index()).map((entry) => entry.slug)).not.toContain(body.slug);
    expect((await save({ ...body, create: false, published: true })).status).toBe(200);
    expect((await detail(body.slug)).status).toBe(200);
    // Editing a post that does not exist.
    expect((await save(post({ create: false }))).status).toBe(404);
    const list = await invoke(handler, apiEvent("GET", "/api/blogs/admin/list", { headers: admin }));
    expect(list.status).toBe(200);
    expect((list.body.data as { slug: string }[]).map((item) => item.slug)).toContain(body.slug);
  });

  it("publishes an uploaded image where the site serves photos", async () => {
    const key = await uploadPhoto(jpegOf(320, 200), "image/jpeg");
    const body = post({ image: "", image_key: key });
    const saved = await save(body);
    expect(saved.status).toBe(200);
    expect(saved.body.blog.image).toMatch(new RegExp(`^/photos/blog-${body.slug}-[0-9a-f]{8}\\.jpg$`));
    // An upload that is not there.
    const missing = await save(post({ image: "", image_key: `registrations/${randomUUID()}.jpg` }));
    expect(missing.status).toBe(400);
  });

  it("saves a draft without an image, and refuses to publish one without it, writing nothing", async () => {
    const draft = post({ image: "", published: false });
    const saved = await save(draft);
    expect(saved.status).toBe(200);
    expect(saved.body.blog).toMatchObject({ slug: draft.slug, image: "", published: false });

    // Publishing it, or a new post, without an image: a 400 that says what to do; nothing changes.
    for (const body of [{ ...draft, published: true, create: false }, post({ image: "" })]) {
      const refused = await save(body);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe(NO_IMAGE_TO_PUBLISH);
      expect(refused.body.fields).toEqual({ image: NO_IMAGE_TO_PUBLISH });
      expect((await detail(body.slug)).status).toBe(404);
    }
    const list = await invoke(handler, apiEvent("GET", "/api/blogs/admin/list", { headers: admin }));
    const kept = (list.body.data as { slug: string; published: boolean }[]).filter(
      (item) => item.slug === draft.slug,
    );
    expect(kept).toEqual([expect.objectContaining({ published: false, image: "" })]);
  });

  it("refuses bad input with a readable 400, and is for admins only", async () => {
    const cases: [object, string][] = [
      [post({ slug: "Bad Slug" }), "slug"],
      [post({ slug: "ab" }), "slug"],
      [post({ title: "" }), "title"],
      [post({ short_description: "x".repeat(301) }), "short_description"],
      [post({ image: "https://evil.example/a.png" }), "image"],
      [post({ image: "/images/../secret.svg" }), "image"],
      [post({ content: "" }), "content"],
      [post({ published: "yes" }), "published"],
    ];
    for (const [body, field] of cases) {
      const answer = await save(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.body.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    const { headers } = await practitionerSession();
    expect((await save(post(), headers)).status).toBe(403);
    expect((await save(post(), {})).status).toBe(401);
  });
});

describe("the post's page at the edge", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it("is invalidated, with the sitemap, when the post is published and when it is taken down", async () => {
    const invalidations = catchInvalidations();
    const body = post();
    expect((await save(body)).status).toBe(200);
    expect((await save({ ...body, published: false, create: false })).status).toBe(200);
    const paths = `<Items><Path>/page/blog/detail/${body.slug}*</Path><Path>/sitemap.xml</Path></Items>`;
    expect(invalidations).toHaveLength(2);
    for (const request of invalidations) expect(request).toContain(paths);
  });
});
