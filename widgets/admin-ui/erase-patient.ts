import { api } from "../api/client";
import { confirmAction } from "./confirm";
import { toastOutcome } from "./toasts";

/** Asked before the erasure (spec section 5: destructive actions need a browser confirmation). */
export function eraseQuestion(name: string): string {
  return `Delete ${name}'s personal data? Their upcoming bookings are cancelled (the practitioners are emailed) and past bookings keep no name, contact details or reason. This cannot be undone.`;
}

/** The POPIA erasure after a confirmation; true when it was done. */
export async function erasePatient(patient: { id: string; name: string }): Promise<boolean> {
  if (!confirmAction(eraseQuestion(patient.name))) return false;
  return toastOutcome(() => api.call("GET /api/patient/delete/{id}", { path: { id: patient.id } }));
}
