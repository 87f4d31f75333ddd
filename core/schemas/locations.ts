/**
 * GET /api/location/getLocation (admin; spec sections 3 and 7): where the active practitioners
 * practise, for the locations widget's list and map.
 */

/** Spec section 3 "Location": name (practitioner), location, address; plus what the map needs. */
export interface LocationRow {
  id: string;
  name: string;
  /** Suburb and city ("" when unknown: the list shows 'No Location'). */
  location: string;
  address: string;
  lat: number;
  lng: number;
}
