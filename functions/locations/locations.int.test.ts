import { beforeAll, describe, expect, it } from "vitest";
import { keys } from "../data/keys";
import { apiEvent, invoke } from "../test/api-event";
import { bearer, createAccount, loginAs } from "../test/auth-fixtures";
import { createPractitioner } from "../test/booking-fixtures";
import { useOwnTable } from "../test/own-table";

// Own table: the list is every active practitioner, so other suites' practitioners stay out of it.
let handler: typeof import("./handler").handler;
let admin: Record<string, string>;

beforeAll(async () => {
  await useOwnTable("admin-locations-int");
  handler = (await import("./handler")).handler;
  admin = bearer((await loginAs(await createAccount("admin"))).access_token);
});

function locations(query?: Record<string, string>) {
  return invoke(
    handler,
    apiEvent("GET", "/api/location/getLocation", { headers: admin, ...(query ? { query } : {}) }),
  );
}

describe("GET /api/location/getLocation", () => {
  it("lists every active practitioner's location by name, and no deactivated one", async () => {
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
    await createPractitioner({
      name: "Dr Gone Away",
      isActive: false,
      ...keys.practitionerByStatus(false, "dr gone away", "g"),
    });

    const { status, body } = await locations();
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        id: anna.id,
        name: "Dr Anna Botha",
        location: "Bloemfontein",
        address: "",
        lat: anna.lat,
        lng: anna.lng,
      },
      {
        id: zama.id,
        name: "Dr Zama Ndlovu",
        location: "Morningside, Durban",
        address: "1 Florida Rd, Morningside, Durban, 4001",
        lat: -29.83,
        lng: 31.01,
      },
    ]);
  });

  it("ignores query parameters it does not read", async () => {
    expect((await locations({ page: "x" })).status).toBe(200);
  });
});
