import { describe, expect, it } from "vitest";
import { PROVINCES } from "../../core/provinces";
import gazetteer from "./data/za-places.json";
import { MAJOR_PLACES, resolvePlace, searchPlaces } from "./places";

const names = (query: string, limit?: number) => searchPlaces(query, limit).map((place) => place.suburb);
const inSouthAfrica = (place: { lat: number; lng: number }) =>
  place.lat > -35 && place.lat < -22 && place.lng > 16 && place.lng < 33;

describe("the embedded gazetteer", () => {
  const places = gazetteer.places as unknown as [
    string,
    string,
    number,
    number,
    number,
    number?,
    string[]?,
  ][];

  it("has the nine current provinces and ~1,000 places inside South Africa", () => {
    expect(gazetteer.provinces).toEqual([...PROVINCES]);
    expect(places.length).toBeGreaterThan(900);
    for (const [name, , province, lat, lng] of places) {
      expect(name).not.toBe("");
      expect(gazetteer.provinces[province], name).toBeDefined();
      expect(inSouthAfrica({ lat, lng }), name).toBe(true);
    }
  });

  it("holds every major place once", () => {
    for (const major of MAJOR_PLACES) {
      expect(places.filter(([name]) => name === major).length, major).toBe(1);
    }
  });
});

describe("searchPlaces", () => {
  it("ranks exact names, then prefixes, preferring practice suburbs and major places", () => {
    expect(names("sea")[0]).toBe("Sea Point");
    expect(names("sandt")[0]).toBe("Sandton");
    expect(names("dur").slice(0, 2)).toEqual(["Durban", "Durbanville"]);
    expect(names("pre")[0]).toBe("Pretoria");
    expect(names("umhlanga")[0]).toBe("Umhlanga");
    expect(names("Stellenbosch")).toEqual(["Stellenbosch"]);
  });

  it("formats the address as suburb, city, province", () => {
    expect(searchPlaces("sea point")[0]).toEqual({
      address: "Sea Point, Cape Town, Western Cape",
      suburb: "Sea Point",
      lat: -33.9167,
      lng: 18.3833,
    });
    expect(searchPlaces("polokwane")[0]?.address).toBe("Polokwane, Limpopo");
  });

  it("finds places by former names and nicknames", () => {
    expect(names("port eliz")[0]).toBe("Gqeberha");
    expect(names("Nelspruit")[0]).toBe("Mbombela");
    expect(names("Mbombela (Nelspruit)")[0]).toBe("Mbombela");
    expect(names("grahamstown")[0]).toBe("Makhanda");
    expect(names("joburg")[0]).toBe("Johannesburg");
    expect(names("Umhlanga Rocks")[0]).toBe("Umhlanga");
  });

  it("tolerates a typo from four letters", () => {
    expect(names("Johanesburg")[0]).toBe("Johannesburg");
    expect(names("johanes")[0]).toBe("Johannesburg");
    expect(names("kimberly")[0]).toBe("Kimberley");
    expect(names("pietermaritsburg")[0]).toBe("Pietermaritzburg");
    expect(names("stellenbush")[0]).toBe("Stellenbosch");
    expect(names("xyzzy")).toEqual([]);
  });

  it("ignores case, accents, punctuation, spacing and st/saint", () => {
    expect(names("SEA  POINT")[0]).toBe("Sea Point");
    expect(names("seapoint")[0]).toBe("Sea Point");
    expect(names("garankuwa")[0]).toBe("Ga-Rankuwa");
    expect(names("kwa dukuza")[0]).toBe("KwaDukuza");
    expect(names("danielskuil")[0]).toBe("Daniëlskuil");
    expect(names("st lucia")[0]).toBe("Saint Lucia");
    expect(names("saint francis")[0]).toBe("St Francis Bay");
    expect(names("bothas hill")[0]).toBe("Botha’s Hill");
  });

  it("uses the part after a comma to pick the city or province", () => {
    expect(searchPlaces("rosebank, cape")[0]?.address).toBe("Rosebank, Cape Town, Western Cape");
    expect(searchPlaces("rosebank, joh")[0]?.address).toBe("Rosebank, Johannesburg, Gauteng");
    expect(searchPlaces("middelburg, eastern")[0]?.address).toBe("Middelburg, Eastern Cape");
    expect(searchPlaces("middelburg, mpum")[0]?.address).toBe("Middelburg, Mpumalanga");
    expect(searchPlaces("walmer, port elizabeth")[0]?.address).toBe("Walmer, Gqeberha, Eastern Cape");
    expect(names("Sea Point, Cape Town, Western Cape")[0]).toBe("Sea Point");
  });

  it("lists a city's suburbs after the city, and falls back to the first words", () => {
    const capeTown = searchPlaces("cape town");
    expect(capeTown[0]?.address).toBe("Cape Town, Western Cape");
    expect(capeTown.slice(1).every((place) => place.address.includes(", Cape Town, "))).toBe(true);
    expect(names("durban north")[0]).toBe("Durban");
  });

  it("respects the limit and returns coordinates inside South Africa", () => {
    expect(searchPlaces("ma")).toHaveLength(8);
    expect(searchPlaces("ma", 3)).toHaveLength(3);
    expect(searchPlaces("", 8)).toEqual([]);
    expect(searchPlaces(" , ")).toEqual([]);
    for (const place of searchPlaces("ma", 50)) expect(inSouthAfrica(place), place.address).toBe(true);
  });

  it("needs two letters, even when dropping words", () => {
    expect(searchPlaces("a")).toEqual([]);
    expect(searchPlaces("x yz")).toEqual([]);
  });

  it("does not hand out its own objects", () => {
    const first = searchPlaces("sea point")[0];
    if (first) first.suburb = "changed";
    expect(names("sea point")[0]).toBe("Sea Point");
  });
});

describe("resolvePlace (a location typed without choosing a suggestion)", () => {
  const durban = searchPlaces("durban", 1)[0];

  it("takes the first suggestion, forgiving case, accents, spaces, a typo, a province or a missing suburb", () => {
    expect(durban?.address).toBe("Durban, KwaZulu-Natal");
    for (const typed of [
      "Durban",
      "  DURBAN ",
      "durban, kwazulu-natal",
      "Durban, KwaZulu-Natal",
      "Durbn",
      "Durban North",
      "durbán",
    ]) {
      expect(resolvePlace(typed), typed).toEqual(durban);
    }
  });

  it("finds suburbs and former names", () => {
    expect(resolvePlace("sea point")?.address).toBe("Sea Point, Cape Town, Western Cape");
    expect(resolvePlace("Rosebank, Cape Town")?.address).toBe("Rosebank, Cape Town, Western Cape");
    expect(resolvePlace("Port Elizabeth")?.suburb).toBe("Gqeberha");
  });

  it("tries the text after a comma when the text before it names no place", () => {
    expect(resolvePlace("12 Main Road, Sea Point")?.address).toBe("Sea Point, Cape Town, Western Cape");
    expect(resolvePlace("Unit 4, Qqqq Park, Umhlanga")?.suburb).toBe("Umhlanga");
  });

  it("is the same answer every time", () => {
    const first = resolvePlace("rosebank");
    for (let i = 0; i < 5; i++) expect(resolvePlace("rosebank")).toEqual(first);
    expect(first?.address).toBe(searchPlaces("rosebank")[0]?.address);
  });

  it("finds nothing for text that names no place", () => {
    for (const typed of ["Qwertyville", "x", "", " , ", "12 Main Road"]) {
      expect(resolvePlace(typed), typed).toBeUndefined();
    }
  });
});
