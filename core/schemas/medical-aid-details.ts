/**
 * The membership number and dependant code from a patient's medical aid card (issue 25 item 3):
 * optional on a medical-aid booking, asked by the public booking form and the admin's phone booking
 * alike, so the practice need not phone the patient back for them.
 */
import * as z from "./z";

export const MEMBERSHIP_NUMBER_MAX = 20;

export const MEMBERSHIP_NUMBER_FORMAT = `must be letters and digits only (up to ${MEMBERSHIP_NUMBER_MAX}), as on the medical aid card`;
export const DEPENDANT_CODE_FORMAT = "must be 2 digits, like 00 for the main member or 01";

/** Cards print the number with spaces or dashes ("123 456-789"); schemes match it without them. */
export function plainMembershipNumber(value: string): string {
  return value.replace(/[\s-]/g, "").toUpperCase();
}

/** The two optional fields, spread into a booking form's schema (empty means not given). */
export const medicalAidDetails = {
  medical_aid_number: z.optional(
    z
      .string()
      .check(
        z.overwrite(plainMembershipNumber),
        z.regex(new RegExp(`^[A-Z0-9]{0,${MEMBERSHIP_NUMBER_MAX}}$`), MEMBERSHIP_NUMBER_FORMAT),
      ),
  ),
  medical_aid_dependant: z.optional(z.string().check(z.trim(), z.regex(/^(\d{2})?$/, DEPENDANT_CODE_FORMAT))),
};

/** The details as a booking keeps them (functions/data/items.ts BookingItem). */
export interface MedicalAidCard {
  medicalAidNumber?: string;
  medicalAidDependant?: string;
}

/** The booking's copy of the details: only on a medical-aid booking, only what was given. */
export function medicalAidCard(form: {
  booking_with: string;
  medical_aid_number?: string | undefined;
  medical_aid_dependant?: string | undefined;
}): MedicalAidCard {
  if (form.booking_with !== "Medical aid") return {};
  return {
    ...(form.medical_aid_number ? { medicalAidNumber: form.medical_aid_number } : {}),
    ...(form.medical_aid_dependant ? { medicalAidDependant: form.medical_aid_dependant } : {}),
  };
}
