import { resolvePractitionerId } from "../../core/practitioner-id";
import * as z from "../../core/schemas/z";
import { useProfile } from "../practitioner-profile/profile-store";
import { defineWidget, type HostProp } from "../ui/define-widget";
import { BookingForm } from "./BookingForm";
import { SlotCalendar } from "./SlotCalendar";
import { useSlotStore } from "./slot-store";
import "./booking.css";

/**
 * Booking: the weekly slot calendar and the booking form (spec sections 2-5, 7, 8).
 * Props (data-*):
 * - part: "calendar", "form", or "all" (default: both, one under the other - what partner sites embed).
 *   The practitioner page puts the calendar and the form in two frames; they share the chosen slot.
 * - practitioner-id: which practitioner (partner embeds); otherwise read from /page/practitioner/{id}.
 * - after-booking: where the patient goes after booking (default the home page, as the spec says).
 */
const props = z.object({
  part: z.optional(z.enum(["calendar", "form", "all"])),
  practitionerId: z.optional(z.string()),
  afterBooking: z.optional(z.string()),
});
type Props = z.infer<typeof props> & HostProp;

function Booking({ part = "all", practitionerId, afterBooking = "/" }: Props) {
  const id = resolvePractitionerId(practitionerId, window.location.pathname);
  const { load } = useProfile(id);
  const { selection } = useSlotStore(id ?? "");
  if (id === null || load.status === "not-found") {
    return part === "form" ? null : (
      <p className="bk-note">Online booking is not available for this practitioner.</p>
    );
  }
  const profile = load.status === "ready" ? load.view : null;
  // The form stays hidden until a time is chosen; in its own frame a hint says how to start.
  const form = selection ? (
    <BookingForm practitionerId={id} profile={profile} selection={selection} afterBooking={afterBooking} />
  ) : part === "form" ? (
    <p className="bk-note">Choose an open time above to start your booking.</p>
  ) : null;
  return (
    <div className="bk-root">
      {part !== "form" && <SlotCalendar practitionerId={id} />}
      {part !== "calendar" && form}
    </div>
  );
}

export const { mount } = defineWidget(props, Booking);
