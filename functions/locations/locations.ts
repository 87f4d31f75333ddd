import { placeLabel } from "../../core/place-label";
import type { LocationRow } from "../../core/schemas/locations";
import type { PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { queryAll } from "../lib/query-all";

/**
 * Active practitioners read at most. The list reads GSI1 `PRACS#ACTIVE#1` (by name), projected to
 * what a location needs; profiles are a few KB each, so 10 000 practitioners are some 30 Query pages.
 */
export const LOCATIONS_CAP = 20_000;

type Located = Pick<PractitionerItem, "id" | "name" | "address" | "businessAddressPhysical" | "lat" | "lng">;

export function locationRow(practitioner: Located): LocationRow {
  const { suburb = "", city = "" } = practitioner.address ?? {};
  return {
    id: practitioner.id,
    name: practitioner.name,
    location: placeLabel(suburb, city),
    address: practitioner.businessAddressPhysical ?? "",
    lat: practitioner.lat,
    lng: practitioner.lng,
  };
}

/**
 * GET /api/location/getLocation (admin): where every active practitioner practises, by name
 * (spec section 3 "Location": name, location, address; plus id and coordinates for the map).
 */
export const getLocations = httpHandler(
  { route: "GET /api/location/getLocation" },
  async (): Promise<LocationRow[]> => {
    const practitioners = await queryAll<Located>(
      {
        TableName: tableName(),
        IndexName: "GSI1",
        KeyConditionExpression: "GSI1PK = :pk",
        ExpressionAttributeValues: { ":pk": keys.practitionersByStatusPartition(true) },
        ProjectionExpression: "id, #name, address, businessAddressPhysical, lat, lng",
        ExpressionAttributeNames: { "#name": "name" },
      },
      LOCATIONS_CAP,
    );
    return practitioners.map(locationRow);
  },
);
