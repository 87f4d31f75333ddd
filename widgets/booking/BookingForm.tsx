import { useEffect, useRef, useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { type Confirmation, confirmationOf } from "../../core/booking-confirmation";
import type { ProfileView } from "../../core/profile-view";
import { longDate, MINUTE_MS, sastTime, sastToMs } from "../../core/sast-time";
import { bookingForm } from "../../core/schemas/booking";
import { uiText } from "../../core/ui-text";
import { siteUrl } from "../api/base";
import { ApiError, api, type CallBody } from "../api/client";
import { controlProps, FieldError, SubmitButton, setServerErrors } from "../ui/fields";
import { Loader } from "../ui/Loader";
import { carryToast, showToast } from "../ui/toast";
import { zodResolver } from "../ui/zod-resolver";
import { AppointmentTypeChoice } from "./AppointmentTypeChoice";
import { bookingFields } from "./booking-fields";
import {
  type BookingFormValues,
  bookingRequest,
  type ChosenSlot,
  emptyBookingForm,
  typeOffer,
} from "./booking-request";
import { handOver } from "./confirmation-handover";
import { canRemember, loadDetails, rememberAfterBooking, rememberChanged } from "./saved-details";
import { reloadSlots, type Selection, selectSlot } from "./slot-store";

/** The form's own fields, which a refused request's per-field messages go under. */
const BOOKING_FIELDS = Object.keys(emptyBookingForm) as (keyof BookingFormValues)[];

/** The spec's toast, carried to the confirmation page: long enough to read there. */
const BOOKED_TOAST_MS = 12_000;

/** Checks the values with the very schema the handler uses; messages keyed by form field. */
function resolverFor(slot: ChosenSlot): Resolver<BookingFormValues> {
  return zodResolver<BookingFormValues>(bookingForm, (values) => bookingRequest(values, slot));
}

/** Field labels, and how a schema message reads under a field ("is required" -> "First name is required"). */
const LABELS: Record<string, string> = {
  first_name: "First name",
  last_name: "Last name",
  cellphone_number: "Cellphone number",
  email: "Email",
  reason_for_appointment: "Reason for appointment",
  booking_with: "Payment",
  medical_aid_id: "Medical aid",
  medical_aid_number: "Membership number",
  medical_aid_dependant: "Dependant code",
  term_condition: "",
};

/** Where the schema's wording reads oddly under a control. */
const PLAIN: Record<string, string> = { booking_with: "Please choose how you will pay." };

function sentence(field: string, message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (PLAIN[field]) return PLAIN[field];
  if (/^[A-Z]/.test(message)) return message;
  return `${LABELS[field] ?? field} ${message}.`;
}

/** What the host page learns of a booking made (partner embeds): never the reason or contact details. */
export interface BookingMade {
  id: string;
  status: string;
  /** "YYYY-MM-DD HH:mm", South African time. */
  date: string;
  duration: number;
}

export interface BookingFormProps {
  practitionerId: string;
  profile: ProfileView | null;
  selection: Selection;
  /**
   * Where to go after booking (the confirmation page on our site: it is handed the booking); null
   * stays here: `onConfirmation` shows the confirmation, else the calendar is shown again.
   */
  afterBooking: string | null;
  /** Contact details the host page already knows (partner embeds' data-first-name etc.). */
  prefill?: Partial<Pick<BookingFormValues, "first_name" | "last_name" | "email">> | undefined;
  onBooked?: ((booking: BookingMade) => void) | undefined;
  /** Shows the confirmation in place (the partner widget's frame); the form's slot stays chosen. */
  onConfirmation?: ((confirmation: Confirmation) => void) | undefined;
}

type DurationLoad = { status: "loading" } | { status: "ready"; slot: ChosenSlot } | { status: "error" };

/**
 * The public booking form (spec sections 3, 4, 5, 8): shown once a slot is chosen, with its date, time
 * and fetched duration. Auto Fill, Cancel, a loader while sending, the spec's toasts, and the first
 * result again if the request is retried (one Idempotency-Key per attempt at one slot).
 */
export function BookingForm({
  practitionerId,
  profile,
  selection,
  afterBooking,
  prefill,
  onBooked,
  onConfirmation,
}: BookingFormProps) {
  const [load, setLoad] = useState<DurationLoad>({ status: "loading" });
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: "loading" });
    heading.current?.focus();
    api
      .call("GET /api/booking/get/duration/{practitionerId}/{dateTime}", {
        path: { practitionerId, dateTime: `${selection.date}T${selection.time}` },
        signal: controller.signal,
      })
      .then(({ duration }) =>
        setLoad({
          status: "ready",
          slot: {
            practitionerId,
            date: selection.date,
            time: selection.time,
            duration,
            ...(selection.offer && { offerToken: selection.offer.token }),
          },
        }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error("[booking] duration failed", error);
        showToast(
          error instanceof ApiError && error.status === 404 ? error.message : uiText.durationFailed,
          "error",
        );
        setLoad({ status: "error" });
      });
    return () => controller.abort();
  }, [practitionerId, selection.date, selection.time, selection.offer]);

  const when =
    load.status === "ready"
      ? `${longDate(selection.date)}, ${selection.time}–${sastTime(sastToMs(selection.date, selection.time) + load.slot.duration * MINUTE_MS)} (${load.slot.duration} minutes)`
      : `${longDate(selection.date)}, ${selection.time}`;

  return (
    <div className="bk-form-wrap">
      <h3 className="bk-form__title" ref={heading} tabIndex={-1}>
        Your appointment{profile ? ` with ${profile.name}` : ""}
      </h3>
      <p className="bk-form__when">{when} SAST</p>
      {selection.offer && <HeldNote heldUntilMs={selection.offer.heldUntilMs} />}
      {load.status === "loading" && <Loader />}
      {load.status === "error" && (
        <p className="bk-form__problem">
          {uiText.durationFailed}{" "}
          <button type="button" className="bk-link" onClick={() => selectSlot(practitionerId, null)}>
            Choose another time
          </button>
        </p>
      )}
      {load.status === "ready" && (
        <FormFields
          key={`${load.slot.date} ${load.slot.time}`}
          slot={load.slot}
          profile={profile}
          afterBooking={afterBooking}
          prefill={prefill}
          onBooked={onBooked}
          onConfirmation={onConfirmation}
        />
      )}
    </div>
  );
}

/** The waitlist offer's hold, in words: until when the time is kept for this patient (issue 26). */
function HeldNote({ heldUntilMs }: { heldUntilMs: number }) {
  const held = heldUntilMs > Date.now();
  return (
    <p className={held ? "bk-form__held" : "bk-form__held is-over"}>
      {held
        ? `We are keeping this time for you until ${sastTime(heldUntilMs)} SAST. Book before then and it is yours.`
        : "The time we kept for you has run out. You can still book it if nobody else has."}
    </p>
  );
}

function FormFields({
  slot,
  profile,
  afterBooking,
  prefill,
  onBooked,
  onConfirmation,
}: Pick<BookingFormProps, "profile" | "afterBooking" | "prefill" | "onBooked" | "onConfirmation"> & {
  slot: ChosenSlot;
}) {
  const choices = profile?.paymentChoices ?? ["Medical aid", "Cash/Card"];
  const types = typeOffer(profile?.appointmentModes);
  // Read once: whether this device may remember (our own site) and whether it already does.
  const [remembering] = useState(() => ({ offered: canRemember(), saved: loadDetails() !== null }));
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<BookingFormValues>({
    defaultValues: {
      ...emptyBookingForm,
      ...prefill,
      booking_with: choices.length === 1 ? (choices[0] ?? "") : "",
      type: types.initial,
      // Ticked while something is saved, so the box says what the device holds; unticking forgets it.
      remember: remembering.saved,
    },
    resolver: resolverFor(slot),
    shouldFocusError: true,
  });
  const idempotencyKey = useRef(crypto.randomUUID());
  const medicalAid = watch("booking_with") === "Medical aid";

  const autoFill = () => {
    const saved = loadDetails();
    if (!saved) {
      showToast(uiText.noSavedData, "warning");
      return;
    }
    for (const [field, value] of Object.entries(saved)) {
      setValue(field as keyof BookingFormValues, value as never, { shouldDirty: true });
    }
    // They chose to be remembered before; keep the saved copy current unless they untick it.
    setValue("remember", true);
  };

  const cancel = () => {
    reset();
    selectSlot(slot.practitionerId, null);
  };

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await api.call("POST /api/booking/submit", {
        // The form's resolver has already checked these values with the same schema.
        body: bookingRequest(values, slot) as CallBody<"POST /api/booking/submit">,
        idempotencyKey: idempotencyKey.current,
      });
      const { booking } = answer;
      const confirmation = confirmationOf(answer, values.email.trim());
      rememberAfterBooking(values);
      onBooked?.({ id: booking.id, status: booking.status, date: booking.date, duration: booking.duration });
      if (afterBooking !== null) {
        // Not the spec's "home" (docs/decisions.md): the confirmation page, handed the booking in this
        // tab's storage (never the address), shows the spec's toast and what was booked.
        handOver(confirmation);
        carryToast(uiText.bookingSuccess, "success", BOOKED_TOAST_MS);
        window.location.assign(afterBooking);
        return;
      }
      showToast(uiText.bookingSuccess, "success");
      reset();
      // The frame's confirmation takes the form's place; the widget reloads the week when it is done.
      if (onConfirmation) onConfirmation(confirmation);
      else reloadSlots(slot.practitionerId);
    } catch (error) {
      if (error instanceof ApiError) {
        setServerErrors(error.fields, setError, BOOKING_FIELDS);
        showToast(error.message, "error");
        // Taken meanwhile: show the week as it is now.
        if (error.status === 409) reloadSlots(slot.practitionerId);
        // A refused request (4xx) wrote nothing: the corrected one is a new request. After a server
        // error the booking may have been made (a timeout after the write): "Book" again sends the
        // same key, and the server answers with that booking instead of "taken".
        if (error.status !== 409 && error.status < 500) idempotencyKey.current = crypto.randomUUID();
      } else {
        showToast(uiText.bookingFailed, "error");
      }
    }
  });

  const fields = bookingFields({ register, errors, prefix: "bk", message: sentence });
  const errorText = (field: keyof BookingFormValues) => (
    <FieldError id={`bk-${field}`} error={sentence(field, errors[field]?.message)} />
  );

  return (
    <form className="bk-form" noValidate onSubmit={submit} aria-busy={isSubmitting}>
      <div className="bk-form__tools">
        {remembering.offered && (
          <button type="button" className="vh-btn vh-btn--ghost" onClick={autoFill}>
            Auto Fill
          </button>
        )}
        <span className="bk-form__hint">Fields marked * are required.</span>
      </div>
      <div className="bk-grid">
        {fields.contact("first_name", { required: true, marked: true })}
        {fields.contact("last_name")}
        {fields.contact("cellphone_number")}
        {fields.contact("email", { required: true, marked: true })}
      </div>
      {fields.smsReminders(watch("cellphone_number"))}
      {fields.reason({
        required: true,
        marked: true,
        note: "Only the practitioner sees this. We never put it in an email.",
      })}
      <fieldset
        className="bk-choice"
        aria-describedby={errors.booking_with ? "bk-booking_with-error" : undefined}
      >
        <legend>Payment *</legend>
        {choices.map((choice) => (
          <label key={choice} className="bk-choice__option">
            <input type="radio" value={choice} {...register("booking_with")} /> {choice}
          </label>
        ))}
        {errorText("booking_with")}
      </fieldset>
      {medicalAid && fields.medicalAid(profile?.schemes ?? [], { marked: true })}
      {medicalAid && <div className="bk-grid">{fields.medicalAidCard("your")}</div>}
      <AppointmentTypeChoice types={types} registration={register("type")} />
      <label className="bk-check">
        <input type="checkbox" {...register("follow_up_session")} /> This is a follow-up session
      </label>
      <div className="bk-check-wrap">
        <label className="bk-check" htmlFor="bk-term_condition">
          <input
            type="checkbox"
            {...controlProps("bk-term_condition", errors.term_condition?.message)}
            {...register("term_condition")}
          />{" "}
          <span>
            I agree to the{" "}
            <a href={siteUrl("/page/term-condition")} target="_blank" rel="noopener">
              terms &amp; conditions
            </a>{" "}
            and{" "}
            <a href={siteUrl("/page/privacy-policy")} target="_blank" rel="noopener">
              privacy policy
            </a>{" "}
            *
          </span>
        </label>
        {errorText("term_condition")}
      </div>
      {remembering.offered && (
        <label className="bk-check">
          <input
            type="checkbox"
            {...register("remember", { onChange: (event) => rememberChanged(event.target.checked) })}
          />{" "}
          <span>
            Remember my details on this device for Auto Fill next time (name, cellphone and email; never the
            reason)
          </span>
        </label>
      )}
      <p className="bk-form__note">
        Your booking is a request until the practitioner confirms it. We will email you either way.
      </p>
      <div className="bk-form__actions">
        <button type="button" className="vh-btn vh-btn--outline" onClick={cancel} disabled={isSubmitting}>
          Cancel
        </button>
        <SubmitButton busy={isSubmitting} label="Book appointment" busyLabel="Booking..." />
      </div>
      {isSubmitting && <Loader text="Sending your booking..." />}
    </form>
  );
}
