/**
 * Map settings: the one place the tile server, its attribution and the default view live
 * (spec section 9: default centre -30.5595, 22.9375, zoom 5.5 shows all of South Africa).
 */
export const mapConfig = {
  /** OpenStreetMap's standard tiles; Leaflet fills {s} (subdomain), {z}, {x}, {y}. */
  tileUrl: "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png",
  tileSubdomains: "abc",
  /** Shown by Leaflet's attribution control (HTML, our own constant). */
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  maxZoom: 19,
  defaultCenter: { lat: -30.5595, lng: 22.9375 },
  defaultZoom: 5.5,
  /** Zoom when there is one marker (street level), or only the searched place to show. */
  singleMarkerZoom: 14,
  /** Credit for the place search (GeoNames data, CC BY 4.0), shown under the map. */
  placeDataCredit: { text: "Place search uses GeoNames data (CC BY 4.0)", url: "https://www.geonames.org/" },
} as const;
