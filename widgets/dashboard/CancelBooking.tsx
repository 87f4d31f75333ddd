import { useEffect, useRef, useState } from "react";
import { longDate } from "../../core/sast-time";
import { CANCEL_NOTE_MAX, type PractitionerBookingRow } from "../../core/schemas/dashboard";
import { Field } from "../ui/fields";

/**
 * "Cancel" on a confirmed booking (issue 25), opened inside its card: an optional message that is
 * emailed to the patient with the cancellation, then Cancel appointment or Keep appointment. The
 * message field takes focus when it opens; Keep gives focus back to the caller (`onKeep`).
 */
export function CancelBooking(props: {
  row: PractitionerBookingRow;
  busy: boolean;
  onCancel(note: string): void;
  onKeep(): void;
}) {
  const { row } = props;
  const [note, setNote] = useState("");
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);
  const id = `db-cancel-${row.id}`;
  const who = row.first_name.trim() || "the patient";
  return (
    <form
      className="db-cancel"
      aria-label={`Cancel the appointment with ${who}`}
      onSubmit={(event) => {
        event.preventDefault();
        props.onCancel(note.trim());
      }}
    >
      <p className="db-cancel__lead">
        Cancel the appointment on {longDate(row.date.slice(0, 10))} at {row.date.slice(11)}?
      </p>
      <Field
        id={id}
        label="Message to the patient (optional)"
        error={undefined}
        note={`We email ${who} that the appointment is cancelled, with your message. Please leave out health details. Up to ${CANCEL_NOTE_MAX} characters.`}
      >
        {(control) => (
          <textarea
            {...control}
            ref={field}
            rows={3}
            maxLength={CANCEL_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </Field>
      <div className="db-booking__actions">
        <button type="submit" className="vh-btn vh-btn--primary db-btn" disabled={props.busy}>
          Cancel appointment
        </button>
        <button type="button" className="vh-btn vh-btn--outline db-btn" onClick={props.onKeep}>
          Keep appointment
        </button>
      </div>
    </form>
  );
}
