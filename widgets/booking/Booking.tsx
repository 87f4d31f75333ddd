import type { ComponentType } from "react";
import { resolvePractitionerId } from "../../core/practitioner-id";
import type { ProfileView } from "../../core/profile-view";
import { useProfile } from "../practitioner-profile/profile-store";
import type { BookingFormProps } from "./BookingForm";
import { CONFIRMED_PATH } from "./confirmation-handover";
import { SlotCalendar } from "./SlotCalendar";
import { useSlotStore } from "./slot-store";

export interface BookingProps {
  /** "calendar", "form", or "all" (default: both, one under the other). */
  part?: "calendar" | "form" | "all" | undefined;
  /** Which practitioner; otherwise read from /page/practitioner/{id}. */
  practitionerId?: string | undefined;
  /** Where the patient goes after booking; null stays (partner embeds: the host page decides). */
  afterBooking?: string | null | undefined;
  /** The form, passed in so the partner embed can load it only when a time is chosen. */
  Form: ComponentType<BookingFormProps>;
  /** Given to the form: prefilled contact details and the booking-made callback (partner embeds). */
  prefill?: BookingFormProps["prefill"];
  onBooked?: BookingFormProps["onBooked"];
  /** Called once, when the first week of open times has loaded. */
  onReady?: () => void;
  /** Called when a time is chosen in this instance's calendar. */
  onChoose?: (slot: { date: string; time: string }) => void;
  /** Under the calendar on our own pages: the waitlist's invitation (issue 26); none on partner sites. */
  Waitlist?: ComponentType<{ practitionerId: string; profile: ProfileView | null }>;
}

/**
 * Booking: the weekly slot calendar and the booking form (spec sections 2-5, 7, 8), on the
 * practitioner page (widgets/booking/index.tsx) and on partner sites (widgets/embed).
 */
export function Booking({
  part = "all",
  practitionerId,
  afterBooking = CONFIRMED_PATH,
  Form,
  prefill,
  onBooked,
  onReady,
  onChoose,
  Waitlist,
}: BookingProps) {
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
    <Form
      practitionerId={id}
      profile={profile}
      selection={selection}
      afterBooking={afterBooking}
      prefill={prefill}
      onBooked={onBooked}
    />
  ) : part === "form" ? (
    <p className="bk-note">Choose an open time above to start your booking.</p>
  ) : null;
  return (
    <div className="bk-root">
      {part !== "form" && <SlotCalendar practitionerId={id} onReady={onReady} onChoose={onChoose} />}
      {part !== "form" && Waitlist && <Waitlist practitionerId={id} profile={profile} />}
      {part !== "calendar" && form}
    </div>
  );
}
