import { showToast } from "../ui/toast";
import { adminText } from "./admin-text";

/** The admin toasts of spec section 8, so no admin widget spells them itself. */
export function toastSuccess(): void {
  showToast(adminText.success, "success");
}

/** 'Something went wrong !' (a failed activate, delete or other admin action). */
export function toastFailure(): void {
  showToast(adminText.failure, "error");
}

/** 'Something went wrong ' + the server's error (e.g. sending an email failed). */
export function toastFailureWithDetail(error: unknown): void {
  const detail = error instanceof Error && error.message ? error.message : "";
  showToast(`${adminText.failureWithDetailPrefix}${detail}`.trimEnd(), "error");
}

/** Runs an admin action and shows its outcome: the success toast and true, else `onFailure`'s toast and false. */
export async function toastOutcome(
  action: () => Promise<unknown>,
  onFailure: (error: unknown) => void = toastFailure,
): Promise<boolean> {
  try {
    await action();
    toastSuccess();
    return true;
  } catch (error) {
    onFailure(error);
    return false;
  }
}
