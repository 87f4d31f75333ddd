import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { CUTOFF_HOURS, type CutoffHours, policySentence } from "../../core/cutoffs";
import { type CutoffPolicyBody, cutoffPolicyBody } from "../../core/schemas/cutoff-policy";
import { OPERATION_SUCCESSFUL, SOMETHING_WENT_WRONG } from "../../core/ui-text";
import { ApiError, api } from "../api/client";
import { Field, SubmitButton, setServerErrors } from "../ui/fields";
import { Loader } from "../ui/Loader";
import { showToast } from "../ui/toast";
import { zodResolver } from "../ui/zod-resolver";
import { LoadFailed } from "./list-parts";
import "./cancellation-policy.css";

/** The form's values: the selects' strings, named as the request's fields. */
interface Values {
  cancel_cutoff_hours: string;
  reschedule_cutoff_hours: string;
}
const NAMES = ["cancel_cutoff_hours", "reschedule_cutoff_hours"] as const;

/** The request; the resolver checks it with the handler's schema before anything is sent. */
const toRequest = (values: Values) =>
  ({
    cancel_cutoff_hours: Number(values.cancel_cutoff_hours),
    reschedule_cutoff_hours: Number(values.reschedule_cutoff_hours),
  }) as CutoffPolicyBody;
const isHours = (value: number): value is CutoffHours => CUTOFF_HOURS.includes(value as CutoffHours);
const resolver = zodResolver<Values>(cutoffPolicyBody, toRequest);

const OPTION_LABEL = (hours: CutoffHours) =>
  hours === 0 ? "Up to the start of the appointment" : `Up to ${hours} hours before`;

const FIELDS: readonly { name: (typeof NAMES)[number]; label: string }[] = [
  { name: "cancel_cutoff_hours", label: "Patients can cancel online" },
  { name: "reschedule_cutoff_hours", label: "Patients can move to a later time online" },
];

/**
 * The practitioner's cancellation policy (issue 23): how long before an appointment a patient can
 * still cancel, and move it to a later time, online. Inside it the patient's page shows the
 * practice's phone number instead. It binds patients only: the practitioner can always decline.
 */
export function CancellationPolicyPanel() {
  const [load, setLoad] = useState<"loading" | "error" | "ready">("loading");
  const [attempt, setAttempt] = useState(0);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    watch,
    formState: { errors, isSubmitting: saving },
  } = useForm<Values>({ resolver, reValidateMode: "onSubmit" });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reloads the policy (Try again).
  useEffect(() => {
    setLoad("loading");
    api
      .call("GET /api/dashboard/policy")
      .then((body) => {
        reset({
          cancel_cutoff_hours: String(body.cancel_cutoff_hours),
          reschedule_cutoff_hours: String(body.reschedule_cutoff_hours),
        });
        setLoad("ready");
      })
      .catch((error: unknown) => {
        showToast(error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG, "error");
        setLoad("error");
      });
  }, [attempt, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await api.call("POST /api/dashboard/policy", { body: toRequest(values) });
      reset({
        cancel_cutoff_hours: String(saved.cancel_cutoff_hours),
        reschedule_cutoff_hours: String(saved.reschedule_cutoff_hours),
      });
      showToast(OPERATION_SUCCESSFUL, "success");
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG, "error");
      if (error instanceof ApiError && error.status === 400) setServerErrors(error.fields, setError, NAMES);
    }
  });

  const chosen = toRequest(watch());
  const preview =
    isHours(chosen.cancel_cutoff_hours) && isHours(chosen.reschedule_cutoff_hours)
      ? policySentence({
          cancelCutoffHours: chosen.cancel_cutoff_hours,
          rescheduleCutoffHours: chosen.reschedule_cutoff_hours,
        })
      : "";

  return (
    <section className="db-panel cp" aria-labelledby="cp-title">
      <h2 id="cp-title" className="db-panel__title">
        Cancellation policy
      </h2>
      <p className="cp-intro">
        How long before an appointment patients can still cancel or move it online. After that, their booking
        page asks them to call your practice. You can always decline a booking yourself.
      </p>
      {load === "loading" && <Loader />}
      {load === "error" && (
        <LoadFailed what="your cancellation policy" onRetry={() => setAttempt((n) => n + 1)} />
      )}
      {load === "ready" && (
        <form className="db-form cp-form" noValidate onSubmit={submit}>
          {FIELDS.map(({ name, label }) => (
            <Field key={name} id={`cp-${name}`} label={label} error={errors[name]?.message}>
              {(control) => (
                <select {...control} {...register(name, { onChange: () => clearErrors(name) })}>
                  {CUTOFF_HOURS.map((hours) => (
                    <option key={hours} value={String(hours)}>
                      {OPTION_LABEL(hours)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ))}
          {preview && (
            <p className="cp-preview" aria-live="polite">
              <span className="cp-preview__label">Patients read: </span>
              {preview}
            </p>
          )}
          <div className="cp-actions">
            <SubmitButton busy={saving} label="Save policy" busyLabel="Saving..." />
          </div>
        </form>
      )}
    </section>
  );
}
