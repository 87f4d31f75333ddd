/**
 * "Join the waitlist" (issue 26): first name, email, optional cellphone, in person or virtual, and
 * the days and parts of the day that suit, checked with the handler's own schema. Its own chunk,
 * loaded when the patient opens it (or when nothing is open in the horizon).
 */
import type { Path } from "react-hook-form";
import type { AppointmentMode } from "../../core/appointment-modes";
import { PARTS_OF_DAY, waitlistJoinBody } from "../../core/schemas/waitlist";
import { api, type CallBody } from "../api/client";
import { fieldMessage, Honeypot, useAnsweredForm } from "../lib/public-form";
import { Field, FieldError, SubmitButton } from "../ui/fields";
import { AppointmentTypeChoice } from "./AppointmentTypeChoice";
import { typeOffer } from "./booking-request";
import "./waitlist.css";

export interface WaitlistJoinFormProps {
  practitionerId: string;
  appointmentModes: readonly AppointmentMode[] | undefined;
}

interface Values {
  first_name: string;
  email: string;
  cellphone_number: string;
  type: "0" | "1";
  weekdays: string[];
  parts_of_day: string[];
  website: string;
}

/** Monday first, as a South African week is read; the values are the API's (0 is Sunday). */
const WEEKDAYS = [
  ["1", "Mon", "Monday"],
  ["2", "Tue", "Tuesday"],
  ["3", "Wed", "Wednesday"],
  ["4", "Thu", "Thursday"],
  ["5", "Fri", "Friday"],
  ["6", "Sat", "Saturday"],
  ["0", "Sun", "Sunday"],
] as const;
const PART_LABEL: Record<(typeof PARTS_OF_DAY)[number], string> = {
  morning: "Mornings (before 12:00)",
  afternoon: "Afternoons (12:00 to 17:00)",
  evening: "Evenings (from 17:00)",
};
const LABELS: Record<string, string> = {
  first_name: "First name",
  email: "Email",
  cellphone_number: "Cellphone number",
};
const FIELDS: Path<Values>[] = [
  "first_name",
  "email",
  "cellphone_number",
  "type",
  "weekdays",
  "parts_of_day",
];

function toRequest(practitionerId: string) {
  return (values: Values) => ({
    practitioner_id: practitionerId,
    first_name: values.first_name,
    email: values.email,
    cellphone_number: values.cellphone_number.trim() || undefined,
    type: values.type === "1" ? 1 : 0,
    weekdays: values.weekdays.length > 0 ? values.weekdays.map(Number) : undefined,
    parts_of_day: values.parts_of_day.length > 0 ? values.parts_of_day : undefined,
    website: values.website,
  });
}

export function WaitlistJoinForm({ practitionerId, appointmentModes }: WaitlistJoinFormProps) {
  const types = typeOffer(appointmentModes);
  const request = toRequest(practitionerId);
  const { form, submit, done, doneRef } = useAnsweredForm<Values, HTMLHeadingElement>({
    schema: waitlistJoinBody,
    empty: {
      first_name: "",
      email: "",
      cellphone_number: "",
      type: types.initial,
      weekdays: [],
      parts_of_day: [],
      website: "",
    },
    fields: FIELDS,
    toRequest: request,
    send: (values) =>
      api.call("POST /api/waitlist/join", {
        // The resolver has already checked this body with the handler's own schema.
        body: request(values) as CallBody<"POST /api/waitlist/join">,
      }),
  });
  const { register, formState } = form;
  const errors = formState.errors as Partial<Record<string, { message?: string }>>;
  const error = (field: string) => fieldMessage(LABELS[field] ?? "This", errors[field]?.message);

  if (done)
    return (
      <div className="pf-done bk-waitlist__done">
        <h4 ref={doneRef} tabIndex={-1}>
          Waitlist joined
        </h4>
        <p role="status">{done}</p>
      </div>
    );

  return (
    <form
      className="pf-form bk-waitlist__form"
      noValidate
      onSubmit={submit}
      aria-busy={formState.isSubmitting}
    >
      <p className="pf-note">
        Fields marked * are required. You stay on the waitlist for 30 days, and the email we send you has a
        link to leave it at any time.
      </p>
      <div className="pf-grid">
        {(["first_name", "email"] as const).map((field) => (
          <Field key={field} id={`wl-${field}`} label={`${LABELS[field]} *`} error={error(field)}>
            {(control) => (
              <input
                type={field === "email" ? "email" : "text"}
                autoComplete={field === "email" ? "email" : "given-name"}
                required
                {...control}
                {...register(field)}
              />
            )}
          </Field>
        ))}
      </div>
      <Field
        id="wl-cellphone_number"
        label="Cellphone number"
        error={error("cellphone_number")}
        note="Optional: for a text message as well when a time comes free."
      >
        {(control) => (
          <input
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            {...control}
            {...register("cellphone_number")}
          />
        )}
      </Field>
      <AppointmentTypeChoice types={types} registration={register("type")} />
      <fieldset className="bk-choice bk-waitlist__days" aria-describedby="wl-days-note">
        <legend>Days that suit you</legend>
        <p className="bk-waitlist__note" id="wl-days-note">
          Leave them all unticked if any day suits.
        </p>
        {WEEKDAYS.map(([value, short, long]) => (
          <label key={value} className="bk-choice__option bk-waitlist__day">
            <input type="checkbox" value={value} aria-label={long} {...register("weekdays")} />
            <span aria-hidden="true">{short}</span>
          </label>
        ))}
        <FieldError id="wl-weekdays" error={errors.weekdays?.message} />
      </fieldset>
      <fieldset className="bk-choice" aria-describedby="wl-parts-note">
        <legend>Times of day that suit you</legend>
        <p className="bk-waitlist__note" id="wl-parts-note">
          Leave them all unticked if any time suits.
        </p>
        {PARTS_OF_DAY.map((part) => (
          <label key={part} className="bk-choice__option">
            <input type="checkbox" value={part} {...register("parts_of_day")} /> {PART_LABEL[part]}
          </label>
        ))}
        <FieldError id="wl-parts_of_day" error={errors.parts_of_day?.message} />
      </fieldset>
      <p className="bk-form__note">
        When a time that suits you comes free, we email the first three people on the list in the order they
        joined and keep the time for them for a few minutes. The first to book it gets it.
      </p>
      <Honeypot registration={register("website")} />
      <SubmitButton busy={formState.isSubmitting} label="Join the waitlist" busyLabel="Joining..." />
    </form>
  );
}
