import type { PractitionerStatusResponse } from "../../core/schemas/practitioner-admin";
import { confirmAction } from "../admin-ui/confirm";
import { toastFailure, toastFailureWithDetail, toastOutcome, toastSuccess } from "../admin-ui/toasts";
import { api } from "../api/client";
import { showToast } from "../ui/toast";

/**
 * The admin's actions on one practitioner (spec sections 4 and 8), shared by the list and the
 * detail page. Each shows its toast and resolves true when it worked.
 */
interface Who {
  id: string;
  name: string;
  active: boolean;
}

export function cancelledNote(count: number): string {
  return count === 1
    ? "1 upcoming booking was cancelled; the patient has been emailed."
    : `${count} upcoming bookings were cancelled; the patients have been emailed.`;
}

/** Deactivate (after a confirmation: it cancels upcoming bookings) or reactivate. */
export async function toggleActive(who: Who): Promise<PractitionerStatusResponse | null> {
  if (
    who.active &&
    !confirmAction(
      `Deactivate ${who.name}? They disappear from search and booking at once, and their upcoming bookings are cancelled with an email to each patient.`,
    )
  )
    return null;
  try {
    const answer = await api.call("POST /api/practitioner/is_active/{id}", { path: { id: who.id } });
    toastSuccess();
    if (answer.cancelled_bookings > 0) showToast(cancelledNote(answer.cancelled_bookings), "info");
    return answer;
  } catch {
    toastFailure();
    return null;
  }
}

/** Delete a deactivated practitioner, after a confirmation. */
export async function deletePractitioner(who: Who): Promise<boolean> {
  if (
    !confirmAction(
      `Delete ${who.name}? Their listing, account, reviews and availability are deleted for good; their booking history is kept.`,
    )
  )
    return false;
  return toastOutcome(() => api.call("GET /api/practitioner/delete/{id}", { path: { id: who.id } }));
}

/** Email a fresh set-password link. Failure: 'Something went wrong ' + the server's error. */
export async function sendSetPasswordEmail(who: Who): Promise<boolean> {
  return toastOutcome(
    () => api.call("GET /api/practitioner/send/email/practitioner/{id}", { path: { id: who.id } }),
    toastFailureWithDetail,
  );
}
