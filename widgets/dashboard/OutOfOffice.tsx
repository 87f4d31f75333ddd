import { useEffect, useRef, useState } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import {
  type Clash,
  clashesCancelledMessage,
  clashSummary,
  OOO_MAX_CANCEL_CLASHING,
} from "../../core/out-of-office-clashes";
import { sastDate } from "../../core/sast-time";
import {
  compareOutOfOffice,
  formatOutOfOffice,
  type OutOfOfficePeriodView,
  outOfOfficeBody,
  outOfOfficeTimeProblems,
} from "../../core/schemas/out-of-office";
import { outOfOfficeSpan } from "../../core/slots";
import { OPERATION_SUCCESSFUL, SOMETHING_WENT_WRONG } from "../../core/ui-text";
import { ApiError, api } from "../api/client";
import { EmptyState } from "../ui/EmptyState";
import { Field, setServerErrors } from "../ui/fields";
import { Loader } from "../ui/Loader";
import { showToast } from "../ui/toast";
import { zodResolver } from "../ui/zod-resolver";
import "./out-of-office.css";

const CONFIRM_DELETE = "Delete this out-of-office period?";
/** Bearer-token routes: no CSRF token needed (a browser never sends the Authorization header by itself). */

type FieldName = "day" | "time" | "second_day" | "to_time";
type Values = Record<FieldName, string>;
type Load = { status: "loading" } | { status: "error" } | { status: "ready"; rows: OutOfOfficePeriodView[] };
/** A save refused (409) because the period covers bookings: what was sent, and what it covers. */
type Clashing = { values: Values; clashes: Clash[]; message: string };

const EMPTY: Values = { day: "", time: "", second_day: "", to_time: "" };
const FIELDS: readonly { name: FieldName; label: string; type: "date" | "time" }[] = [
  { name: "day", label: "Start date", type: "date" },
  { name: "time", label: "Start time", type: "time" },
  { name: "second_day", label: "End date", type: "date" },
  { name: "to_time", label: "End time", type: "time" },
];

function message(error: unknown): string {
  return error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG;
}

const NAMES = FIELDS.map((field) => field.name);
const checkSchema = zodResolver<Values>(outOfOfficeBody, (values) => values);

/** The form's check: the handler's schema, then the rules that need the clock. */
const checkForm: Resolver<Values> = async (values, context, options) => {
  const checked = await checkSchema(values, context, options);
  if (Object.keys(checked.errors).length > 0) return checked;
  const problems = Object.entries(outOfOfficeTimeProblems(values, Date.now()));
  if (problems.length === 0) return checked;
  const errors = Object.fromEntries(problems.map(([name, message]) => [name, { type: "schema", message }]));
  return { values: {}, errors: errors as FieldErrors<Values> };
};

function sorted(rows: OutOfOfficePeriodView[]): OutOfOfficePeriodView[] {
  return [...rows].sort(compareOutOfOffice);
}

/**
 * Out-of-office periods (spec sections 3, 5 and 7): the list (current and future, soonest first), a
 * form to add one or edit one in place (both dates and both times required), and delete after a
 * confirmation. Patients cannot book during these periods. A practitioner's own (dashboard); or, on
 * the admin page, those of the `practitioner` given (sent as `auth_id`).
 */
export function OutOfOfficePanel({ practitioner }: { practitioner?: { id: string; name: string } } = {}) {
  const whose = practitioner ? { auth_id: practitioner.id } : {};
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [clashing, setClashing] = useState<Clashing | null>(null);
  const [cancelling, setCancelling] = useState(false);
  /** What gets keyboard focus after the next render: a row, a field, the form or the list title. */
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const root = useRef<HTMLElement>(null);
  // Checked when sent, not while typing: a field's message goes as soon as that field changes.
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    watch,
    formState: { errors, isSubmitting: saving },
  } = useForm<Values>({ defaultValues: EMPTY, resolver: checkForm, reValidateMode: "onSubmit" });
  const day = watch("day");

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reloads the list (Try again); the admin page remounts the panel per practitioner.
  useEffect(() => {
    setLoad({ status: "loading" });
    api
      .call("GET /api/out-of-office/edit", { query: whose })
      .then((body) => setLoad({ status: "ready", rows: sorted(body.data) }))
      .catch((error: unknown) => {
        showToast(message(error), "error");
        setLoad({ status: "error" });
      });
  }, [attempt]);

  useEffect(() => {
    if (!focusTarget) return;
    root.current?.querySelector<HTMLElement>(`[data-ooo-focus="${focusTarget}"]`)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const rows = load.status === "ready" ? load.rows : [];
  const setRows = (change: (rows: OutOfOfficePeriodView[]) => OutOfOfficePeriodView[]) =>
    setLoad((current) =>
      current.status === "ready" ? { status: "ready", rows: change(current.rows) } : current,
    );

  const resetForm = () => {
    reset(EMPTY);
    setEditing(null);
    setClashing(null);
  };

  const startEdit = (period: OutOfOfficePeriodView) => {
    reset({ day: period.day, time: period.time, second_day: period.second_day, to_time: period.to_time });
    setEditing(period.id);
    setFocusTarget("field-day");
  };

  const cancelEdit = () => {
    const id = editing;
    resetForm();
    setFocusTarget(id ? `edit-${id}` : "field-day");
  };

  /** A 400's messages under the fields, and the first of those fields focused. */
  const showServerErrors = (found: Readonly<Record<string, string>>) => {
    setServerErrors(found, setError, NAMES);
    const first = NAMES.find((name) => found[name]);
    if (first) setFocusTarget(`field-${first}`);
  };

  /** The period is gone on the server (deleted in another tab): drop it here too. */
  const forget = (id: string) => {
    setRows((current) => current.filter((row) => row.id !== id));
    if (editing === id) resetForm();
  };

  /**
   * Sends the period; `cancelClashing` after the practitioner chose to cancel the bookings it covers.
   * A 409 listing bookings shows them with the two choices (focused) instead of a toast.
   */
  const save = async (values: Values, cancelClashing: boolean) => {
    const body = { ...values, ...whose, ...(cancelClashing ? { cancel_clashing: true } : {}) };
    try {
      const answer = editing
        ? await api.call("POST /api/out-of-office/update/{id}", { path: { id: editing }, body })
        : await api.call("POST /api/out-of-office/store", { body });
      const saved = answer.data;
      setRows((current) => sorted([...current.filter((row) => row.id !== saved.id), saved]));
      resetForm();
      const cancelled = answer.cancelled_bookings ?? 0;
      showToast(cancelled > 0 ? clashesCancelledMessage(cancelled) : OPERATION_SUCCESSFUL, "success");
      setFocusTarget(`row-${saved.id}`);
    } catch (error) {
      const clashes = error instanceof ApiError && error.status === 409 ? error.body.clashes : undefined;
      if (clashes && clashes.length > 0 && error instanceof ApiError) {
        setClashing({ values, clashes, message: error.message });
        setFocusTarget("clashes");
        return;
      }
      // A failed cancellation (503) leaves the choices in place: the same button tries again.
      showToast(message(error), "error");
      if (error instanceof ApiError && error.status === 400) showServerErrors(error.fields);
      if (error instanceof ApiError && error.status === 404 && editing) forget(editing);
    }
  };

  // The check failing focuses the first invalid field (react-hook-form's shouldFocusError).
  const submit = handleSubmit((values) => save(values, false));

  const cancelClashes = async () => {
    if (!clashing) return;
    setCancelling(true);
    try {
      await save(clashing.values, true);
    } finally {
      setCancelling(false);
    }
  };

  const changeDates = () => {
    setClashing(null);
    setFocusTarget("field-day");
  };

  const remove = async (period: OutOfOfficePeriodView) => {
    if (!window.confirm(CONFIRM_DELETE)) return;
    const index = rows.findIndex((row) => row.id === period.id);
    const next = rows[index + 1] ?? rows[index - 1];
    setDeleting(period.id);
    try {
      await api.call("GET /api/out-of-office/delete/{id}", { path: { id: period.id }, query: whose });
      forget(period.id);
      showToast(OPERATION_SUCCESSFUL, "success");
      setFocusTarget(next ? `row-${next.id}` : "list");
    } catch (error) {
      showToast(message(error), "error");
      if (error instanceof ApiError && error.status === 404) {
        forget(period.id);
        setFocusTarget(next ? `row-${next.id}` : "list");
      }
    } finally {
      setDeleting(null);
    }
  };

  const nowMs = Date.now();
  const today = sastDate(nowMs);
  const editingPeriod = rows.find((row) => row.id === editing);

  return (
    <section className="db-panel ooo" ref={root} aria-labelledby="ooo-title">
      <h2 id="ooo-title" className="db-panel__title ooo-title" tabIndex={-1} data-ooo-focus="list">
        Out of office
      </h2>
      <p className="ooo-intro">
        {practitioner
          ? `Patients cannot book ${practitioner.name} during these periods.`
          : "Patients cannot book you during these periods."}{" "}
        Times are South African time (SAST).
      </p>

      {load.status === "loading" && <Loader />}
      {load.status === "error" && (
        <p className="db-row">
          We could not load {practitioner ? "these" : "your"} out-of-office periods.{" "}
          <button type="button" className="vh-btn vh-btn--outline" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </p>
      )}
      {load.status === "ready" && rows.length === 0 && <EmptyState />}
      {load.status === "ready" && rows.length > 0 && (
        <ul
          className="db-list"
          aria-label={
            practitioner ? `Out-of-office periods of ${practitioner.name}` : "Your out-of-office periods"
          }
        >
          {rows.map((period) => {
            const label = formatOutOfOffice(period);
            const current = outOfOfficeSpan(period).start <= nowMs;
            return (
              <li
                key={period.id}
                className={`db-item ooo-item${editing === period.id ? " is-editing" : ""}`}
                tabIndex={-1}
                data-ooo-focus={`row-${period.id}`}
              >
                <p className="ooo-item__when">
                  {current && <span className="vh-badge ooo-badge">Now</span>}
                  {current && " "}
                  <span className="ooo-item__end">{label.split(" – ")[0]}</span> –{" "}
                  <span className="ooo-item__end">{label.split(" – ")[1]}</span>
                </p>
                <div className="ooo-item__actions">
                  <button
                    type="button"
                    className="vh-btn vh-btn--ghost"
                    data-ooo-focus={`edit-${period.id}`}
                    onClick={() => startEdit(period)}
                    disabled={deleting === period.id}
                  >
                    Edit<span className="vh-sr-only"> {label}</span>
                  </button>
                  <button
                    type="button"
                    className="vh-btn vh-btn--quiet-danger"
                    onClick={() => remove(period)}
                    disabled={deleting === period.id}
                  >
                    {deleting === period.id ? "Deleting..." : "Delete"}
                    <span className="vh-sr-only"> {label}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <form
        className={`db-form ooo-form${editing ? " is-editing" : ""}`}
        noValidate
        onSubmit={submit}
        aria-labelledby="ooo-form-title"
      >
        <h3 id="ooo-form-title" className="ooo-form__title">
          {editing ? "Edit out-of-office period" : "Add an out-of-office period"}
        </h3>
        {editingPeriod && <p className="ooo-form__editing">Editing {formatOutOfOffice(editingPeriod)}</p>}
        <div className="ooo-grid">
          {FIELDS.map(({ name, label, type }) => {
            const error = errors[name]?.message;
            return (
              <Field
                key={name}
                id={`ooo-${name}`}
                label={label}
                error={error && `${label} ${error}`}
                hint="ooo-hint"
              >
                {(control) => (
                  <input
                    type={type}
                    required
                    data-ooo-focus={`field-${name}`}
                    {...(type === "date" ? { min: name === "second_day" && day ? day : today } : {})}
                    {...(type === "time" ? { step: 300 } : {})}
                    {...control}
                    {...register(name, {
                      onChange: () => {
                        clearErrors(name);
                        // Other dates cover other bookings: the list shown no longer applies.
                        setClashing(null);
                      },
                    })}
                  />
                )}
              </Field>
            );
          })}
        </div>
        <p id="ooo-hint" className="ooo-hint">
          Times on the 5 minutes (e.g. 09:05). The end time is when {practitioner ? "they are" : "you are"}{" "}
          back; 23:59 means the end of that day.
        </p>
        {clashing ? (
          <ClashChoices
            clashing={clashing}
            cancelling={cancelling}
            onCancel={cancelClashes}
            onChangeDates={changeDates}
          />
        ) : (
          <div className="ooo-actions">
            {editing && (
              <button type="button" className="vh-btn vh-btn--outline" onClick={cancelEdit} disabled={saving}>
                Cancel
              </button>
            )}
            <button type="submit" className="vh-btn vh-btn--primary" disabled={saving}>
              {saving ? "Saving..." : editing ? "Save changes" : "Add period"}
            </button>
          </div>
        )}
      </form>
    </section>
  );
}

/**
 * The bookings a period covers, said plainly, and the two ways on: cancel them (the same period sent
 * again with cancel_clashing) or change the dates. Over OOO_MAX_CANCEL_CLASHING only the latter (the
 * server's message says why). The summary takes focus, so a screen reader reads it first.
 */
function ClashChoices({
  clashing,
  cancelling,
  onCancel,
  onChangeDates,
}: {
  clashing: Clashing;
  cancelling: boolean;
  onCancel: () => void;
  onChangeDates: () => void;
}) {
  const { clashes, message } = clashing;
  const tooMany = clashes.length > OOO_MAX_CANCEL_CLASHING;
  return (
    <div className="ooo-clashes">
      <p id="ooo-clashes-summary" className="ooo-clashes__summary" tabIndex={-1} data-ooo-focus="clashes">
        {tooMany ? message : clashSummary(clashes)}
      </p>
      <div className="ooo-actions">
        <button
          type="button"
          className="vh-btn vh-btn--outline"
          onClick={onChangeDates}
          disabled={cancelling}
        >
          Change the dates
        </button>
        {!tooMany && (
          <button type="button" className="vh-btn vh-btn--danger" onClick={onCancel} disabled={cancelling}>
            {cancelling
              ? "Cancelling..."
              : clashes.length === 1
                ? "Cancel this appointment and email the patient"
                : "Cancel these appointments and email the patients"}
          </button>
        )}
      </div>
    </div>
  );
}
