import { AddBookingForm } from "../admin-add-booking/AddBookingForm";
import { currentUser } from "../api/session";

/**
 * The dashboard's "Add a booking" (issue 25): a patient who phoned or walked in, put in one's own
 * diary with the admin's phone booking form (the same form, calendar and booking core).
 */
export function AddOwnBookingPanel() {
  const user = currentUser();
  if (!user?.practitioner_id) return <p>This account is not linked to a practitioner listing.</p>;
  return (
    <section aria-labelledby="db-add-booking">
      <h2 id="db-add-booking">Add a booking</h2>
      <p>For a patient who phoned or is at the practice. It is confirmed at once and we email the patient.</p>
      <AddBookingForm own={{ id: user.practitioner_id, name: user.name ?? "You" }} />
    </section>
  );
}
