import { useState } from "react";
import type { MyBookingsResponse } from "../../core/schemas/my-data";
import { ApiError, api } from "../api/client";

type Details = MyBookingsResponse["details"];
const FIELDS = [
  { name: "first_name", label: "First name", autoComplete: "given-name", type: "text" },
  { name: "last_name", label: "Last name", autoComplete: "family-name", type: "text" },
  { name: "cellphone_number", label: "Cellphone number", autoComplete: "tel", type: "tel" },
] as const;

/** "Correct my details": the name and cellphone future bookings and mails use. */
export function Details({
  token,
  details,
  onFailure,
}: {
  token: string;
  details: Details;
  onFailure: (failure: unknown) => void;
}) {
  const [values, setValues] = useState<Details>(details);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!details.first_name) return null;
  return (
    <section className="my-section my-no-print" aria-labelledby="my-details-title">
      <h2 id="my-details-title">Your details</h2>
      <form
        className="pf-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setBusy(true);
          setErrors({});
          setSaved(null);
          api
            .call("POST /api/my/details", { body: values, token })
            .then((answer) => {
              setValues({ ...answer });
              setSaved(
                answer.updated_bookings > 0
                  ? "Saved. Your upcoming bookings now show these details."
                  : "Saved. Your next bookings and emails will use these details.",
              );
            })
            .catch((failure: unknown) => {
              if (failure instanceof ApiError && failure.status === 400) setErrors(failure.fields);
              else onFailure(failure);
            })
            .finally(() => setBusy(false));
        }}
      >
        {FIELDS.map((field) => (
          <div key={field.name} className="vh-field vh-field--lg">
            <label htmlFor={`my-${field.name}`}>{field.label}</label>
            <input
              id={`my-${field.name}`}
              type={field.type}
              autoComplete={field.autoComplete}
              value={values[field.name]}
              onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
              aria-invalid={errors[field.name] ? true : undefined}
              aria-describedby={errors[field.name] ? `my-${field.name}-error` : undefined}
            />
            {errors[field.name] && (
              <p id={`my-${field.name}-error`} className="vh-field__error">
                {field.label} {errors[field.name]}.
              </p>
            )}
          </div>
        ))}
        <button type="submit" className="vh-btn vh-btn--primary" disabled={busy}>
          {busy ? "Saving..." : "Save my details"}
        </button>
        {saved && <p role="status">{saved}</p>}
      </form>
    </section>
  );
}
