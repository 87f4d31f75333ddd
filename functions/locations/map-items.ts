/**
 * The admin map's items (issue 30; docs/access-patterns.md "Admin map"): each active practitioner
 * with coordinates has a pin in its geohash cell's partition, and each cell one item in the
 * MAPCELLS partition counting them (count and position sums). Every write that moves, renames,
 * activates or deactivates a practitioner adds {@link mapWrites} of before and after to its own
 * transaction, next to the directory's `directoryWrites`.
 */
import { encodeGeohash } from "../../core/geohash";
import { placeLabel } from "../../core/place-label";
import type { MapCellItem, MapPinItem, PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { tableName } from "../lib/db";
import { type TransactItem, updateItem } from "../lib/transactions";

/** Geohash precision of a cell: about 39 x 20 km; South Africa has a few thousand at most. */
export const CELL_PRECISION = 4;

/** What the map mirrors of a practitioner. */
export type MapPractitioner = Pick<PractitionerItem, "id" | "name" | "address" | "lat" | "lng" | "isActive">;

/** A practitioner on the map: their cell, the pin, and the place the cell is named by. */
export interface MapListing {
  cell: string;
  pin: MapPinItem;
  city: string;
}

/** Millionths of a degree: integer sums, so a move's ADDs cancel exactly. */
export const micro = (degrees: number) => Math.round(degrees * 1e6);

/** The practitioner's map listing, or undefined when they are not on the map (inactive, no coordinates). */
export function mapListing(practitioner: MapPractitioner): MapListing | undefined {
  const p: Partial<MapPractitioner> = practitioner;
  if (p.isActive !== true || !Number.isFinite(p.lat) || !Number.isFinite(p.lng)) return undefined;
  const lat = p.lat as number;
  const lng = p.lng as number;
  const cell = encodeGeohash(lat, lng, CELL_PRECISION);
  const { suburb = "", city = "" } = p.address ?? {};
  return {
    cell,
    city: placeLabel(city) || placeLabel(suburb),
    pin: {
      ...keys.mapPin(cell, practitioner.id),
      entity: "mapPin",
      id: practitioner.id,
      name: p.name ?? "",
      place: placeLabel(suburb, city),
      lat,
      lng,
    },
  };
}

/** A stored practitioner record's map listing (the test fixtures' generic put). */
export function mapListingOf(item: { entity?: unknown } | undefined): MapListing | undefined {
  return item?.entity === "practitioner" ? mapListing(item as PractitionerItem) : undefined;
}

/** One ADD to a cell (a transaction may touch an item once: a move within a cell is one ADD). */
function addToCell(listing: MapListing, n: number, la: number, ln: number): TransactItem {
  return updateItem({
    Key: keys.mapCell(listing.cell),
    // The first place named keeps the cell's name; a cell is some 39 km across, mostly one town.
    UpdateExpression: "SET entity = :entity, place = if_not_exists(place, :place) ADD n :n, la :la, ln :ln",
    ExpressionAttributeValues: {
      ":entity": "mapCell",
      ":place": listing.city,
      ":n": n,
      ":la": la,
      ":ln": ln,
    },
  });
}

/**
 * The transaction entries that move a practitioner's map items from `before` to `after`
 * (undefined: not on the map): the pin deleted, put or rewritten, and the cells' counts and sums
 * changed by ADDs. Nothing when nothing the map shows changed.
 */
export function mapWrites(before: MapListing | undefined, after: MapListing | undefined): TransactItem[] {
  if (before && after && before.cell === after.cell) {
    if (JSON.stringify(before.pin) === JSON.stringify(after.pin)) return [];
    const moved = before.pin.lat !== after.pin.lat || before.pin.lng !== after.pin.lng;
    const dLat = micro(after.pin.lat) - micro(before.pin.lat);
    const dLng = micro(after.pin.lng) - micro(before.pin.lng);
    return [
      { Put: { TableName: tableName(), Item: after.pin } },
      ...(moved ? [addToCell(after, 0, dLat, dLng)] : []),
    ];
  }
  return [
    ...(before
      ? [
          { Delete: { TableName: tableName(), Key: keys.mapPin(before.cell, before.pin.id) } },
          addToCell(before, -1, -micro(before.pin.lat), -micro(before.pin.lng)),
        ]
      : []),
    ...(after
      ? [
          { Put: { TableName: tableName(), Item: after.pin } },
          addToCell(after, 1, micro(after.pin.lat), micro(after.pin.lng)),
        ]
      : []),
  ];
}

/**
 * Cells counted for many practitioners at once (the seed and the backfill migration): the pins are
 * put as they come, the cells written whole at the end. A plain object, so a migration can keep
 * it in its progress item (a few thousand cells at most).
 */
export class MapTotals {
  constructor(readonly cells: Record<string, { n: number; la: number; ln: number; place: string }> = {}) {}

  /** The listing's pin; its cell counts it. */
  add(listing: MapListing): MapPinItem {
    const cell = this.cells[listing.cell] ?? { n: 0, la: 0, ln: 0, place: listing.city };
    this.cells[listing.cell] = cell;
    cell.n += 1;
    cell.la += micro(listing.pin.lat);
    cell.ln += micro(listing.pin.lng);
    return listing.pin;
  }

  items(): MapCellItem[] {
    return Object.entries(this.cells).map(([cell, { n, la, ln, place }]) => ({
      ...keys.mapCell(cell),
      entity: "mapCell",
      n,
      la,
      ln,
      ...(place ? { place } : {}),
    }));
  }
}
