import { beforeAll, describe, expect, it } from "vitest";
import { keys } from "../data/keys";
import { BAD_ANCHOR } from "../directory/anchor";
import { apiEvent, invoke } from "../test/api-event";
import { bearer, createAccount, loginAs } from "../test/auth-fixtures";
import { createPractitioner } from "../test/booking-fixtures";
import { useOwnTable } from "../test/own-table";

// Own table: the list is every active practitioner, so other suites' practitioners stay out of it.
let handler: typeof import("./handler").handler;
let admin: Record<string, string>;
const ids: string[] = [];

beforeAll(async () => {
  await useOwnTable("admin-locations-int");
  handler = (await import("./handler")).handler;
  admin = bearer((await loginAs(await createAccount("admin"))).access_token);
  const zama = await createPractitioner({
    name: "Dr Zama Ndlovu",
    ...keys.practitionerByStatus(true, "dr zama ndlovu", "z"),
    address: {
      street: "1 Florida Rd",
      suburb: "Morningside",
      city: "Durban",
      province: "KwaZulu-Natal",
      postalCode: "4001",
    },
    businessAddressPhysical: "1 Florida Rd, Morningside, Durban, 4001",
    lat: -29.83,
    lng: 31.01,
  });
  const anna = await createPractitioner({
    name: "Dr Anna Botha",
    ...keys.practitionerByStatus(true, "dr anna botha", "a"),
    address: { street: "", suburb: "", city: "Bloemfontein", province: "Free State", postalCode: "" },
    businessAddressPhysical: "",
  });
  for (const name of ["Dr Bongani Dube", "Dr Carla Smit", "Dr Dineo Moloi"])
    ids.push((await createPractitioner({ name })).id);
  await createPractitioner({ name: "Dr Gone Away", isActive: false });
  ids.unshift(anna.id);
  ids.push(zama.id);
}, 60_000);

function locations(query?: Record<string, string>, headers = admin) {
  return invoke(
    handler,
    apiEvent("GET", "/api/location/getLocation", { headers, ...(query ? { query } : {}) }),
  );
}

describe("GET /api/location/getLocation", () => {
  it("answers a page of the active practitioners' locations by name, the total in X-Total-Count", async () => {
    const { status, body, headers } = await locations();
    expect(status).toBe(200);
    expect(headers["X-Total-Count"]).toBe("5");
    expect(body.map((row: { id: string }) => row.id)).toEqual(ids);
    expect(body[0]).toEqual({
      id: ids[0],
      name: "Dr Anna Botha",
      location: "Bloemfontein",
      address: "",
      lat: -33.9,
      lng: 18.38,
    });
    expect(body[4]).toEqual({
      id: ids[4],
      name: "Dr Zama Ndlovu",
      location: "Morningside, Durban",
      address: "1 Florida Rd, Morningside, Durban, 4001",
      lat: -29.83,
      lng: 31.01,
    });
  });

  it("pages with page and perPage; past the end is an empty page with the same total", async () => {
    const second = await locations({ page: "2", perPage: "2" });
    expect(second.headers["X-Total-Count"]).toBe("5");
    expect(second.body.map((row: { id: string }) => row.id)).toEqual(ids.slice(2, 4));
    const last = await locations({ page: "3", perPage: "2" });
    expect(last.body.map((row: { id: string }) => row.id)).toEqual(ids.slice(4));
    const past = await locations({ page: "9", perPage: "2" });
    expect(past.status).toBe(200);
    expect(past.body).toEqual([]);
    expect(past.headers["X-Total-Count"]).toBe("5");
  });

  it("says where each page starts (X-Page-Anchor): the next and previous pages are read from there", async () => {
    const third = await locations({ page: "3", perPage: "1" });
    const anchor = third.headers["X-Page-Anchor"] as string;
    expect(anchor).toMatch(/^v1\./);
    for (const page of [2, 4]) {
      const near = await locations({ page: String(page), perPage: "1", anchor });
      expect(near.body.map((row: { id: string }) => row.id)).toEqual([ids[page - 1]]);
    }
    const forged = await locations({ page: "2", anchor: `v1.${"A".repeat(16)}.${"B".repeat(60)}` });
    expect(forged.status).toBe(400);
    expect(forged.body.error).toBe(BAD_ANCHOR);
  });

  it("junk page numbers fall back to the first page of 25; perPage is at most 100", async () => {
    const junk: Record<string, string>[] = [{ page: "x" }, { page: "-3", perPage: "many" }, { perPage: "0" }];
    for (const query of junk) {
      const { status, body } = await locations(query);
      expect(status, JSON.stringify(query)).toBe(200);
      expect(body).toHaveLength(5);
    }
    expect((await locations({ perPage: "5000" })).body).toHaveLength(5);
    const tooLong = await locations({ page: "1".repeat(40) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields).toHaveProperty("page");
  });

  it("refuses a caller without a token (401) and one of another role (403)", async () => {
    expect((await locations(undefined, {})).status).toBe(401);
    const practitioner = bearer((await loginAs(await createAccount("practitioner"))).access_token);
    const refused = await locations(undefined, practitioner);
    expect(refused.status).toBe(403);
    expect(refused.headers["X-Total-Count"]).toBeUndefined();
  });
});
