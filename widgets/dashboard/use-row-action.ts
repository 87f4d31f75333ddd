import { useState } from "react";
import type { BookingActionResponse, PractitionerBookingRow } from "../../core/schemas/dashboard";
import { SOMETHING_WENT_WRONG } from "../../core/ui-text";
import { ApiError } from "../api/client";
import { showToast } from "../ui/toast";

/**
 * A booking row's action (confirm, decline, attendance): the row is busy while it runs, the
 * server's sentence is toasted, and the row is replaced by the booking as the answer gives it.
 * `run` resolves to whether the action succeeded.
 */
export function useRowAction(
  updateRows: (change: (rows: PractitionerBookingRow[]) => PractitionerBookingRow[]) => void,
) {
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (
    row: PractitionerBookingRow,
    call: () => Promise<BookingActionResponse>,
  ): Promise<boolean> => {
    setBusy(row.id);
    try {
      const answer = await call();
      showToast(answer.success, "success");
      updateRows((rows) => rows.map((r) => (r.id === row.id ? answer.data : r)));
      return true;
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG, "error");
      return false;
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}
