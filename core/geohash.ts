/**
 * Geohash (base32, interleaved longitude/latitude bits): nearby points share prefixes, so a
 * DynamoDB sort key of geohashes lets one Query read one cell. Used by the "nearest first" search.
 */
const BASE32 = "0123456789bcdefghjkmnpqrstuvwxyz";

export function encodeGeohash(lat: number, lng: number, precision: number): string {
  let latMin = -90;
  let latMax = 90;
  let lngMin = -180;
  let lngMax = 180;
  let hash = "";
  let bits = 0;
  let value = 0;
  let evenBit = true;
  while (hash.length < precision) {
    if (evenBit) {
      const mid = (lngMin + lngMax) / 2;
      if (lng >= mid) {
        value = value * 2 + 1;
        lngMin = mid;
      } else {
        value *= 2;
        lngMax = mid;
      }
    } else {
      const mid = (latMin + latMax) / 2;
      if (lat >= mid) {
        value = value * 2 + 1;
        latMin = mid;
      } else {
        value *= 2;
        latMax = mid;
      }
    }
    evenBit = !evenBit;
    if (++bits === 5) {
      hash += BASE32[value];
      bits = 0;
      value = 0;
    }
  }
  return hash;
}

export interface CellBounds {
  latMin: number;
  latMax: number;
  lngMin: number;
  lngMax: number;
}

export function geohashBounds(hash: string): CellBounds {
  let latMin = -90;
  let latMax = 90;
  let lngMin = -180;
  let lngMax = 180;
  let evenBit = true;
  for (const char of hash) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not a geohash: ${hash}`);
    for (let bit = 4; bit >= 0; bit--) {
      const on = ((index >> bit) & 1) === 1;
      if (evenBit) {
        const mid = (lngMin + lngMax) / 2;
        if (on) lngMin = mid;
        else lngMax = mid;
      } else {
        const mid = (latMin + latMax) / 2;
        if (on) latMin = mid;
        else latMax = mid;
      }
      evenBit = !evenBit;
    }
  }
  return { latMin, latMax, lngMin, lngMax };
}

/**
 * The cell holding the point and `rings` rings of neighbours at the same precision: 3x3 cells for
 * one ring, 5x5 for two (fewer at the poles; no wrap needed here), and the box they cover.
 */
export function geohashBlock(
  lat: number,
  lng: number,
  precision: number,
  rings = 1,
): { cells: string[]; bounds: CellBounds } {
  const centre = geohashBounds(encodeGeohash(lat, lng, precision));
  const height = centre.latMax - centre.latMin;
  const width = centre.lngMax - centre.lngMin;
  const midLat = (centre.latMin + centre.latMax) / 2;
  const midLng = (centre.lngMin + centre.lngMax) / 2;
  const cells = new Set<string>();
  for (let dLat = -rings; dLat <= rings; dLat++) {
    for (let dLng = -rings; dLng <= rings; dLng++) {
      const cellLat = midLat + dLat * height;
      if (cellLat > 90 || cellLat < -90) continue;
      let cellLng = midLng + dLng * width;
      if (cellLng > 180) cellLng -= 360;
      if (cellLng < -180) cellLng += 360;
      cells.add(encodeGeohash(cellLat, cellLng, precision));
    }
  }
  return {
    cells: [...cells],
    bounds: {
      latMin: centre.latMin - rings * height,
      latMax: centre.latMax + rings * height,
      lngMin: centre.lngMin - rings * width,
      lngMax: centre.lngMax + rings * width,
    },
  };
}

/**
 * Cells of one precision as runs of consecutive cells (same parent, next base32 digit): the sort
 * keys of a run's points are one contiguous range, so a run costs one Query, not one per cell.
 */
export function cellRuns(cells: readonly string[]): { first: string; last: string }[] {
  const runs: { first: string; last: string }[] = [];
  for (const cell of [...new Set(cells)].sort()) {
    const run = runs.at(-1);
    const follows =
      run !== undefined &&
      run.last.length === cell.length &&
      run.last.slice(0, -1) === cell.slice(0, -1) &&
      BASE32.indexOf(cell.at(-1) ?? "") === BASE32.indexOf(run.last.at(-1) ?? "") + 1;
    if (run && follows) run.last = cell;
    else runs.push({ first: cell, last: cell });
  }
  return runs;
}
