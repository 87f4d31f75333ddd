import type { ManagedBooking } from "../../core/schemas/booking";

/**
 * The place of "Confirm I'm coming" (the 72 h reminder's button, `&action=attend`): the reminders
 * work fills it in (POST /api/booking/attending, asked with a button, never on load). Until then the
 * page opens on the booking as it is, which is what the link promises.
 */
export function Attend(_props: {
  booking: ManagedBooking;
  token: string;
  onChange: (booking: ManagedBooking) => void;
}) {
  return null;
}
