import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { CancelReason } from "../../core/cancel-reasons";
import type { BookingSummary, ManagedBooking } from "../../core/schemas/booking";
import { siteConfig } from "../../core/site-config";
import { ApiError, api } from "../api/client";
import { showToast } from "../ui/toast";
import { AskActions } from "./AskActions";
import { CancelClosed } from "./CancelClosed";
import { CancelReasonChoice } from "./CancelReasonChoice";
import { cancelClosedView } from "./cutoff-view";
import { Icon, type IconName } from "./Icon";
import { MovedNote, Reschedule } from "./Reschedule";
import {
  appointmentTime,
  cancelQuestion,
  isWebLink,
  type MailAction,
  notCancellableReason,
  paymentText,
  profileHref,
  STATUS_LABELS,
} from "./view";

export const CANCELLED_TOAST =
  "Your appointment has been cancelled. We have emailed you and the practitioner.";
export const NETWORK_ERROR = `We could not reach ${siteConfig.brandName}. Please check your internet connection and try again.`;
const QUESTION_ID = "bm-confirm-question";

function Fact({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <div className="vh-fact">
      <dt className="vh-fact__label">
        <span className="vh-fact__icon">
          <Icon name={icon} />
        </span>
        {label}
      </dt>
      <dd className="vh-fact__value bm-fact__value">{children}</dd>
    </div>
  );
}

function StatusNote({ booking }: { booking: BookingSummary }) {
  const name = booking.practitioner.name;
  if (booking.status === "pending") {
    return (
      <p className="bm-note bm-note--pending">
        <Icon name="info" />
        <span>
          This is a request until {name} confirms it. We will email you as soon as they confirm or decline it.
        </span>
      </p>
    );
  }
  if (booking.status === "confirmed") {
    return (
      <p className="bm-note bm-note--confirmed">
        <Icon name="info" />
        <span>{name} has confirmed your appointment.</span>
      </p>
    );
  }
  return null;
}

function Where({ booking }: { booking: BookingSummary }) {
  if (booking.type === 0) return <>{booking.practitioner.address || "In person (address to follow)"}</>;
  const live = booking.status === "pending" || booking.status === "confirmed";
  const url = booking.video_url;
  return (
    <>
      <span className="bm-fact__main">Virtual appointment</span>
      {live && isWebLink(url) && (
        <>
          <a className="bm-link" href={url} target="_blank" rel="noopener noreferrer">
            <span>Join the video call</span>
            <Icon name="external" size={16} />
            <span className="vh-sr-only"> (opens in a new tab)</span>
          </a>
          <span className="bm-fact__hint">{url}</span>
        </>
      )}
      {live && url && !isWebLink(url) && <span className="bm-fact__hint">Video link: {url}</span>}
    </>
  );
}

type Focus = "question" | "cancel" | "status" | "yes" | null;

/**
 * The booking, the reschedule part and the two-step cancel: ask in the page, then POST
 * /api/booking/cancel. `action` (a mail's button) opens the page at that step; it never acts by itself.
 */
export function Booking({
  booking,
  token,
  action,
  onChange,
  onGone,
}: {
  booking: ManagedBooking;
  token: string;
  action: MailAction | null;
  /** A newer copy of the booking (after cancelling or moving, or re-read after a conflict). */
  onChange: (booking: ManagedBooking) => void;
  /** The link stopped working while the page was open (expired, or the booking is gone). */
  onGone: (message: string) => void;
}) {
  const [confirming, setConfirming] = useState(action === "cancel");
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState<CancelReason | undefined>(undefined);
  const focusNext = useRef<Focus>(action === "cancel" ? "question" : null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const questionRef = useRef<HTMLHeadingElement>(null);
  const yesRef = useRef<HTMLButtonElement>(null);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const time = appointmentTime(booking);
  const ended = notCancellableReason(booking);
  const closed = cancelClosedView(booking);
  const open = confirming && booking.cancellable;

  // Focus goes where the person's attention should be after each step.
  useLayoutEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    const element = {
      question: questionRef,
      cancel: cancelRef,
      status: statusRef,
      yes: yesRef,
    }[target].current;
    element?.focus();
  });

  const close = () => {
    if (busy) return;
    focusNext.current = "cancel";
    setConfirming(false);
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !busy) {
        event.preventDefault();
        focusNext.current = "cancel";
        setConfirming(false);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, busy]);

  const refresh = async () => {
    try {
      const body = await api.call("GET /api/booking/manage", { query: { token } });
      if (!alive.current) return;
      if (!body.booking.cancellable) {
        setConfirming(false);
        focusNext.current = "status";
      }
      onChange(body.booking);
    } catch (error) {
      if (alive.current && error instanceof ApiError && [403, 404, 410].includes(error.status))
        onGone(error.message);
    }
  };

  const cancel = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const body = await api.call("POST /api/booking/cancel", {
        body: { token, ...(reason ? { reason_category: reason } : {}) },
      });
      if (!alive.current) return;
      setBusy(false);
      setConfirming(false);
      focusNext.current = "status";
      onChange(body.booking);
      showToast(CANCELLED_TOAST, "success", { durationMs: 8000 });
    } catch (error) {
      if (!alive.current) return;
      setBusy(false);
      focusNext.current = "yes";
      showToast(error instanceof ApiError ? error.message : NETWORK_ERROR, "error", { durationMs: 8000 });
      // The booking changed under us (confirmed, declined, expired): show what it is now.
      if (error instanceof ApiError && [403, 404, 409, 410].includes(error.status)) void refresh();
    }
  };

  return (
    <article className="vh-card bm-booking" aria-labelledby="bm-practitioner">
      <p className="bm-status" tabIndex={-1} ref={statusRef}>
        <span className="vh-sr-only">Booking status: </span>
        <span className={`bm-badge bm-badge--${booking.status}`}>{STATUS_LABELS[booking.status]}</span>
      </p>
      <div className="bm-who">
        <h2 id="bm-practitioner" className="bm-who__name">
          <span className="vh-sr-only">Your appointment with </span>
          <a href={profileHref(booking)}>{booking.practitioner.name}</a>
        </h2>
        {booking.practitioner.profession && (
          <p className="bm-who__profession">{booking.practitioner.profession}</p>
        )}
      </div>
      <MovedNote booking={booking} />
      <StatusNote booking={booking} />

      <dl className="bm-facts">
        <Fact icon="calendar" label="Date and time">
          {time ? time.full : booking.date}
        </Fact>
        <Fact icon={booking.type === 1 ? "video" : "pin"} label={booking.type === 1 ? "Where" : "Address"}>
          <Where booking={booking} />
        </Fact>
        <Fact icon="card" label="Payment">
          {paymentText(booking)}
        </Fact>
      </dl>

      <div className="bm-manage">
        {open ? (
          <section className="bm-confirm" aria-labelledby={QUESTION_ID} aria-busy={busy}>
            <h3 id={QUESTION_ID} className="bm-confirm__question" tabIndex={-1} ref={questionRef}>
              {cancelQuestion(booking)}
            </h3>
            <p className="bm-confirm__text">
              The time will be freed for someone else, and we will email you and {booking.practitioner.name}.
              {` ${siteConfig.brandName}`} does not charge for cancelling.
            </p>
            <CancelReasonChoice value={reason} onChange={setReason} disabled={busy} />
            <AskActions
              yes="Yes, cancel appointment"
              busyText="Cancelling..."
              tone="danger"
              no="Keep appointment"
              busy={busy}
              onYes={cancel}
              onNo={close}
              yesRef={yesRef}
            />
            <p className="vh-sr-only" role="status">
              {busy ? "Cancelling your appointment..." : ""}
            </p>
          </section>
        ) : (
          <>
            {/* Shown while the booking has not started, even once online cancelling has closed. */}
            <Reschedule
              booking={booking}
              token={token}
              startOpen={action === "reschedule"}
              onChange={onChange}
            />
            {booking.cancellable ? (
              <>
                <button
                  type="button"
                  className="vh-btn vh-btn--lg vh-btn--outline-danger"
                  ref={cancelRef}
                  onClick={() => {
                    focusNext.current = "question";
                    setConfirming(true);
                  }}
                >
                  Cancel appointment
                </button>
                <p className="bm-manage__hint">You will be asked to confirm before anything changes.</p>
              </>
            ) : closed ? (
              <CancelClosed view={closed} />
            ) : (
              <EndedLinks booking={booking} reason={ended} />
            )}
          </>
        )}
      </div>
    </article>
  );
}

/** Why the booking can no longer be changed online, and where to book another time. */
function EndedLinks({ booking, reason }: { booking: ManagedBooking; reason: string | null }) {
  return (
    <div className="bm-ended">
      <p className="bm-ended__reason">{reason}</p>
      <p className="bm-ended__links">
        <a className="vh-btn vh-btn--lg vh-btn--primary" href={`${profileHref(booking)}#availability`}>
          See {booking.practitioner.name}'s available times
        </a>
        <a className="vh-btn vh-btn--lg vh-btn--outline" href="/page/search">
          Search for practitioners
        </a>
      </p>
    </div>
  );
}
