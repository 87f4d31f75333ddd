/** Stars shown for a practitioner: the rounded mean of review ratings, 1 to 5 (null without reviews). */
export function starRating(ratings: readonly number[]): number | null {
  const valid = ratings.filter((rating) => Number.isFinite(rating) && rating > 0);
  if (valid.length === 0) return null;
  const mean = valid.reduce((sum, rating) => sum + rating, 0) / valid.length;
  return Math.min(5, Math.max(1, Math.round(mean)));
}

/** The same from a stored sum and count (what the practitioner item keeps). */
export function starRatingFromTotals(sum: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.min(5, Math.max(1, Math.round(sum / count)));
}
