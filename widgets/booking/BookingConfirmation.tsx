import { useEffect, useId, useMemo, useRef } from "react";
import {
  type Confirmation,
  confirmationCalendar,
  googleCalendarUrl,
  requestText,
  whereText,
} from "../../core/booking-confirmation";
import { appointmentTime, paymentText } from "../booking-manage/view";
import "./confirmation.css";
import { UrgentHelp } from "./UrgentHelp";

export interface BookingConfirmationProps {
  confirmation: Confirmation;
  /** h1 on its own page, h2 inside the partner widget's frame. */
  level: 1 | 2;
  /** "Done" (the partner widget: back to the calendar, or the popup closes); none on our page. */
  onDone?: (() => void) | undefined;
}

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <div className="vh-fact bk-done__fact">
      <dt className="vh-fact__label">{label}</dt>
      <dd className="vh-fact__value">{children}</dd>
    </div>
  );
}

/**
 * What was booked, that it is a request until confirmed and by when, add to calendar, where the
 * link to change or cancel it is, and what to do if it is urgent. Its heading takes focus when it
 * appears, so a screen reader announces it and nothing jumps to the footer.
 */
export function BookingConfirmation({ confirmation, level, onDone }: BookingConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const { booking } = confirmation;
  const name = booking.practitioner.name;
  const time = appointmentTime(booking);
  const icsHref = useMemo(() => {
    const ics = confirmationCalendar(confirmation, Date.now());
    return ics === null ? null : `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
  }, [confirmation]);
  const google = googleCalendarUrl(confirmation);
  const Heading = level === 1 ? "h1" : "h2";
  const Sub = level === 1 ? "h2" : "h3";

  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="bk-done" aria-labelledby={titleId}>
      <Heading id={titleId} className="bk-done__title" ref={heading} tabIndex={-1}>
        Booking request sent
      </Heading>
      <p className="bk-done__lead">{requestText(confirmation)}</p>
      <dl className="bk-done__facts">
        <Fact label="Practitioner">
          {booking.practitioner.profession ? `${name}, ${booking.practitioner.profession}` : name}
        </Fact>
        <Fact label="Date and time">{time ? time.full : booking.date}</Fact>
        <Fact label={booking.type === 1 ? "Where" : "Address"}>{whereText(booking)}</Fact>
        <Fact label="Payment">{paymentText(booking)}</Fact>
      </dl>
      <p className="bk-done__mail">
        We sent the details to <strong>{confirmation.email}</strong>. That email has the link to change or
        cancel this booking. If it has not arrived in a few minutes, look in your spam folder.
      </p>
      <div className="bk-done__actions">
        {icsHref && (
          <a className="vh-btn vh-btn--outline" href={icsHref} download="appointment.ics">
            Add to calendar (.ics)
          </a>
        )}
        {google && (
          <a className="vh-btn vh-btn--ghost" href={google} target="_blank" rel="noopener noreferrer">
            Add to Google Calendar<span className="vh-sr-only"> (opens in a new tab)</span>
          </a>
        )}
        {onDone && (
          <button type="button" className="vh-btn vh-btn--primary" onClick={onDone}>
            Done
          </button>
        )}
      </div>
      <section className="bk-done__urgent" aria-labelledby={`${titleId}-urgent`}>
        <Sub id={`${titleId}-urgent`} className="bk-done__subtitle">
          If it is urgent
        </Sub>
        <UrgentHelp lead="Do not wait for this appointment." />
      </section>
    </section>
  );
}
