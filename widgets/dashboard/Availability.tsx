import { type FormEvent, useEffect, useRef, useState } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { addDays, isDate, longDate, sastDate } from "../../core/sast-time";
import {
  DATE_RANGE_MAX_DAYS,
  type DateRecordsResponse,
  type DateRecordView,
  dateRecordBody,
  dateRecordProblems,
  type TemplateResponse,
} from "../../core/schemas/availability";
import type { WeekdayKey } from "../../core/slots";
import { OPERATION_SUCCESSFUL, SOMETHING_WENT_WRONG } from "../../core/ui-text";
import { ApiError, api } from "../api/client";
import { controlProps, FieldError, setServerErrors } from "../ui/fields";
import { Loader } from "../ui/Loader";
import { showToast } from "../ui/toast";
import { zodResolver } from "../ui/zod-resolver";
import { HoursEditor, type HoursValue } from "./AvailabilityTimes";
import { WeekEditor } from "./AvailabilityWeek";
import { DEFAULT_HOURS, dayProblem, hoursOf, hoursText, timesOfHours } from "./availability-times";
import "./availability.css";

/** Date records can be set up to 366 days ahead: four windows of 92 days cover them. */
const WINDOWS = 4;

function message(error: unknown): string {
  return error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG;
}

/** The date form: the date, closed or not, and that day's hours (HoursEditor's value). */
type DateValues = { date: string; closed: boolean; hours: HoursValue };
const NO_DATE: DateValues = { date: "", closed: false, hours: { ranges: [DEFAULT_HOURS], duration: 30 } };

function dateBody({ date, closed, hours }: DateValues) {
  return {
    date,
    time_slots: closed ? [] : timesOfHours(hours.ranges, hours.duration),
    duration: hours.duration,
  };
}

const checkDateSchema = zodResolver<DateValues>(dateRecordBody, dateBody);

/** The date form's check: the handler's schema, the clock's rules, and an open day needs times. */
const checkDate: Resolver<DateValues> = async (values, context, options) => {
  const checked = await checkDateSchema(values, context, options);
  const errors = { ...checked.errors } as Record<string, { type: string; message: string }>;
  for (const [name, message] of Object.entries(dateRecordProblems(values.date, Date.now())))
    errors[name] = { type: "schema", message };
  const problem = values.closed ? null : dayProblem({ open: true, ...values.hours });
  if (problem) errors.time_slots ??= { type: "required", message: problem };
  return Object.keys(errors).length > 0 ? { values: {}, errors: errors as FieldErrors<DateValues> } : checked;
};

function summary(record: DateRecordView): string {
  return record.time_slots.length === 0 ? "Closed all day" : hoursText(record.time_slots, record.duration);
}

/**
 * The practitioner's own availability: the weekly template (a row per day, AvailabilityWeek.tsx)
 * and date-specific records that replace it on one date (an empty
 * record closes the day). Bookings already made are not cancelled by any change here.
 */
export function AvailabilityPanel() {
  const [template, setTemplate] = useState<TemplateResponse["days"] | null>(null);
  const [records, setRecords] = useState<DateRecordView[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  /** The date whose record is being removed. */
  const [busy, setBusy] = useState<string | null>(null);
  // Checked when sent; the messages go when another date is picked. The focus goes to the date or to
  // the messages' summary, not to a control (the times are not one).
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    watch,
    formState: { errors: dateErrors, isSubmitting: savingDate },
  } = useForm<DateValues>({
    defaultValues: NO_DATE,
    resolver: checkDate,
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const [date, closed, hours] = watch(["date", "closed", "hours"]);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const root = useRef<HTMLElement>(null);
  const today = sastDate(Date.now());

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reloads (Try again).
  useEffect(() => {
    setFailed(false);
    const from = sastDate(Date.now());
    const windows = Array.from({ length: WINDOWS }, (_, i) => {
      const start = addDays(from, i * DATE_RANGE_MAX_DAYS);
      return api.call("GET /api/availability/dates", {
        query: { from: start, to: addDays(start, DATE_RANGE_MAX_DAYS - 1) },
      });
    });
    Promise.all([api.call("GET /api/availability/template"), ...windows])
      .then(([template, ...lists]) => {
        setTemplate((template as TemplateResponse).days);
        setRecords((lists as DateRecordsResponse[]).flatMap((list) => list.data));
      })
      .catch((error: unknown) => {
        showToast(message(error), "error");
        setFailed(true);
      });
  }, [attempt]);

  useEffect(() => {
    if (!focusTarget) return;
    root.current?.querySelector<HTMLElement>(`[data-av-focus="${focusTarget}"]`)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  /**
   * A date picked (typed, or a record's Edit): its own record's times when it has one, else the
   * weekly times of its weekday (what patients see on it now).
   */
  const pickDate = (value: string) => {
    clearErrors();
    if (!isDate(value)) return;
    const own = records?.find((record) => record.date === value);
    const weekly = template?.[String(new Date(`${value}T12:00:00Z`).getUTCDay()) as WeekdayKey];
    const times = own ? own.time_slots : (weekly?.times ?? []);
    const duration = own ? own.duration : (weekly?.duration ?? 30);
    setValue("closed", own ? own.time_slots.length === 0 : times.length === 0);
    setValue("hours", { ranges: times.length > 0 ? hoursOf(times, duration) : [DEFAULT_HOURS], duration });
  };

  const sendDate = handleSubmit(
    async (values) => {
      const body = dateBody(values);
      try {
        const saved = await api.call("POST /api/availability/dates", { body });
        setRecords((current) =>
          [...(current ?? []).filter((r) => r.date !== saved.data.date), saved.data].sort((a, b) =>
            a.date < b.date ? -1 : 1,
          ),
        );
        showToast(OPERATION_SUCCESSFUL, "success");
        setFocusTarget(`row-${saved.data.date}`);
      } catch (error) {
        showToast(message(error), "error");
        if (error instanceof ApiError && error.status === 400) setServerErrors(error.fields, setError);
      }
    },
    (found) => setFocusTarget(found.date ? "date" : "date-errors"),
  );
  // Nothing is sent while a record is being removed.
  const saveDate = (event: FormEvent<HTMLFormElement>) => (busy ? event.preventDefault() : sendDate(event));

  const removeDate = async (record: DateRecordView) => {
    if (busy || savingDate) return;
    setBusy(record.date);
    const forget = () => {
      setRecords((current) => (current ?? []).filter((r) => r.date !== record.date));
      setFocusTarget("dates-title");
    };
    try {
      await api.call("POST /api/availability/dates/delete", { body: { date: record.date } });
      forget();
      showToast(OPERATION_SUCCESSFUL, "success");
    } catch (error) {
      showToast(message(error), "error");
      if (error instanceof ApiError && error.status === 404) forget();
    } finally {
      setBusy(null);
    }
  };

  const dateErrorOf = (name: string) =>
    (dateErrors as Partial<Record<string, { message?: string }>>)[name]?.message;
  const dateErrorList = Object.keys(dateErrors)
    .filter((key) => key !== "date")
    .map((key) => [key, dateErrorOf(key)]);
  const dateBusy = busy !== null || savingDate;

  return (
    <section className="db-panel av" ref={root} aria-labelledby="av-title">
      <h2 id="av-title" className="db-panel__title">
        Your availability
      </h2>
      <p className="av-intro">
        Patients can book the times you set here. Times are South African time (SAST). Changes never cancel
        bookings you already have: decline those in your bookings if you cannot keep them.
      </p>
      {failed && (
        <p className="db-row">
          We could not load your availability.{" "}
          <button type="button" className="vh-btn vh-btn--outline" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </p>
      )}
      {/* The weekly times are loaded with the records. */}
      {!failed && !records && <Loader />}
      {records && (
        <>
          {template && <WeekEditor saved={template} onSaved={setTemplate} />}

          <form className="db-form av-form" noValidate onSubmit={saveDate} aria-labelledby="av-dates-title">
            <h3 id="av-dates-title" className="av-subtitle" tabIndex={-1} data-av-focus="dates-title">
              Specific dates
            </h3>
            <p className="av-hint" id="av-dates-hint">
              Times for one date replace your weekly times on that date. Mark a date closed to take no
              bookings that day.
            </p>
            {records.length === 0 ? (
              <p className="av-none">No specific dates: every day follows your weekly times.</p>
            ) : (
              <ul className="db-list" aria-label="Your specific dates">
                {records.map((record) => (
                  <li
                    key={record.date}
                    className="db-item av-item"
                    tabIndex={-1}
                    data-av-focus={`row-${record.date}`}
                  >
                    <p>
                      <strong>{longDate(record.date)}</strong> {summary(record)}
                    </p>
                    <span className="av-item__actions">
                      <button
                        type="button"
                        className="vh-btn vh-btn--ghost"
                        onClick={() => {
                          setValue("date", record.date);
                          pickDate(record.date);
                          setFocusTarget("date");
                        }}
                      >
                        Edit<span className="vh-sr-only"> {longDate(record.date)}</span>
                      </button>
                      <button
                        type="button"
                        className="vh-btn vh-btn--quiet-danger"
                        disabled={dateBusy}
                        onClick={() => removeDate(record)}
                      >
                        {busy === record.date ? "Removing..." : "Use weekly times"}
                        <span className="vh-sr-only"> on {longDate(record.date)}</span>
                      </button>
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <div className="av-date-row">
              <label className="av-field" htmlFor="av-date">
                <span>Date</span>
                <input
                  type="date"
                  min={today}
                  max={addDays(today, 366)}
                  data-av-focus="date"
                  {...controlProps("av-date", dateErrorOf("date"), "av-dates-hint")}
                  {...register("date", {
                    onChange: (event) => pickDate((event.target as HTMLInputElement).value),
                  })}
                />
              </label>
              <label className="vh-check av-check">
                <input type="checkbox" {...register("closed")} />
                Closed all day
              </label>
            </div>
            <FieldError
              id="av-date"
              error={dateErrorOf("date") && `Date ${dateErrorOf("date")}`}
              className="av-error"
            />
            {!closed && (
              <HoursEditor
                id="av-date-times"
                day={isDate(date) ? longDate(date) : "This date"}
                value={hours}
                onChange={(value) => setValue("hours", value)}
                disabled={dateBusy}
                describedBy={dateErrorOf("time_slots") ? "av-date-errors" : undefined}
              />
            )}
            {dateErrorList.length > 0 && (
              <div
                id="av-date-errors"
                className="av-error"
                tabIndex={-1}
                data-av-focus="date-errors"
                role="alert"
              >
                Please check: {dateErrorList.map(([, text]) => text).join("; ")}
              </div>
            )}
            <div className="av-actions">
              <button type="submit" className="vh-btn vh-btn--primary" disabled={dateBusy}>
                {savingDate ? "Saving..." : closed ? "Save as closed" : "Save date"}
              </button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
