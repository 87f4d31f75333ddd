/** Great-circle distance in kilometres (haversine; fine at the scale of a country). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Rounded for display: one decimal under 10 km, whole kilometres above. */
export function roundKm(km: number): number {
  return km < 10 ? Math.round(km * 10) / 10 : Math.round(km);
}
