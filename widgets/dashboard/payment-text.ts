import type { PractitionerBookingRow } from "../../core/schemas/dashboard";

/**
 * How a booking will be paid, as its practitioner's row says it: the scheme and, when the patient
 * gave them, the card's membership number and dependant code (so the practice need not phone back).
 */
export function paymentText(
  row: Pick<
    PractitionerBookingRow,
    "booking_with" | "medical_aid" | "medical_aid_number" | "medical_aid_dependant"
  >,
): string {
  if (row.booking_with !== "Medical aid") return "Cash/Card";
  const parts = [row.medical_aid ? `Medical aid: ${row.medical_aid}` : "Medical aid"];
  if (row.medical_aid_number) parts.push(`membership number ${row.medical_aid_number}`);
  if (row.medical_aid_dependant) parts.push(`dependant code ${row.medical_aid_dependant}`);
  return parts.join(", ");
}
