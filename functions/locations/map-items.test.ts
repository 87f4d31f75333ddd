import { describe, expect, it } from "vitest";
import { mapListing, mapWrites } from "./map-items";

// Transaction entries name the table; no table is used.
process.env.TABLE_NAME ??= "unit-map";

const aviwe = {
  id: "42",
  name: "Dr Aviwe Map",
  address: { street: "", suburb: "Sea Point", city: "Cape Town", province: "", postalCode: "" },
  lat: -33.9,
  lng: 18.38,
  isActive: true,
};
const kinds = (writes: ReturnType<typeof mapWrites>) =>
  writes.map((write) => Object.keys(write)[0] as string);

describe("the admin map's writes", () => {
  it("leaves off the map whoever is inactive or has no coordinates", () => {
    expect(mapListing({ ...aviwe, isActive: false })).toBeUndefined();
    expect(mapListing({ ...aviwe, lat: Number.NaN })).toBeUndefined();
    expect(mapListing(aviwe)?.pin).toMatchObject({
      PK: "MAPPIN#k3vp",
      SK: "42",
      place: "Sea Point, Cape Town",
    });
  });

  it("writes nothing when nothing shown changed, one pin for a new name, one ADD for a move within the cell", () => {
    expect(mapWrites(mapListing(aviwe), mapListing({ ...aviwe }))).toEqual([]);
    expect(kinds(mapWrites(mapListing(aviwe), mapListing({ ...aviwe, name: "Prof Aviwe Map" })))).toEqual([
      "Put",
    ]);
    const nudged = mapWrites(mapListing(aviwe), mapListing({ ...aviwe, lat: -33.901, lng: 18.381 }));
    expect(kinds(nudged)).toEqual(["Put", "Update"]);
    expect(nudged[1]?.Update?.ExpressionAttributeValues).toMatchObject({
      ":n": 0,
      ":la": -1000,
      ":ln": 1000,
    });
  });

  it("a move to another cell takes the pin and its position out of one cell and into the other", () => {
    const moved = mapWrites(mapListing(aviwe), mapListing({ ...aviwe, lat: -29.83, lng: 31.01 }));
    expect(kinds(moved)).toEqual(["Delete", "Update", "Put", "Update"]);
    expect(moved[1]?.Update?.ExpressionAttributeValues).toMatchObject({
      ":n": -1,
      ":la": 33_900_000,
      ":ln": -18_380_000,
    });
    expect(moved[3]?.Update?.ExpressionAttributeValues).toMatchObject({
      ":n": 1,
      ":la": -29_830_000,
      ":ln": 31_010_000,
    });
    expect(kinds(mapWrites(mapListing(aviwe), undefined))).toEqual(["Delete", "Update"]);
    expect(kinds(mapWrites(undefined, mapListing(aviwe)))).toEqual(["Put", "Update"]);
  });
});
