/**
 * GET /api/location/map (admin; issue 30): what one box of the admin map shows at a zoom. Reads
 * the MAPCELLS partition (one narrow item per non-empty geohash cell: a few thousand at most in
 * South Africa, whatever the number of practitioners), then either merges the cells in the box
 * into clusters on a pixel grid of the zoom, or, when the box holds few practitioners and the map
 * is zoomed in, Queries the pins of those cells (docs/access-patterns.md "Admin map").
 */
import { BadRequestError } from "../../core/errors";
import { geohashBounds } from "../../core/geohash";
import type { LocationMap, LocationMapQuery, MapCluster } from "../../core/schemas/locations";
import type { MapCellItem, MapPinItem } from "../data/items";
import { keys } from "../data/keys";
import { tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { mapLimited } from "../lib/map-limited";
import { queryAll } from "../lib/query-all";

/** Pins when the box holds at most this many (and the map is zoomed in): a few hundred markers draw well. */
export const PIN_LIMIT = 300;
/** Below this zoom a box is a province or more: clusters read better than a field of pins. */
export const PIN_MIN_ZOOM = 9;
/** Cells read at most: geohash-4 cells cover South Africa some 2 000 times; this leaves room. */
export const CELLS_CAP = 10_000;
/** A cluster stands for the cells whose mean falls in one square of this many pixels at the zoom. */
const GRID_PX = 64;
/** Cells whose pins are Queried at once. */
const PIN_QUERIES_AT_ONCE = 8;

interface Box {
  south: number;
  west: number;
  north: number;
  east: number;
  zoom: number;
}

const INVALID_BOX = "Please check the map box: south must not be above north, nor west east of east.";

/** The query as numbers, checked: latitudes -90..90, longitudes -180..180, south <= north, west <= east. */
export function boxOf(query: LocationMapQuery): Box {
  const box = {
    south: Number(query.south),
    west: Number(query.west),
    north: Number(query.north),
    east: Number(query.east),
    zoom: Number(query.zoom),
  };
  const fields: Record<string, string> = {};
  for (const side of ["south", "north"] as const)
    if (Math.abs(box[side]) > 90) fields[side] = "must be a latitude from -90 to 90";
  for (const side of ["west", "east"] as const)
    if (Math.abs(box[side]) > 180) fields[side] = "must be a longitude from -180 to 180";
  if (box.zoom > 20) fields.zoom = "must be a zoom level from 0 to 20";
  if (Object.keys(fields).length > 0)
    throw new BadRequestError("Please check the map box: a coordinate is out of range.", fields);
  if (box.south > box.north) throw new BadRequestError(INVALID_BOX, { south: "must not be above north" });
  if (box.west > box.east) throw new BadRequestError(INVALID_BOX, { west: "must not be east of east" });
  return box;
}

/** A cell with practitioners, its mean position, and whether its area meets the box. */
interface Cell {
  cell: string;
  n: number;
  lat: number;
  lng: number;
  place: string;
}

function meetsBox(cell: string, box: Box): boolean {
  const bounds = geohashBounds(cell);
  return (
    bounds.latMax >= box.south &&
    bounds.latMin <= box.north &&
    bounds.lngMax >= box.west &&
    bounds.lngMin <= box.east
  );
}

async function cellsIn(box: Box): Promise<Cell[]> {
  const items = await queryAll<Pick<MapCellItem, "SK" | "n" | "la" | "ln" | "place">>(
    {
      TableName: tableName(),
      KeyConditionExpression: "PK = :pk",
      ExpressionAttributeValues: { ":pk": keys.mapCellsPartition },
      ProjectionExpression: "SK, n, la, ln, place",
    },
    CELLS_CAP,
  );
  // Emptied cells stay (n = 0): a cell's item is never deleted, so a later ADD needs no condition.
  return items
    .filter((item) => item.n > 0 && meetsBox(item.SK, box))
    .map((item) => ({
      cell: item.SK,
      n: item.n,
      lat: item.la / item.n / 1e6,
      lng: item.ln / item.n / 1e6,
      place: item.place ?? "",
    }));
}

/** Web Mercator pixels of a point at a zoom (as Leaflet draws it). */
function pixel(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const scale = 256 * 2 ** zoom;
  const sin = Math.sin((Math.max(-85, Math.min(85, lat)) * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

/** The cells merged by pixel square at the zoom: each cluster at its practitioners' mean, named by its biggest cell. */
export function clustersOf(cells: readonly Cell[], zoom: number): MapCluster[] {
  const squares = new Map<
    string,
    { count: number; lat: number; lng: number; place: string; biggest: number }
  >();
  for (const cell of cells) {
    const { x, y } = pixel(cell.lat, cell.lng, Math.floor(zoom));
    const key = `${Math.floor(x / GRID_PX)},${Math.floor(y / GRID_PX)}`;
    const square = squares.get(key) ?? { count: 0, lat: 0, lng: 0, place: "", biggest: 0 };
    square.count += cell.n;
    square.lat += cell.lat * cell.n;
    square.lng += cell.lng * cell.n;
    if (cell.n > square.biggest && cell.place) {
      square.biggest = cell.n;
      square.place = cell.place;
    }
    squares.set(key, square);
  }
  const round = (degrees: number) => Math.round(degrees * 1e5) / 1e5;
  return [...squares.values()]
    .map(({ count, lat, lng, place }) => ({ count, lat: round(lat / count), lng: round(lng / count), place }))
    .sort((a, b) => b.count - a.count);
}

async function pinsIn(cells: readonly Cell[], box: Box): Promise<MapPinItem[]> {
  const pages = await mapLimited(cells, PIN_QUERIES_AT_ONCE, ({ cell }) =>
    queryAll<MapPinItem>(
      {
        TableName: tableName(),
        KeyConditionExpression: "PK = :pk",
        ExpressionAttributeValues: { ":pk": keys.mapPin(cell, "").PK },
        ProjectionExpression: "id, #name, place, lat, lng",
        ExpressionAttributeNames: { "#name": "name" },
      },
      PIN_LIMIT,
    ),
  );
  const pins = pages.flat();
  return pins.filter(
    (pin) => pin.lat >= box.south && pin.lat <= box.north && pin.lng >= box.west && pin.lng <= box.east,
  );
}

/** GET /api/location/map?south&west&north&east&zoom (admin). */
export const getLocationMap = httpHandler(
  { route: "GET /api/location/map" },
  async ({ query }): Promise<LocationMap> => {
    const box = boxOf(query);
    const cells = await cellsIn(box);
    const total = cells.reduce((sum, cell) => sum + cell.n, 0);
    if (total > PIN_LIMIT || box.zoom < PIN_MIN_ZOOM)
      return { kind: "clusters", total, clusters: clustersOf(cells, box.zoom) };
    const pins = (await pinsIn(cells, box)).sort(
      (a, b) => a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1),
    );
    return {
      kind: "pins",
      total: pins.length,
      pins: pins.map(({ id, name, place, lat, lng }) => ({ id, name, location: place, lat, lng })),
    };
  },
);
