import { GetObjectCommand } from "@aws-sdk/client-s3";
import { beforeAll, describe, expect, it } from "vitest";
import type { FeaturedServiceRow } from "../../core/schemas/catalogue";
import { MAX_FEATURED_SERVICES } from "../../core/schemas/catalogue";
import { keys } from "../data/keys";
import { env } from "../lib/env";
import { s3 } from "../lib/s3";
import { handler as profileEditorHandler } from "../profile-editor/handler";
import { handler as siteHandler } from "../site/handler";
import { apiEvent, invoke } from "../test/api-event";
import { adminForThisFile, bearer, createAccount, loginAs, practitionerSession } from "../test/auth-fixtures";
import { put } from "../test/booking-fixtures";
import { useOwnTable } from "../test/own-table";
import { jpegOf, pngOf } from "../test/photo-fixtures";
import { uploadPhoto } from "../test/registration-fixtures";
import { CHANGED, HOME_PAGE_FULL, SERVICE_NAME_TAKEN, SERVICE_NOT_FOUND } from "./featured-services";
import { handler } from "./handler";
import { SCHEME_NAME_TAKEN, SCHEME_NOT_FOUND } from "./medical-schemes";
import { medicalSchemeItem } from "./scheme-item";

// Its own table: the home page's featured partition is one per table, and another suite empties it.
beforeAll(() => useOwnTable("catalogue-int"));
const admin = adminForThisFile();

function call(
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
) {
  const id = /\/edit\/([^/]+)$/.exec(path)?.[1];
  return invoke(
    handler,
    apiEvent(method, path, {
      headers: options.headers ?? admin.headers,
      ...(options.body === undefined ? {} : { body: options.body as object }),
      ...(id === undefined ? {} : { route: path.replace(/[^/]+$/, "{id}"), pathParameters: { id } }),
    }),
  );
}

const picture = () => uploadPhoto(pngOf(64, 48), "image/png");
const addService = async (name: string) =>
  call("POST", "/api/admin/featured-services/add", { body: { name, image_key: await picture() } });
const adminServices = async (): Promise<FeaturedServiceRow[]> =>
  (await call("GET", "/api/admin/featured-services")).body.data;
const homePage = async (): Promise<string[]> =>
  (await invoke(siteHandler, apiEvent("GET", "/api/get/feature/services"))).body.map(
    (s: { name: string }) => s.name,
  );

describe("featured services (admin)", () => {
  it("adds services at the end with a published picture; the home page lists them in order", async () => {
    const first = await addService("Individual therapy");
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect((await addService("Couples counselling")).status).toBe(201);
    const rows = await adminServices();
    expect(rows.map((r) => [r.name, r.order, r.active])).toEqual([
      ["Individual therapy", 1, true],
      ["Couples counselling", 2, true],
    ]);
    expect(rows[0]?.image).toMatch(/^\/photos\/service-[a-f0-9]{12}-[a-f0-9]{8}\.jpg$/);
    // Re-encoded as JPEG and published where the site serves photos.
    const object = await s3().send(
      new GetObjectCommand({ Bucket: env().uploadsBucket, Key: rows[0]?.image.slice(1) ?? "" }),
    );
    expect(object.ContentType).toBe("image/jpeg");
    expect(await homePage()).toEqual(["Individual therapy", "Couples counselling"]);
  });

  it("reorders, retires (off the home page, kept for the admin) and brings back at the end", async () => {
    for (const name of ["Grief counselling", "Medication review"])
      expect((await addService(name)).status).toBe(201);
    const ids = (await adminServices()).map((r) => r.id);
    const reordered = await call("POST", "/api/admin/featured-services/order", {
      body: { ids: [...ids].reverse() },
    });
    expect(reordered.status, JSON.stringify(reordered.body)).toBe(200);
    const names = await homePage();
    expect(names.at(0)).toBe("Medication review");
    expect(names.at(-1)).toBe("Individual therapy");

    const grief = (await adminServices()).find((r) => r.name === "Grief counselling");
    const retired = await call("POST", `/api/admin/featured-services/edit/${grief?.id}`, {
      body: { name: "Grief counselling", active: false },
    });
    expect(retired.status, JSON.stringify(retired.body)).toBe(200);
    expect(await homePage()).not.toContain("Grief counselling");
    const rows = await adminServices();
    expect(rows.at(-1)).toMatchObject({
      name: "Grief counselling",
      active: false,
      order: null,
      image: grief?.image,
    });
    // The slots close up: every place from 1 on is taken once.
    expect(rows.filter((r) => r.active).map((r) => r.order)).toEqual([1, 2, 3]);

    const back = await call("POST", `/api/admin/featured-services/edit/${grief?.id}`, {
      body: { name: "Grief and loss counselling", active: true },
    });
    expect(back.status).toBe(200);
    expect((await homePage()).at(-1)).toBe("Grief and loss counselling");
  });

  it("renames and changes the picture, deleting the old published one", async () => {
    const [row] = await adminServices();
    const jpeg = await uploadPhoto(jpegOf(40, 40), "image/jpeg");
    const edited = await call("POST", `/api/admin/featured-services/edit/${row?.id}`, {
      body: { name: row?.name, image_key: jpeg, active: true },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const after = (await adminServices()).find((r) => r.id === row?.id);
    expect(after?.image).not.toBe(row?.image);
    await expect(
      s3().send(new GetObjectCommand({ Bucket: env().uploadsBucket, Key: row?.image.slice(1) ?? "" })),
    ).rejects.toMatchObject({ name: "NoSuchKey" });
  });

  it("refuses bad input with a readable 4xx, and writes nothing", async () => {
    const before = await adminServices();
    const cases: [string, unknown, number, RegExp | string][] = [
      [
        "/api/admin/featured-services/add",
        { name: " ", image_key: await picture() },
        400,
        /name is required/,
      ],
      ["/api/admin/featured-services/add", { name: "Sleep clinic" }, 400, /image_key is required/],
      [
        "/api/admin/featured-services/add",
        { name: "Sleep clinic", image_key: "../etc/passwd" },
        400,
        /upload it again/,
      ],
      [
        "/api/admin/featured-services/add",
        { name: "Sleep clinic", image_key: "registrations/00000000-0000-4000-8000-000000000000.png" },
        400,
        /photo/i,
      ],
      [
        "/api/admin/featured-services/add",
        { name: "individual THERAPY", image_key: await picture() },
        409,
        SERVICE_NAME_TAKEN,
      ],
      ["/api/admin/featured-services/order", { ids: [before[0]?.id] }, 409, CHANGED],
      ["/api/admin/featured-services/order", { ids: [] }, 400, /ids must be at least 1/],
      [
        "/api/admin/featured-services/edit/no-such-service",
        { name: "X", active: true },
        404,
        SERVICE_NOT_FOUND,
      ],
      ["/api/admin/featured-services/edit/Bad..Id", { name: "X", active: true }, 400, /address/],
      [
        `/api/admin/featured-services/edit/${before[0]?.id}`,
        { name: "X", active: "yes" },
        400,
        /active must be a boolean/,
      ],
    ];
    for (const [path, body, status, error] of cases) {
      const answer = await call("POST", path, { body });
      expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(status);
      expect(answer.body.error).toMatch(error);
    }
    const ids = before.map((r) => r.id);
    const duplicated = await call("POST", "/api/admin/featured-services/order", {
      body: { ids: [ids[0], ...ids.slice(0, -1)] },
    });
    expect(duplicated.status).toBe(409);
    expect(await adminServices()).toEqual(before);
  });

  it("holds at most the home page's limit", async () => {
    const live = (await adminServices()).filter((r) => r.active).length;
    const image = "/images/services/filler.svg";
    for (let order = live + 1; order <= MAX_FEATURED_SERVICES; order++)
      await put({
        ...keys.featuredService(order),
        entity: "featuredService",
        id: `filler-${order}`,
        name: `Filler ${order}`,
        image,
      });
    const full = await addService("One too many");
    expect(full.status).toBe(409);
    expect(full.body.error).toBe(HOME_PAGE_FULL);
  });
});

describe("medical schemes (admin)", () => {
  const schemes = async () =>
    (await call("GET", "/api/admin/medical-schemes")).body.data as {
      id: string;
      scheme_name: string;
      active: boolean;
    }[];

  it("adds a scheme (offered at once) and refuses the same name again", async () => {
    const added = await call("POST", "/api/admin/medical-schemes/add", { body: { scheme_name: "Thebemed" } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data).toContainEqual({ id: "thebemed", scheme_name: "Thebemed", active: true });
    for (const name of ["thebemed", " Thebemed. "]) {
      const again = await call("POST", "/api/admin/medical-schemes/add", { body: { scheme_name: name } });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({
        error: SCHEME_NAME_TAKEN,
        fields: { scheme_name: SCHEME_NAME_TAKEN },
      });
    }
  });

  it("retires a scheme: gone from new choices, kept by the profile that names it", async () => {
    await put(medicalSchemeItem("retiring-fund", "Retiring Fund"));
    await put(medicalSchemeItem("staying-fund", "Staying Fund"));
    const withIt = await practitionerSession();
    await put({ ...withIt.practitioner, medicalAidIds: ["retiring-fund"] });
    const without = await practitionerSession();
    const retired = await call("POST", "/api/admin/medical-schemes/edit/retiring-fund", {
      body: { scheme_name: "Retiring Fund", active: false },
    });
    expect(retired.status, JSON.stringify(retired.body)).toBe(200);
    expect(await schemes()).toContainEqual({
      id: "retiring-fund",
      scheme_name: "Retiring Fund",
      active: false,
    });

    const choices = async (headers: Record<string, string>) => {
      const { status, body } = await invoke(
        profileEditorHandler,
        apiEvent("GET", "/api/profile/own", { headers }),
      );
      expect(status).toBe(200);
      return { ids: body.profile.medical_aid_ids, offered: body.schemes.map((s: { id: string }) => s.id) };
    };
    expect(await choices(withIt.headers)).toMatchObject({ ids: ["retiring-fund"] });
    expect((await choices(withIt.headers)).offered).toEqual(
      expect.arrayContaining(["retiring-fund", "staying-fund"]),
    );
    const other = await choices(without.headers);
    expect(other.offered).toContain("staying-fund");
    expect(other.offered).not.toContain("retiring-fund");
  });

  it("renames and brings a scheme back; refuses bad input, an unknown id and a taken name", async () => {
    await put(medicalSchemeItem("renamed-fund", "Old Name Fund", false));
    const edited = await call("POST", "/api/admin/medical-schemes/edit/renamed-fund", {
      body: { scheme_name: "New Name Fund", active: true },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toContainEqual({
      id: "renamed-fund",
      scheme_name: "New Name Fund",
      active: true,
    });
    const before = await schemes();
    const cases: [string, unknown, number, RegExp | string][] = [
      ["/api/admin/medical-schemes/add", { scheme_name: "" }, 400, /scheme_name is required/],
      ["/api/admin/medical-schemes/add", { scheme_name: "x".repeat(101) }, 400, /at most 100/],
      ["/api/admin/medical-schemes/add", {}, 400, /scheme_name is required/],
      [
        "/api/admin/medical-schemes/edit/no-such-scheme",
        { scheme_name: "X", active: true },
        404,
        SCHEME_NOT_FOUND,
      ],
      [
        "/api/admin/medical-schemes/edit/renamed-fund",
        { scheme_name: "Thebemed", active: true },
        409,
        SCHEME_NAME_TAKEN,
      ],
      ["/api/admin/medical-schemes/edit/renamed-fund", { scheme_name: "X" }, 400, /active is required/],
    ];
    for (const [path, body, status, error] of cases) {
      const answer = await call("POST", path, { body });
      expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(status);
      expect(answer.body.error).toMatch(error);
    }
    expect(await schemes()).toEqual(before);
  });
});

describe("catalogue credentials", () => {
  it("refuses a missing, tampered or practitioner's token, and changes nothing", async () => {
    const services = await adminServices();
    const schemesBefore = (await call("GET", "/api/admin/medical-schemes")).body;
    const practitioner = bearer((await loginAs(await createAccount("practitioner"))).access_token);
    const image_key = await picture();
    for (const [headers, status] of [
      [{}, 401],
      [bearer(`${admin.token}x`), 401],
      [practitioner, 403],
    ] as const) {
      const answers = [
        await call("GET", "/api/admin/featured-services", { headers }),
        await call("POST", "/api/admin/featured-services/add", {
          headers,
          body: { name: "Sneaky", image_key },
        }),
        await call("POST", `/api/admin/featured-services/edit/${services[0]?.id}`, {
          headers,
          body: { name: "Sneaky", active: false },
        }),
        await call("POST", "/api/admin/featured-services/order", {
          headers,
          body: { ids: services.map((s) => s.id) },
        }),
        await call("POST", "/api/admin/medical-schemes/add", {
          headers,
          body: { scheme_name: "Sneaky Fund" },
        }),
        await call("POST", "/api/admin/medical-schemes/edit/thebemed", {
          headers,
          body: { scheme_name: "Sneaky", active: false },
        }),
      ];
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => status));
    }
    expect(await adminServices()).toEqual(services);
    expect((await call("GET", "/api/admin/medical-schemes")).body).toEqual(schemesBefore);
  });
});
