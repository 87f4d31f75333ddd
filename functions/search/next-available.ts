/**
 * STUB (issue 26, waitlist side): the nextavail work provides the real `refreshNextAvailable`, which
 * recomputes the practitioner's "Next available" on their search record. The waitlist calls it
 * whenever a hold starts or ends (a held time is not open); until that lands it does nothing.
 */
export async function refreshNextAvailable(_practitionerId: string): Promise<void> {}
