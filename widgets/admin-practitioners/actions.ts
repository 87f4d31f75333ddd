import type { PractitionerStatusResponse } from "../../core/schemas/practitioner-admin";
import { confirmAction } from "../admin-ui/confirm";
import { toastFailureWithDetail, toastOutcome, toastSuccess } from "../admin-ui/toasts";
import { api } from "../api/client";
import { showToast } from "../ui/toast";

/**
 * The admin's actions on one practitioner (spec sections 4 and 8), shared by the list and the
 * detail page. Each shows its toast and resolves true when it worked.
 */
export interface Who {
  id: string;
  name: string;
  active: boolean;
}

export function cancelledNote(count: number): string {
  return count === 1
    ? "1 upcoming booking was cancelled; the patient has been emailed."
    : `${count} upcoming bookings were cancelled; the patients have been emailed.`;
}

/** How many upcoming bookings a deactivation would cancel now, or null when it could not be read. */
export async function upcomingBookingCount(id: string): Promise<number | null> {
  try {
    return (await api.call("GET /api/practitioner/upcoming/{id}", { path: { id } })).upcoming_bookings;
  } catch {
    return null;
  }
}

/**
 * Deactivate (`reason` given, after the dialog that says what it cancels) or reactivate (no
 * reason). Resolves the answer, or null after the failure toast.
 */
export async function changeStatus(who: Who, reason?: string): Promise<PractitionerStatusResponse | null> {
  try {
    const answer = await api.call("POST /api/practitioner/is_active/{id}", {
      path: { id: who.id },
      body: reason ? { reason } : {},
    });
    toastSuccess();
    if (answer.cancelled_bookings > 0) showToast(cancelledNote(answer.cancelled_bookings), "info");
    return answer;
  } catch (error) {
    toastFailureWithDetail(error);
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

export const SEND_LINK = "Send set-password link";

/**
 * Email a fresh set-password link, after saying so (issue 25). Failure: 'Something went wrong ' +
 * the server's error.
 */
export async function sendSetPasswordEmail(who: Who): Promise<boolean> {
  if (
    !confirmAction(
      `Email ${who.name} a link to set a new password? Their current password keeps working until they use it.`,
    )
  )
    return false;
  return toastOutcome(
    () => api.call("GET /api/practitioner/send/email/practitioner/{id}", { path: { id: who.id } }),
    toastFailureWithDetail,
  );
}
