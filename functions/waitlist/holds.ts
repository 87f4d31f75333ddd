/**
 * Waitlist holds (issue 26 items 1-4). PLACEHOLDER written by the next-available work so its
 * computation can respect holds: the waitlist work owns this module and replaces the body with its
 * real read of the practitioner's held offers. Until then nothing is held.
 */

/**
 * Start instants (UTC ISO, as `Date.prototype.toISOString` writes them) of the practitioner's times
 * held for a waitlist offer that start in [fromIso, toIso).
 */
export async function heldStarts(
  _practitionerId: string,
  _fromIso: string,
  _toIso: string,
): Promise<string[]> {
  return [];
}
