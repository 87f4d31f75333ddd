import { randomUUID } from "node:crypto";
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { missingForListing } from "../../core/listing-readiness";
import { handler as bookingHandler } from "../booking/handler";
import { NOT_TAKING_BOOKINGS } from "../booking/place-booking";
import type { PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";
import { handler as profileEditorHandler } from "../profile-editor/handler";
import { handler as publicPagesHandler } from "../public-pages/handler";
import { handler as registrationAdminHandler } from "../registration-admin/handler";
import { handler as searchHandler } from "../search/handler";
import { addToSearchIndex } from "../search/index-writer";
import { apiEvent, invoke, lambdaContext } from "../test/api-event";
import { adminForThisFile, bearer, createAccount, loginAs } from "../test/auth-fixtures";
import {
  bookingBody,
  clockAtTestNowInEachTest,
  createPractitioner,
  csrfHeader,
  put,
  putSchemes,
  uniqueEmail,
} from "../test/booking-fixtures";
import { jpegOf, pngOf } from "../test/photo-fixtures";
import { uploadPhoto } from "../test/registration-fixtures";
import { handler as practitionerHandler } from "./handler";

/**
 * The listing rule (core/listing-readiness.ts) end to end through the handlers: each missing part
 * keeps a practitioner out of search, the sitemap, the public profile and online booking; completing
 * the profile lists them; approval of an incomplete application does not. Real DynamoDB Local and S3.
 */
clockAtTestNowInEachTest();
const admin = adminForThisFile();
beforeAll(putSchemes);

type Headers = Record<string, string>;

const letters = (id: string) => id.replace(/\d/g, (digit) => "qwxzvkjyph"[Number(digit)] ?? "q");

const profile = (id: string) =>
  invoke(practitionerHandler, apiEvent("GET", "/api/practitioner/users", { query: { id } }));
const findByName = (name: string) =>
  invoke(searchHandler, apiEvent("GET", "/api/search/index", { query: { type: "name", name } }));
const submit = (body: unknown) =>
  invoke(
    bookingHandler,
    apiEvent("POST", "/api/booking/submit", { body: body as object, headers: csrfHeader() }),
  );
const readOwn = (headers: Headers) =>
  invoke(profileEditorHandler, apiEvent("GET", "/api/profile/own", { headers }));
const saveOwn = (headers: Headers, body: unknown) =>
  invoke(profileEditorHandler, apiEvent("POST", "/api/profile/own", { headers, body: body as object }));
const changePhoto = (headers: Headers, body: unknown) =>
  invoke(profileEditorHandler, apiEvent("POST", "/api/profile/photo", { headers, body: body as object }));
async function sitemap(): Promise<string> {
  const result = await publicPagesHandler(
    apiEvent("GET", "/sitemap.xml", { route: "/sitemap.xml" }),
    lambdaContext(),
  );
  return result.body ?? "";
}

/** A practitioner as the writers store them (flag computed), indexed when listed, and logged in. */
async function practitionerWith(overrides: Partial<PractitionerItem>) {
  const created = await createPractitioner(overrides);
  const tag = letters(created.id);
  const practitioner = { ...created, lastName: `Lister${tag}`, name: `Dr Thandi Lister${tag}` };
  await put(practitioner);
  await addToSearchIndex(practitioner);
  const account = await createAccount("practitioner", { practitionerId: practitioner.id });
  return { practitioner, headers: bearer((await loginAs(account)).access_token) };
}

/** Everything the public side reads, for one practitioner. */
async function publicView(practitioner: PractitionerItem) {
  const [page, found, map, booked] = await Promise.all([
    profile(practitioner.id),
    findByName(practitioner.name),
    sitemap(),
    submit(bookingBody(practitioner)),
  ]);
  return {
    profile: page.status,
    inSearch: found.body.total as number,
    inSitemap: map.includes(`/page/practitioner/${practitioner.id}</loc>`),
    booking: booked.status,
    bookingMessage: booked.body.error as string,
  };
}

/** The edit form from GET /api/profile/own, with changes. */
async function formWith(headers: Headers, changes: Record<string, unknown>) {
  const { body } = await readOwn(headers);
  const { id: _id, name: _name, plan: _plan, ...editable } = body.profile;
  return { ...editable, ...changes };
}

describe("the listing rule", () => {
  it.each([
    ["photo", { image: "" }],
    ["bio", { bio: "" }],
    ["services", { services: [] }],
    [
      "address",
      {
        address: {
          street: "",
          suburb: "Sea Point",
          city: "Cape Town",
          province: "Western Cape",
          postalCode: "8005",
        },
      },
    ],
  ] as const)(
    "keeps a practitioner without a %s out of search, the sitemap, the profile and online booking",
    async (part, change) => {
      const { practitioner } = await practitionerWith(change as Partial<PractitionerItem>);
      expect(missingForListing(practitioner)).toEqual([part]);
      expect(practitioner.listed).toBe(false);
      const view = await publicView(practitioner);
      expect(view).toEqual({
        profile: 404,
        inSearch: 0,
        inSitemap: false,
        booking: 404,
        bookingMessage: NOT_TAKING_BOOKINGS,
      });
    },
  );

  it("lists a complete practitioner: profile, search, sitemap and booking", async () => {
    const { practitioner } = await practitionerWith({});
    expect(practitioner.listed).toBe(true);
    const view = await publicView(practitioner);
    expect(view).toMatchObject({ profile: 200, inSearch: 1, inSitemap: true, booking: 201 });
  });

  it("lists them once the editor completes the profile, and unlists them when a part is emptied", async () => {
    const { practitioner, headers } = await practitionerWith({ bio: "", services: [] });
    const before = await readOwn(headers);
    expect(before.body.listing).toEqual({ live: false, missing: ["bio", "services"] });

    const completed = await saveOwn(
      headers,
      await formWith(headers, { bio: "I help adults with anxiety.", services: ["Individual therapy"] }),
    );
    expect(completed.status).toBe(200);
    expect(completed.body.listing).toEqual({ live: true, missing: [] });
    expect((await profile(practitioner.id)).status).toBe(200);
    expect((await findByName(practitioner.name)).body.total).toBe(1);

    const emptied = await saveOwn(headers, await formWith(headers, { bio: "" }));
    expect(emptied.body.listing).toEqual({ live: false, missing: ["bio"] });
    expect((await profile(practitioner.id)).status).toBe(404);
    expect((await findByName(practitioner.name)).body.total).toBe(0);
  });

  it("does not list an approved application: it lacks a bio, services and a street", async () => {
    const id = randomUUID();
    const email = uniqueEmail("approval");
    const surname = `Pending${letters(String(Date.now()))}`;
    await put({
      ...keys.registrationRequest(id),
      ...keys.registrationRequestByState("new", "2026-11-20T08:00:00.000Z", id),
      entity: "registrationRequest",
      id,
      title: "Ms",
      name: "Naledi",
      surname,
      sex: "Female",
      occupation: "Clinical Psychologist",
      email,
      cellNumber: "0821234567",
      suburb: "Sea Point",
      city: "Cape Town",
      postalCode: "8005",
      subscriptionPlan: "starter_package",
      workWith: ["Cash/Card"],
      registrationNumber: "PS 0123456",
      council: "HPCSA",
      state: "new",
      isRequestApproved: null,
      createdAt: "2026-11-20T08:00:00.000Z",
    });
    const decided = await invoke(
      registrationAdminHandler,
      apiEvent("GET", `/api/registration/confirmation/${id}`, {
        route: "/api/registration/confirmation/{id}",
        pathParameters: { id },
        query: { confirmation: "1" },
        headers: admin.headers,
      }),
    );
    expect(decided.status).toBe(200);
    const { Item } = await db().send(
      new GetCommand({ TableName: tableName(), Key: keys.registrationRequest(id), ConsistentRead: true }),
    );
    const practitionerId = String(Item?.practitionerId);
    expect((await profile(practitionerId)).status).toBe(404);
    expect((await findByName(`Ms Naledi ${surname}`)).body.total).toBe(0);
    expect(await sitemap()).not.toContain(`/page/practitioner/${practitionerId}</loc>`);
  });
});

describe("POST /api/profile/photo", () => {
  it("re-encodes and publishes the photo; the last missing part lists the practitioner", async () => {
    const { practitioner, headers } = await practitionerWith({ image: "" });
    const key = await uploadPhoto(pngOf(40, 30));
    const { status, body } = await changePhoto(headers, { image_key: key });
    expect(status).toBe(200);
    expect(body.photo).toMatch(new RegExp(`^/photos/${practitioner.id}-[0-9a-f]{8}\\.jpg$`));
    expect(body.listing).toEqual({ live: true, missing: [] });
    expect(body.profile.version).toBe(1);
    const shown = await profile(practitioner.id);
    expect(shown.status).toBe(200);
    expect((await findByName(practitioner.name)).body.data[0].image).toBe(body.photo);
  });

  it.each([
    [
      "not an image",
      async () => uploadPhoto(Buffer.from("plain text, not a photo at all"), "image/png"),
      /not a JPEG, PNG or WebP/,
    ],
    ["too large to decode", async () => uploadPhoto(jpegOf(4100, 8), "image/jpeg"), /too large/],
    [
      "declared as another type (a PNG sent as WebP)",
      async () => uploadPhoto(pngOf(8, 8), "image/webp"),
      /JPEG, PNG or WebP/,
    ],
    ["never uploaded", async () => `registrations/${randomUUID()}.jpg`, /did not receive your photo/],
  ])("refuses a photo %s (400) and changes nothing", async (_what, key, message) => {
    const { practitioner, headers } = await practitionerWith({ image: "" });
    const { status, body } = await changePhoto(headers, { image_key: await key() });
    expect(status).toBe(400);
    expect(body.error).toMatch(message);
    expect((await readOwn(headers)).body).toMatchObject({ photo: "", listing: { missing: ["photo"] } });
    expect((await profile(practitioner.id)).status).toBe(404);
  });

  it("refuses a key that is not an upload's (400)", async () => {
    const { headers } = await practitionerWith({});
    for (const image_key of ["photos/1-abcdef12.jpg", "../registrations/x.jpg", ""]) {
      expect((await changePhoto(headers, { image_key })).status, image_key).toBe(400);
    }
  });

  it("answers 401 without or with a wrong token, 403 to an admin; changes only the caller's own photo", async () => {
    const { practitioner: other, headers: otherHeaders } = await practitionerWith({ image: "" });
    const { practitioner: mine, headers } = await practitionerWith({ image: "" });
    const key = await uploadPhoto(pngOf(8, 8));
    expect((await changePhoto({}, { image_key: key })).status).toBe(401);
    expect((await changePhoto(bearer("not-a-token"), { image_key: key })).status).toBe(401);
    expect((await changePhoto(admin.headers, { image_key: key })).status).toBe(403);
    // Another practitioner's session changes that practitioner's photo, never this one's.
    expect((await changePhoto(otherHeaders, { image_key: key })).status).toBe(200);
    expect((await readOwn(headers)).body.photo).toBe("");
    expect((await profile(mine.id)).status).toBe(404);
    expect((await profile(other.id)).status).toBe(200);
  });
});
