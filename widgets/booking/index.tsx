import * as z from "../../core/schemas/z";
import { defineWidget, type HostProp } from "../ui/define-widget";
import { Booking } from "./Booking";
import { BookingForm } from "./BookingForm";
import "./booking.css";

/**
 * The booking widget on our own pages (partner sites get it through widgets/embed, in a shadow root).
 * Props (data-*):
 * - part: "calendar", "form", or "all" (default: both, one under the other).
 *   The practitioner page puts the calendar and the form in two frames; they share the chosen slot.
 * - practitioner-id: which practitioner; otherwise read from /page/practitioner/{id}.
 * - after-booking: where the patient goes after booking (default /page/booking-confirmed, which
 *   shows what was booked; the spec said the home page: docs/decisions.md).
 */
const props = z.object({
  part: z.optional(z.enum(["calendar", "form", "all"])),
  practitionerId: z.optional(z.string()),
  afterBooking: z.optional(z.string()),
});

function OnSite(given: z.infer<typeof props> & HostProp) {
  return <Booking {...given} Form={BookingForm} />;
}

export const { mount } = defineWidget(props, OnSite);
