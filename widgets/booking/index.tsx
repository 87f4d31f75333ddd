import { useEffect } from "react";
import { resolvePractitionerId } from "../../core/practitioner-id";
import * as z from "../../core/schemas/z";
import { defineWidget, type HostProp } from "../ui/define-widget";
import { Booking } from "./Booking";
import { BookingForm } from "./BookingForm";
import "./booking.css";
import { offerInAddress } from "./offer-link";
import { selectSlot } from "./slot-store";
import { WaitlistInvite } from "./WaitlistInvite";

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
  useOfferInAddress(given.practitionerId);
  return <Booking {...given} Form={BookingForm} Waitlist={WaitlistInvite} />;
}

/**
 * A waitlist offer's link (`?offer=`, issue 26) chooses the held time once, with its token, so the
 * form opens on it; the calendar does not list a held time, but the form books it with the token.
 */
let offerTaken = false;
function useOfferInAddress(practitionerId: string | undefined): void {
  useEffect(() => {
    // The page mounts this widget twice (calendar and form): the first one takes the offer.
    if (offerTaken) return;
    offerTaken = true;
    const id = resolvePractitionerId(practitionerId, window.location.pathname);
    const offer = id === null ? null : offerInAddress(window.location.search, id);
    if (id === null || offer === null) return;
    selectSlot(id, {
      date: offer.date,
      time: offer.time,
      offer: { token: offer.token, heldUntilMs: offer.heldUntilMs },
    });
  }, [practitionerId]);
}

export const { mount } = defineWidget(props, OnSite);
