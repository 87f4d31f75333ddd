import { type FormEvent, useEffect, useRef, useState } from "react";
import { type FieldErrors, type Path, type Resolver, useForm } from "react-hook-form";
import { addDays, isDate, longDate, sastDate } from "../../core/sast-time";
import {
  DATE_RANGE_MAX_DAYS,
  type DateRecordsResponse,
  type DateRecordView,
  dateRecordBody,
  dateRecordProblems,
  type TemplateResponse,
  templateBody,
  WEEKDAY_KEYS,
  WEEKDAY_NAMES,
} from "../../core/schemas/availability";
import { fieldErrors, safeParse } from "../../core/schemas/z";
import type { WeekdayKey } from "../../core/slots";
import { OPERATION_SUCCESSFUL, SOMETHING_WENT_WRONG } from "../../core/ui-text";
import { ApiError, api } from "../api/client";
import { controlProps, FieldError, setServerErrors } from "../ui/fields";
import { Loader } from "../ui/Loader";
import { showToast } from "../ui/toast";
import { zodResolver } from "../ui/zod-resolver";
import { type DayTimes, TimesEditor } from "./AvailabilityTimes";
import "./availability.css";

/** Bearer-token routes: no CSRF token needed. */
/** Date records can be set up to 366 days ahead: four windows of 92 days cover them. */
const WINDOWS = 4;

type Week = Record<WeekdayKey, DayTimes>;
type Errors = Record<string, string>;

function message(error: unknown): string {
  return error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG;
}

function weekOf(days: TemplateResponse["days"]): Week {
  const week = {} as Week;
  for (const key of WEEKDAY_KEYS) week[key] = days[key] ?? { times: [], duration: 30 };
  return week;
}

/**
 * The weekly form's errors by day ("days.1.times.0" is day "1"'s, the form's field "1"); other
 * fields keep their name. Keys without dots: react-hook-form's setError would nest "days.1" under
 * `days`, where a resolver's flat keys are not, and the summary reads one list of both.
 */
function byDay(fields: Errors): Errors {
  const out: Errors = {};
  for (const [key, text] of Object.entries(fields)) {
    const [first = key, day] = key.split(".");
    out[first === "days" && day ? day : first] ??= text;
  }
  return out;
}

/** The weekly form's check: the handler's schema over `{ days }`, its messages by day. */
const checkWeek: Resolver<Week> = async (values) => {
  const parsed = safeParse(templateBody, { days: values });
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const [name, message] of Object.entries(byDay(fieldErrors(parsed.error.issues))))
    errors[name] = { type: "schema", message };
  return { values: {}, errors: errors as FieldErrors<Week> };
};

/** The date form: the date, closed or not, and that day's times (TimesEditor's value). */
type DateValues = { date: string; closed: boolean; times: DayTimes };
const NO_DATE: DateValues = { date: "", closed: false, times: { times: [], duration: 30 } };

function dateBody({ date, closed, times }: DateValues) {
  return { date, time_slots: closed ? [] : times.times, duration: times.duration };
}

const checkDateSchema = zodResolver<DateValues>(dateRecordBody, dateBody);

/** The date form's check: the handler's schema, the clock's rules, and an open day needs times. */
const checkDate: Resolver<DateValues> = async (values, context, options) => {
  const checked = await checkDateSchema(values, context, options);
  const errors = { ...checked.errors } as Record<string, { type: string; message: string }>;
  for (const [name, message] of Object.entries(dateRecordProblems(values.date, Date.now())))
    errors[name] = { type: "schema", message };
  if (!values.closed && values.times.times.length === 0)
    errors.time_slots ??= { type: "required", message: "Add times, or mark the day closed." };
  return Object.keys(errors).length > 0 ? { values: {}, errors: errors as FieldErrors<DateValues> } : checked;
};

function summary(record: DateRecordView): string {
  return record.time_slots.length === 0
    ? "Closed all day"
    : `${record.time_slots.join(", ")} (${record.duration} min)`;
}

/**
 * The practitioner's own availability: the weekly template (Sunday to Saturday, each day
 * its slot length and times) and date-specific records that replace it on one date (an empty
 * record closes the day). Bookings already made are not cancelled by any change here.
 */
export function AvailabilityPanel() {
  // The weekly times, checked when sent; the messages stay until the next save and their summary
  // takes the focus (the times are not one control).
  const weekForm = useForm<Week>({
    resolver: checkWeek,
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const week = weekForm.watch();
  const weekErrors = weekForm.formState.errors as Partial<Record<string, { message?: string }>>;
  const savingWeek = weekForm.formState.isSubmitting;
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
  const [date, closed, dayTimes] = watch(["date", "closed", "times"]);
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
        weekForm.reset(weekOf((template as TemplateResponse).days));
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

  const saveWeek = weekForm.handleSubmit(
    async (days) => {
      try {
        const saved = await api.call("POST /api/availability/template", { body: { days } });
        weekForm.reset(weekOf(saved.days));
        showToast(OPERATION_SUCCESSFUL, "success");
      } catch (error) {
        showToast(message(error), "error");
        if (error instanceof ApiError && error.status === 400) {
          for (const [name, text] of Object.entries(byDay(error.fields)))
            weekForm.setError(name as Path<Week>, { type: "server", message: text });
          setFocusTarget("week-errors");
        }
      }
    },
    () => setFocusTarget("week-errors"),
  );

  /** A date picked (typed, or a record's Edit): its own record's times when it has one. */
  const pickDate = (value: string) => {
    clearErrors();
    const own = records?.find((record) => record.date === value);
    setValue("closed", own ? own.time_slots.length === 0 : false);
    if (own) setValue("times", { times: own.time_slots, duration: own.duration });
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

  const weekErrorList = Object.values(weekErrors).map((error) => error?.message);
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
          <form className="db-form av-form" noValidate onSubmit={saveWeek} aria-labelledby="av-week-title">
            <h3 id="av-week-title" className="av-subtitle">
              Every week
            </h3>
            {WEEKDAY_KEYS.map((key) => (
              <TimesEditor
                key={key}
                id={`av-d${key}`}
                legend={WEEKDAY_NAMES[Number(key)] ?? key}
                value={week[key]}
                error={weekErrors[key]?.message}
                disabled={savingWeek}
                onChange={(value) => weekForm.setValue(key, value)}
              />
            ))}
            {weekErrorList.length > 0 && (
              <div className="av-error" tabIndex={-1} data-av-focus="week-errors" role="alert">
                Please check: {weekErrorList.join("; ")}
              </div>
            )}
            <div className="av-actions">
              <button type="submit" className="vh-btn vh-btn--primary" disabled={savingWeek}>
                {savingWeek ? "Saving..." : "Save weekly times"}
              </button>
            </div>
          </form>

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
              <TimesEditor
                id="av-date-times"
                legend={isDate(date) ? `Times on ${longDate(date)}` : "Times on this date"}
                value={dayTimes}
                onChange={(times) => setValue("times", times)}
                disabled={dateBusy}
              />
            )}
            {dateErrorList.length > 0 && (
              <div className="av-error" tabIndex={-1} data-av-focus="date-errors" role="alert">
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
