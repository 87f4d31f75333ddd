import { parseRememberedDetails, type RememberedDetails } from "../../core/booking-request";

/** The patient's own details, kept on their device only when they book (spec section 5, Auto Fill). */
const KEY = "vh.booking.details";

export function loadDetails(): RememberedDetails | null {
  try {
    return parseRememberedDetails(localStorage.getItem(KEY));
  } catch {
    // Storage blocked (privacy mode, partner iframe): nothing saved.
    return null;
  }
}

export function saveDetails(details: RememberedDetails): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(details));
  } catch {
    // Nothing to do: Auto Fill will say nothing is saved.
  }
}
