import { lazy, type ReactNode, Suspense, useEffect, useId, useState } from "react";
import { siteUrl } from "../api/base";
import { Booking } from "../booking/Booking";
import type { BookingFormProps, BookingMade } from "../booking/BookingForm";
import { useSlotStore } from "../booking/slot-store";
import { useProfile } from "../practitioner-profile/profile-store";
import { Loader } from "../ui/Loader";
import { PractitionerPhoto } from "../ui/PractitionerPhoto";
import type { EmbedOptions } from "./embed-options";
import type { Emit } from "./events";
import { FrameTheme, frameTheme } from "./frame-theme";

/**
 * The form's frame (./FramedForm.tsx) loads when a time is chosen, not before: the first open time
 * needs only the calendar.
 */
const LazyForm = lazy(() => import("./FramedForm").then((module) => ({ default: module.FramedForm })));

function Form(props: BookingFormProps) {
  return (
    <Suspense fallback={<Loader />}>
      <LazyForm {...props} />
    </Suspense>
  );
}

interface Props {
  practitionerId: string;
  options: EmbedOptions;
  emit: Emit;
  /** The popup's close button, beside the heading. */
  closeButton?: ReactNode;
  /** The heading's id, for the popup's aria-labelledby. */
  headingId?: string;
  /** The font the widget inherits from the partner's page: the form's frame uses it unless data-font says otherwise. */
  hostFont?: string;
}

/** "2026-11-25 09:00" -> "2026-11-25T09:00:00+02:00" (South Africa keeps +02:00 all year). */
function startOf(date: string): string {
  return `${date.replace(" ", "T")}:00+02:00`;
}

/** The booking widget as partners embed it: whose calendar this is, then the calendar and form. */
export function EmbedBooking({ practitionerId, options, emit, closeButton, headingId, hostFont }: Props) {
  const fallbackId = useId();
  const titleId = headingId ?? fallbackId;
  const { load } = useProfile(practitionerId);
  const profile = load.status === "ready" ? load.view : null;
  // While the frame shows the confirmation, the calendar steps aside; "Done" clears the time again.
  const [confirming, setConfirming] = useState(false);
  const { selection } = useSlotStore(practitionerId);
  useEffect(() => {
    if (selection === null) setConfirming(false);
  }, [selection]);

  const booked = (booking: BookingMade) => {
    setConfirming(true);
    emit("vula:booking-created", {
      practitionerId,
      bookingId: booking.id,
      status: booking.status,
      start: startOf(booking.date),
      durationMinutes: booking.duration,
    });
  };
  const prefill = {
    ...(options.firstName ? { first_name: options.firstName } : {}),
    ...(options.lastName ? { last_name: options.lastName } : {}),
    ...(options.email ? { email: options.email } : {}),
  };

  return (
    <FrameTheme.Provider value={frameTheme(options, hostFont)}>
      {closeButton}
      <div className="vh-embed__head">
        {/* The photo's and the profession's room is held while the profile loads: nothing moves. */}
        {profile ? (
          <PractitionerPhoto
            name={profile.name}
            image={profile.image}
            className="vh-embed__photo"
            size={56}
          />
        ) : (
          <span className="vh-embed__photo vh-embed__photo--pending" aria-hidden="true" />
        )}
        <div>
          <h2 className="vh-embed__title" id={titleId}>
            {profile ? `Book with ${profile.name}` : "Book an appointment"}
          </h2>
          <p className="vh-embed__profession">{profile?.profession}</p>
        </div>
      </div>
      <Booking
        part={confirming ? "form" : "all"}
        practitionerId={practitionerId}
        afterBooking={options.afterBooking ?? null}
        Form={Form}
        prefill={prefill}
        onBooked={booked}
        onReady={() => emit("vula:ready", { practitionerId })}
        onChoose={(slot) => emit("vula:slot-selected", { practitionerId, ...slot })}
      />
      <p className="vh-embed__by">
        Online booking by{" "}
        <a href={siteUrl("/")} target="_blank" rel="noopener">
          Vula Health
        </a>
      </p>
    </FrameTheme.Provider>
  );
}
