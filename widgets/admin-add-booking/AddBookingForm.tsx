import { type FormEvent, useEffect, useState } from "react";
import {
  type AdminBookingForm,
  adminBookingForm,
  BOOKING_EXISTS,
  type MedicalAidsResponse,
  type PatientMatch,
  type PractitionerMatch,
  SUBMISSION_BOOKED,
  SUBMISSION_TAKEN,
} from "../../core/schemas/admin-booking";
import { fieldErrors, safeParse } from "../../core/schemas/z";
import { DURATIONS } from "../../core/slots";
import { SOMETHING_WENT_WRONG } from "../../core/ui-text";
import { PatientPicker } from "../admin-ui/PatientPicker";
import { PractitionerPicker } from "../admin-ui/PractitionerPicker";
import { toastSuccess } from "../admin-ui/toasts";
import { ApiError, api } from "../api/client";
import { showToast } from "../ui/toast";
import "../admin-ui/admin-forms.css";

type Values = {
  patient_kind: "existing" | "new";
  first_name: string;
  last_name: string;
  email: string;
  cellphone_number: string;
  date: string;
  duration: string;
  type: string;
  booking_with: string;
  medical_aid_id: string;
  reason_for_appointment: string;
  out_of_hours: boolean;
};

const EMPTY: Values = {
  patient_kind: "new",
  first_name: "",
  last_name: "",
  email: "",
  cellphone_number: "",
  date: "",
  duration: "30",
  type: "0",
  booking_with: "",
  medical_aid_id: "",
  reason_for_appointment: "",
  out_of_hours: false,
};

type Errors = Partial<Record<string, string>>;

function formBody(values: Values, patient: PatientMatch | null, practitioner: PractitionerMatch | null) {
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
  };
  if (values.patient_kind === "existing")
    return {
      ...common,
      patient_id: patient?.id ?? "",
      name: patient ? `${patient.name} ${patient.surname}` : "",
    };
  return {
    ...common,
    name: `${values.first_name} ${values.last_name}`.trim(),
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    cellphone_number: values.cellphone_number.replace(/[\s-]/g, ""),
  };
}

/** What the chosen practitioner accepts (nothing until they are chosen and their choices loaded). */
function paymentChoices(workWith: MedicalAidsResponse["work_with"] | undefined): string[] {
  if (workWith === undefined) return [];
  if (workWith === "Medical Aid") return ["Medical aid"];
  if (workWith === "Cash-Card") return ["Cash/Card"];
  return ["Medical aid", "Cash/Card"];
}

/**
 * /admin/bookings/add (spec sections 3, 4, 5 and 8): a booking taken by phone. A known patient is
 * found by typing; a new one needs first and last name, email and cellphone. The practitioner is
 * found by typing; their medical aids and payment choices load when chosen, and the length of the
 * chosen time when both are set. Outcomes by `status`: 200 success (the form clears), 300 the
 * spec's warning, anything else an error toast.
 */
export function AddBookingForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [patient, setPatient] = useState<PatientMatch | null>(null);
  const [practitioner, setPractitioner] = useState<PractitionerMatch | null>(null);
  const [aids, setAids] = useState<MedicalAidsResponse | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  /** Remounts the pickers when the form clears. */
  const [round, setRound] = useState(0);

  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

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
        setValues((current) =>
          choices.includes(current.booking_with) ? current : { ...current, booking_with: choices[0] ?? "" },
        );
      })
      .catch((error: unknown) => {
        if ((error as Error)?.name !== "AbortError")
          showToast(error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG, "error");
      });
    return () => controller.abort();
  }, [practitioner]);

  // The length of an offered time, to start from (the admin may change it with the override).
  useEffect(() => {
    if (!practitioner || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(values.date)) return;
    const controller = new AbortController();
    api
      .call("GET /api/booking/get/duration/{practitionerId}/{dateTime}", {
        path: { practitionerId: practitioner.id, dateTime: values.date },
        signal: controller.signal,
      })
      .then((body) => setValues((current) => ({ ...current, duration: String(body.duration) })))
      .catch(() => {
        // Not an offered time: the admin chooses the length (and ticks the override).
      });
    return () => controller.abort();
  }, [practitioner, values.date]);

  const clear = () => {
    setValues(EMPTY);
    setPatient(null);
    setPractitioner(null);
    setErrors({});
    setRound((n) => n + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const body = formBody(values, patient, practitioner);
    const parsed = safeParse(adminBookingForm, body);
    const found: Errors = parsed.success ? {} : fieldErrors(parsed.error.issues);
    if (values.patient_kind === "existing" && !patient) found.name = "Please choose a patient from the list.";
    if (!practitioner) found.practitioner_id = "Please choose a practitioner from the list.";
    if (Object.keys(found).length > 0 || !parsed.success) {
      setErrors(found);
      return;
    }
    setSaving(true);
    try {
      const answer = await api.call("POST /api/booking/submission", {
        body: parsed.data as AdminBookingForm,
        idempotencyKey: crypto.randomUUID(),
      });
      if (answer.status === SUBMISSION_BOOKED) {
        toastSuccess();
        clear();
      } else if (answer.status === SUBMISSION_TAKEN) {
        showToast(BOOKING_EXISTS, "warning");
      } else {
        showToast(answer.message, "error");
      }
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG, "error");
      if (error instanceof ApiError && error.status === 400) setErrors(error.fields);
    } finally {
      setSaving(false);
    }
  };

  const error = (name: string) =>
    errors[name] ? (
      <p id={`ab-${name}-error`} className="vh-field__error">
        {errors[name]}
      </p>
    ) : null;
  const described = (name: string, hint?: string) =>
    errors[name]
      ? { "aria-invalid": true, "aria-describedby": `ab-${name}-error` }
      : hint
        ? { "aria-describedby": hint }
        : {};
  const text = (
    name: "first_name" | "last_name" | "email" | "cellphone_number",
    label: string,
    type: string,
    extra = {},
  ) => (
    <div className="vh-field">
      <label htmlFor={`ab-${name}`}>{label}</label>
      <input
        id={`ab-${name}`}
        name={name}
        type={type}
        value={values[name]}
        required
        onInput={(event) => set(name, (event.target as HTMLInputElement).value)}
        {...described(name)}
        {...extra}
      />
      {error(name)}
    </div>
  );
  const choices = paymentChoices(aids?.work_with);

  return (
    <form className="vh-admin-form" noValidate onSubmit={submit} aria-label="Add a booking taken by phone">
      <fieldset className="vh-admin-form__group">
        <legend>Patient</legend>
        <div className="vh-admin-form__choice" role="radiogroup" aria-label="Which patient">
          {(["new", "existing"] as const).map((kind) => (
            <label key={kind} className="vh-check">
              <input
                type="radio"
                name="patient_kind"
                value={kind}
                checked={values.patient_kind === kind}
                onChange={() => set("patient_kind", kind)}
              />
              {kind === "new" ? "New patient" : "Existing patient"}
            </label>
          ))}
        </div>
        {values.patient_kind === "existing" ? (
          <div className="vh-admin-form__wide">
            <PatientPicker key={`patient-${round}`} id="ab-patient" onChoose={setPatient} />
            {patient && (
              <p className="vh-admin-muted">
                {patient.email_address} · {patient.contact_number || "No Contact no."}
              </p>
            )}
            {error("name") ?? error("patient_id")}
          </div>
        ) : (
          <div className="vh-admin-form__grid">
            {text("first_name", "First name", "text", { autoComplete: "off" })}
            {text("last_name", "Last name", "text", { autoComplete: "off" })}
            {text("email", "Email", "email", { autoComplete: "off" })}
            {text("cellphone_number", "Cellphone", "tel", { inputMode: "numeric", autoComplete: "off" })}
          </div>
        )}
      </fieldset>

      <fieldset className="vh-admin-form__group">
        <legend>Appointment</legend>
        <div className="vh-admin-form__wide">
          <PractitionerPicker
            key={`practitioner-${round}`}
            id="ab-practitioner"
            onChoose={(chosen) => {
              setPractitioner(chosen);
              setErrors((current) => ({ ...current, practitioner_id: undefined }));
            }}
          />
          {practitioner && <p className="vh-admin-muted">{practitioner.address || "No Location"}</p>}
          {error("practitioner_id")}
        </div>
        <div className="vh-admin-form__grid">
          <div className="vh-field">
            <label htmlFor="ab-date">Date and time</label>
            <input
              id="ab-date"
              name="date"
              type="datetime-local"
              step={300}
              required
              value={values.date}
              onInput={(event) => set("date", (event.target as HTMLInputElement).value)}
              {...described("date")}
            />
            {error("date")}
          </div>
          <div className="vh-field">
            <label htmlFor="ab-duration">Duration</label>
            <select
              id="ab-duration"
              name="duration"
              value={values.duration}
              onChange={(event) => set("duration", event.target.value)}
              {...described("duration")}
            >
              {DURATIONS.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {minutes} minutes
                </option>
              ))}
            </select>
            {error("duration")}
          </div>
          <div className="vh-field">
            <label htmlFor="ab-type">Type</label>
            <select
              id="ab-type"
              name="type"
              value={values.type}
              onChange={(event) => set("type", event.target.value)}
            >
              <option value="0">In person</option>
              <option value="1">Virtual</option>
            </select>
          </div>
          <div className="vh-field">
            <label htmlFor="ab-booking-with">Payment</label>
            <select
              id="ab-booking-with"
              name="booking_with"
              required
              value={values.booking_with}
              onChange={(event) => set("booking_with", event.target.value)}
              {...described("booking_with")}
            >
              <option value="">Select payment</option>
              {choices.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </select>
            {error("booking_with")}
          </div>
          {values.booking_with === "Medical aid" && (
            <div className="vh-field">
              <label htmlFor="ab-medical-aid">Medical aid</label>
              <select
                id="ab-medical-aid"
                name="medical_aid_id"
                required
                value={values.medical_aid_id}
                onChange={(event) => set("medical_aid_id", event.target.value)}
                {...described("medical_aid_id")}
              >
                <option value="">Select Medical aid</option>
                {(aids?.medicalAids ?? []).map((aid) => (
                  <option key={aid.id} value={aid.id}>
                    {aid.scheme_name}
                  </option>
                ))}
              </select>
              {error("medical_aid_id")}
            </div>
          )}
        </div>
        <div className="vh-field">
          <label htmlFor="ab-reason">Reason for appointment</label>
          <textarea
            id="ab-reason"
            name="reason_for_appointment"
            rows={3}
            maxLength={1000}
            value={values.reason_for_appointment}
            onInput={(event) => set("reason_for_appointment", (event.target as HTMLTextAreaElement).value)}
            {...described("reason_for_appointment", "ab-reason-hint")}
          />
          <p id="ab-reason-hint" className="vh-admin-muted">
            Only the practitioner sees it; it is never emailed.
          </p>
          {error("reason_for_appointment")}
        </div>
        <label className="vh-check vh-admin-form__override">
          <input
            type="checkbox"
            name="out_of_hours"
            checked={values.out_of_hours}
            onChange={(event) => set("out_of_hours", event.target.checked)}
          />
          Book outside the practitioner's hours (kept on the booking)
        </label>
      </fieldset>

      <div className="vh-admin-form__actions">
        <button type="button" className="vh-btn vh-btn--outline" onClick={clear} disabled={saving}>
          Clear
        </button>
        <button type="submit" className="vh-btn vh-btn--primary" disabled={saving}>
          {saving ? "Adding..." : "Add booking"}
        </button>
      </div>
    </form>
  );
}
