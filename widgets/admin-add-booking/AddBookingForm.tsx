import { type ReactNode, useEffect, useRef, useState } from "react";
import { type FieldErrors, type Resolver, type UseFormRegisterReturn, useForm } from "react-hook-form";
import { MODE_CHOICE_LABEL, offeredModes, typeOfMode } from "../../core/appointment-modes";
import { longDate } from "../../core/sast-time";
import {
  type AdminBookingResponse,
  adminBookingForm,
  BOOKING_EXISTS,
  type MedicalAidsResponse,
  ownBookingForm,
  type PatientMatch,
  type PractitionerMatch,
  SUBMISSION_BOOKED,
  SUBMISSION_TAKEN,
} from "../../core/schemas/admin-booking";
import { parse } from "../../core/schemas/z";
import { DURATIONS } from "../../core/slots";
import { SOMETHING_WENT_WRONG } from "../../core/ui-text";
import { PatientPicker } from "../admin-ui/PatientPicker";
import { PractitionerPicker } from "../admin-ui/PractitionerPicker";
import { ApiError, api } from "../api/client";
import { bookingFields } from "../booking/booking-fields";
import { medicalAidCardBody } from "../booking/booking-request";
import { SlotCalendar } from "../booking/SlotCalendar";
import { type ControlProps, Field, FieldError, SubmitButton, setServerErrors } from "../ui/fields";
import { showToast } from "../ui/toast";
import { zodResolver } from "../ui/zod-resolver";
import "../admin-ui/admin-forms.css";
import "../booking/booking.css";

type Values = {
  patient_kind: "existing" | "new";
  /** The practitioner's own booking: taken by phone, or for a patient at the practice. */
  channel: "phone" | "walk-in";
  first_name: string;
  last_name: string;
  email: string;
  cellphone_number: string;
  date: string;
  duration: string;
  type: string;
  booking_with: string;
  medical_aid_id: string;
  medical_aid_number: string;
  medical_aid_dependant: string;
  reason_for_appointment: string;
  out_of_hours: boolean;
  sms_reminders: boolean;
};

/** The SMS tick box as the admin sees it: they ask the patient on the phone. */
const SMS_LOOK = { className: "vh-check", label: "Remind the patient by SMS before the appointment" };

const EMPTY: Values = {
  patient_kind: "new",
  channel: "phone",
  first_name: "",
  last_name: "",
  email: "",
  cellphone_number: "",
  date: "",
  duration: "30",
  type: "0",
  booking_with: "",
  medical_aid_id: "",
  medical_aid_number: "",
  medical_aid_dependant: "",
  reason_for_appointment: "",
  out_of_hours: false,
  sms_reminders: false,
};

function formBody(
  values: Values,
  patient: PatientMatch | null,
  practitioner: PractitionerMatch | null,
  own = false,
) {
  const common = {
    practitioner: practitioner?.name ?? "",
    practitioner_id: practitioner?.id ?? "",
    date: values.date,
    type: Number(values.type),
    booking_with: values.booking_with,
    duration: Number(values.duration),
    reason_for_appointment: values.reason_for_appointment,
    out_of_hours: values.out_of_hours,
    ...(values.booking_with === "Medical aid" ? { medical_aid_id: values.medical_aid_id } : {}),
    ...medicalAidCardBody(values),
  };
  if (values.patient_kind === "existing")
    return {
      ...common,
      patient_id: patient?.id ?? "",
      name: patient ? `${patient.name} ${patient.surname}` : "",
      // Offered only when the patient has a number (the handler checks it can receive a text).
      sms_reminders: values.sms_reminders && Boolean(patient?.contact_number),
    };
  const cellphone = values.cellphone_number.replace(/[\s-]/g, "");
  return {
    ...common,
    ...(own
      ? {
          channel: values.channel,
          practitioner: undefined,
          practitioner_id: undefined,
          out_of_hours: undefined,
        }
      : {}),
    name: `${values.first_name} ${values.last_name}`.trim(),
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    cellphone_number: cellphone,
    sms_reminders: values.sms_reminders && cellphone !== "",
  };
}

/** What the chosen practitioner accepts (nothing until they are chosen and their choices loaded). */
function paymentChoices(workWith: MedicalAidsResponse["work_with"] | undefined): string[] {
  if (workWith === undefined) return [];
  if (workWith === "Medical Aid") return ["Medical aid"];
  if (workWith === "Cash-Card") return ["Cash/Card"];
  return ["Medical aid", "Cash/Card"];
}

type Chosen = { patient: PatientMatch | null; practitioner: PractitionerMatch | null };
type ControlDraw = (props: ControlProps & UseFormRegisterReturn) => ReactNode;

/**
 * The form's check: the handler's schema over the request the form would send, and the two pickers,
 * whose choices are not fields.
 */
function checkForm(chosen: { current: Chosen }, own: boolean): Resolver<Values> {
  return async (values, context, options) => {
    const { patient, practitioner } = chosen.current;
    const checked = await zodResolver<Values>(own ? ownBookingForm : adminBookingForm, (form) =>
      formBody(form, patient, practitioner, own),
    )(values, context, options);
    const errors = { ...checked.errors } as Record<string, { type: string; message: string }>;
    if (values.patient_kind === "existing" && !patient)
      errors.name = { type: "required", message: "Please choose a patient from the list." };
    if (!values.date) errors.date = { type: "required", message: "Please choose a time in the calendar." };
    if (!practitioner)
      errors.practitioner_id = { type: "required", message: "Please choose a practitioner from the list." };
    return Object.keys(errors).length > 0 ? { values: {}, errors: errors as FieldErrors<Values> } : checked;
  };
}

/** What was booked, said in full once the booking is placed (issue 25), with "Add another booking". */
function Booked({
  booking,
  lastName,
  own,
  onAnother,
}: {
  booking: NonNullable<AdminBookingResponse["booking"]>;
  lastName: string;
  own: boolean;
  onAnother(): void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const [date, time] = booking.date.split(" ");
  return (
    <section className="vh-admin-form ab-booked" aria-labelledby="ab-booked-title">
      <h2 id="ab-booked-title" tabIndex={-1} ref={heading}>
        Booking added
      </h2>
      <p>
        {booking.first_name} {lastName} with {booking.practitioner.name} on {longDate(date ?? "")} at {time},{" "}
        {booking.type === 1 ? "by video call" : "in person"}, {booking.duration} minutes.
      </p>
      <p>
        {own
          ? "It is confirmed and in your diary. We have emailed the patient."
          : "We have emailed the patient. It waits for the practitioner to confirm it."}
      </p>
      <button type="button" className="vh-btn vh-btn--primary" onClick={onAnother}>
        Add another booking
      </button>
    </section>
  );
}

/**
 * /admin/bookings/add (spec sections 3, 4, 5 and 8), and the practitioner's own phone or walk-in
 * booking (`own`, issue 25): a booking taken by phone. A known patient is found by typing (admins
 * only); a new one needs first and last name, email and cellphone. The practitioner is found by
 * typing (or is the caller); the time is chosen in the public slot calendar (the admin's
 * out-of-hours override brings back a free date and time). Outcomes by `status`: 200 what was
 * booked, 300 the spec's warning, anything else an error toast.
 */
export function AddBookingForm({ own }: { own?: { id: string; name: string } | undefined }) {
  const [patient, setPatient] = useState<PatientMatch | null>(null);
  const ownPractitioner = own ? { ...own, profession: "", address: "", work_with: "both" as const } : null;
  const [practitioner, setPractitioner] = useState<PractitionerMatch | null>(ownPractitioner);
  const [booked, setBooked] = useState<{
    booking: NonNullable<AdminBookingResponse["booking"]>;
    lastName: string;
  }>();
  const [aids, setAids] = useState<MedicalAidsResponse | null>(null);
  /** Remounts the pickers when the form clears. */
  const [round, setRound] = useState(0);
  // The pickers' choices as the resolver finds them when the form is sent.
  const chosen = useRef({ patient, practitioner });
  chosen.current = { patient, practitioner };
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    getValues,
    setError,
    clearErrors,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: EMPTY, resolver: checkForm(chosen, Boolean(own)) });
  const errorOf = (name: string) => (errors as Partial<Record<string, { message?: string }>>)[name]?.message;
  const date = watch("date");

  useEffect(() => {
    setAids(null);
    if (!practitioner) return;
    const controller = new AbortController();
    api
      .call("POST /api/booking/search/getMedicalAids/{practitionerUserId}", {
        path: { practitionerUserId: practitioner.id },
        signal: controller.signal,
      })
      .then((body) => {
        setAids(body);
        const choices = paymentChoices(body.work_with);
        if (!choices.includes(getValues("booking_with"))) setValue("booking_with", choices[0] ?? "");
        const types = offeredModes(body.appointment_modes).map((mode) => String(typeOfMode(mode)));
        if (!types.includes(getValues("type"))) setValue("type", types[0] ?? "0");
      })
      .catch((error: unknown) => {
        if ((error as Error)?.name !== "AbortError")
          showToast(error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG, "error");
      });
    return () => controller.abort();
  }, [practitioner, getValues, setValue]);

  // The length of an offered time, to start from (the admin may change it with the override).
  useEffect(() => {
    if (!practitioner || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(date)) return;
    const controller = new AbortController();
    api
      .call("GET /api/booking/get/duration/{practitionerId}/{dateTime}", {
        path: { practitionerId: practitioner.id, dateTime: date },
        signal: controller.signal,
      })
      .then((body) => setValue("duration", String(body.duration)))
      .catch(() => {
        // Not an offered time: the admin chooses the length (and ticks the override).
      });
    return () => controller.abort();
  }, [practitioner, date, setValue]);

  const clear = () => {
    reset(EMPTY);
    setPatient(null);
    setPractitioner(ownPractitioner);
    setBooked(undefined);
    setRound((n) => n + 1);
  };

  const submit = handleSubmit(async (values) => {
    // The resolver has checked this very body.
    const sent = formBody(values, patient, practitioner, Boolean(own));
    try {
      const idempotencyKey = crypto.randomUUID();
      const answer = own
        ? await api.call("POST /api/dashboard/bookings/add", {
            body: parse(ownBookingForm, sent),
            idempotencyKey,
          })
        : await api.call("POST /api/booking/submission", {
            body: parse(adminBookingForm, sent),
            idempotencyKey,
          });
      if (answer.status === SUBMISSION_BOOKED && answer.booking) {
        setBooked({ booking: answer.booking, lastName: patient?.surname ?? values.last_name });
      } else if (answer.status === SUBMISSION_TAKEN) {
        showToast(BOOKING_EXISTS, "warning");
      } else {
        showToast(answer.message, "error");
      }
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG, "error");
      if (error instanceof ApiError && error.status === 400) setServerErrors(error.fields, setError);
    }
  });

  const fields = bookingFields({ register, errors, prefix: "ab" });
  const field = (
    name: "date" | "duration" | "type" | "booking_with",
    label: string,
    control: ControlDraw,
  ) => {
    // Registered in field order (see bookingFields): the first invalid one is focused.
    const registration = register(name);
    return (
      <Field id={`ab-${name}`} label={label} error={errorOf(name)}>
        {(props) => control({ ...props, ...registration })}
      </Field>
    );
  };
  const choices = paymentChoices(aids?.work_with);
  const patientKind = own ? "new" : watch("patient_kind");
  const outOfHours = watch("out_of_hours");
  if (booked) return <Booked {...booked} own={Boolean(own)} onAnother={clear} />;

  return (
    <form className="vh-admin-form" noValidate onSubmit={submit} aria-label="Add a booking taken by phone">
      <fieldset className="vh-admin-form__group">
        <legend>Patient</legend>
        {own ? (
          <div className="vh-admin-form__choice" role="radiogroup" aria-label="How the patient booked">
            {(["phone", "walk-in"] as const).map((channel) => (
              <label key={channel} className="vh-check">
                <input type="radio" value={channel} {...register("channel")} />
                {channel === "phone" ? "By phone" : "At the practice (walk-in)"}
              </label>
            ))}
          </div>
        ) : (
          <div className="vh-admin-form__choice" role="radiogroup" aria-label="Which patient">
            {(["new", "existing"] as const).map((kind) => (
              <label key={kind} className="vh-check">
                <input type="radio" value={kind} {...register("patient_kind")} />
                {kind === "new" ? "New patient" : "Existing patient"}
              </label>
            ))}
          </div>
        )}
        {patientKind === "existing" ? (
          <div className="vh-admin-form__wide">
            <PatientPicker key={`patient-${round}`} id="ab-patient" onChoose={setPatient} />
            {patient && (
              <p className="vh-admin-muted">
                {patient.email_address} · {patient.contact_number || "No Contact no."}
              </p>
            )}
            <FieldError id="ab-patient" error={errorOf("name") ?? errorOf("patient_id")} />
            {fields.smsReminders(patient?.contact_number, SMS_LOOK)}
          </div>
        ) : (
          <div className="vh-admin-form__grid">
            {fields.contact("first_name", { required: true, autoComplete: "off" })}
            {fields.contact("last_name", { required: true, autoComplete: "off" })}
            {fields.contact("email", { required: true, autoComplete: "off" })}
            {fields.contact("cellphone_number", { label: "Cellphone", required: true, autoComplete: "off" })}
            {fields.smsReminders(watch("cellphone_number"), SMS_LOOK)}
          </div>
        )}
      </fieldset>

      <fieldset className="vh-admin-form__group">
        <legend>Appointment</legend>
        {!own && (
          <div className="vh-admin-form__wide">
            <PractitionerPicker
              key={`practitioner-${round}`}
              id="ab-practitioner"
              onChoose={(match) => {
                setPractitioner(match);
                clearErrors("practitioner_id" as keyof Values);
              }}
            />
            {practitioner && <p className="vh-admin-muted">{practitioner.address || "No Location"}</p>}
            <FieldError id="ab-practitioner" error={errorOf("practitioner_id")} />
          </div>
        )}
        {practitioner && !outOfHours && (
          <div className="vh-admin-form__wide ab-calendar">
            <SlotCalendar
              key={`calendar-${practitioner.id}-${round}`}
              practitionerId={practitioner.id}
              onChoose={(slot) => {
                setValue("date", `${slot.date}T${slot.time}`);
                clearErrors("date");
              }}
            />
            <input type="hidden" {...register("date")} />
            <p className="ab-chosen" aria-live="polite">
              {/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(date)
                ? `Chosen time: ${longDate(date.slice(0, 10))} at ${date.slice(11)}`
                : "Choose a time in the calendar."}
            </p>
            <FieldError id="ab-date" error={errorOf("date")} />
          </div>
        )}
        <div className="vh-admin-form__grid">
          {outOfHours &&
            field("date", "Date and time", (props) => (
              <input type="datetime-local" step={300} required {...props} />
            ))}
          {field("duration", "Duration", (props) => (
            <select {...props}>
              {DURATIONS.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {minutes} minutes
                </option>
              ))}
            </select>
          ))}
          {field("type", "Type", (props) => (
            <select {...props}>
              {offeredModes(aids?.appointment_modes).map((mode) => (
                <option key={mode} value={typeOfMode(mode)}>
                  {MODE_CHOICE_LABEL[mode]}
                </option>
              ))}
            </select>
          ))}
          {field("booking_with", "Payment", (props) => (
            <select required {...props}>
              <option value="">Select payment</option>
              {choices.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </select>
          ))}
          {watch("booking_with") === "Medical aid" && [
            fields.medicalAid(
              (aids?.medicalAids ?? []).map((aid) => ({ id: aid.id, name: aid.scheme_name })),
              { required: true },
            ),
            ...fields.medicalAidCard("the patient's"),
          ]}
        </div>
        {fields.reason({
          note: "Only the practitioner sees it; it is never emailed.",
          noteClass: "vh-admin-muted",
          maxLength: 1000,
        })}
        {!own && (
          <label className="vh-check vh-admin-form__override">
            <input type="checkbox" {...register("out_of_hours")} />
            Book outside the practitioner's hours (kept on the booking)
          </label>
        )}
      </fieldset>

      <div className="vh-admin-form__actions">
        <button type="button" className="vh-btn vh-btn--outline" onClick={clear} disabled={isSubmitting}>
          Clear
        </button>
        <SubmitButton busy={isSubmitting} label="Add booking" busyLabel="Adding..." />
      </div>
    </form>
  );
}
