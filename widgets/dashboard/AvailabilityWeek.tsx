import { useEffect, useRef, useState } from "react";
import { type TemplateResponse, WEEKDAY_NAMES } from "../../core/schemas/availability";
import type { WeekdayKey } from "../../core/slots";
import { OPERATION_SUCCESSFUL, SOMETHING_WENT_WRONG } from "../../core/ui-text";
import { ApiError, api } from "../api/client";
import { showToast } from "../ui/toast";
import { HoursEditor } from "./AvailabilityTimes";
import {
  copyDay,
  dayProblem,
  sameTemplate,
  templateOf,
  WEEK_ORDER,
  WEEKDAYS,
  type WeekHours,
  weekOf,
} from "./availability-times";

type Problems = Partial<Record<string, string>>;

const nameOf = (key: WeekdayKey) => WEEKDAY_NAMES[Number(key)] ?? key;

/** The week's problems by day key; a 400's fields ("days.1.times") by their day too. */
function byDay(fields: Record<string, string>): Problems {
  const out: Problems = {};
  for (const [key, text] of Object.entries(fields)) {
    const [first = key, day] = key.split(".");
    out[first === "days" && day ? day : first] ??= text;
  }
  return out;
}

function weekProblems(week: WeekHours): Problems {
  const out: Problems = {};
  for (const key of WEEK_ORDER) {
    const problem = dayProblem(week[key]);
    if (problem) out[key] = problem;
  }
  return out;
}

interface Props {
  saved: TemplateResponse["days"];
  /** The template as stored after a save (specific dates start from it). */
  onSaved: (days: TemplateResponse["days"]) => void;
}

/**
 * The weekly times: a compact row per day (on or off, its slot length, its hours, copy to other
 * days) and one save bar that stays at the bottom of the screen and says when something is unsaved.
 * An off day is one line ("Closed") without copy buttons: to close days, untick them.
 */
export function WeekEditor({ saved, onSaved }: Props) {
  const [savedWeek, setSavedWeek] = useState(() => weekOf(saved));
  const [week, setWeek] = useState(savedWeek);
  const [problems, setProblems] = useState<Problems>({});
  const [saving, setSaving] = useState(false);
  const [copied, setCopied] = useState("");
  const summary = useRef<HTMLDivElement>(null);
  // The summary takes the focus once it is drawn (it is not there when the problems are found).
  const [focusSummary, setFocusSummary] = useState(0);
  useEffect(() => {
    if (focusSummary > 0) summary.current?.focus();
  }, [focusSummary]);
  const dirty = !sameTemplate(week, savedWeek);

  // Leaving the page with unsaved changes asks first (the browser's own words).
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const change = (next: WeekHours) => {
    setWeek(next);
    setCopied("");
    // A changed day's message goes once its hours are right; the others stay until the next save.
    setProblems((old) => {
      const kept = Object.entries(old).filter(
        ([key]) => next[key as WeekdayKey] === week[key as WeekdayKey] || dayProblem(next[key as WeekdayKey]),
      );
      return kept.length === Object.keys(old).length ? old : Object.fromEntries(kept);
    });
  };
  const copy = (from: WeekdayKey, to: readonly WeekdayKey[], where: string) => {
    change(copyDay(week, from, to));
    setCopied(`${nameOf(from)}'s times copied to ${where}. Save to keep them.`);
  };

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = weekProblems(week);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setFocusSummary((n) => n + 1);
      return;
    }
    setSaving(true);
    try {
      const answer = await api.call("POST /api/availability/template", { body: { days: templateOf(week) } });
      const next = weekOf(answer.days);
      setSavedWeek(next);
      setWeek(next);
      setCopied("");
      onSaved(answer.days);
      showToast(OPERATION_SUCCESSFUL, "success");
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG, "error");
      if (error instanceof ApiError && error.status === 400) {
        setProblems(byDay(error.fields));
        setFocusSummary((n) => n + 1);
      }
    } finally {
      setSaving(false);
    }
  };

  const problemList = WEEK_ORDER.filter((key) => problems[key]).map(
    (key) => `${nameOf(key)}: ${problems[key]}`,
  );
  return (
    <form className="db-form av-form" noValidate onSubmit={save} aria-labelledby="av-week-title">
      <h3 id="av-week-title" className="av-subtitle">
        Every week
      </h3>
      <ul className="av-week" aria-label="Your weekly times">
        {WEEK_ORDER.map((key) => {
          const day = week[key];
          const name = nameOf(key);
          const errorId = `av-d${key}-error`;
          const setDay = (next: Partial<typeof day>) => change({ ...week, [key]: { ...day, ...next } });
          return (
            <li key={key} className={`av-row${day.open ? "" : " av-row--off"}`} data-day={name}>
              <label className="vh-check av-row__day">
                <input
                  type="checkbox"
                  checked={day.open}
                  disabled={saving}
                  onChange={(event) => setDay({ open: event.currentTarget.checked })}
                />
                <span>{name}</span>
              </label>
              {day.open ? (
                <HoursEditor
                  id={`av-d${key}`}
                  day={name}
                  value={day}
                  disabled={saving}
                  describedBy={problems[key] ? errorId : undefined}
                  onChange={(value) => setDay(value)}
                >
                  {/* "Copy to: weekdays, all days": each button's name says whose times go where. */}
                  <span className="av-copy">
                    <span aria-hidden="true">Copy to:</span>
                    <button
                      type="button"
                      className="av-link-btn"
                      disabled={saving}
                      onClick={() => copy(key, WEEKDAYS, "Monday to Friday")}
                    >
                      <span className="vh-sr-only">Copy {name}'s times to </span>weekdays
                      <span className="vh-sr-only"> (Monday to Friday)</span>
                    </button>
                    <button
                      type="button"
                      className="av-link-btn"
                      disabled={saving}
                      onClick={() => copy(key, WEEK_ORDER, "every day")}
                    >
                      <span className="vh-sr-only">Copy {name}'s times to </span>all days
                    </button>
                  </span>
                </HoursEditor>
              ) : (
                <p className="av-row__closed">Closed</p>
              )}
              {problems[key] && (
                <p id={errorId} className="av-error av-row__error">
                  {problems[key]}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <div className="av-savebar">
        <div className="av-savebar__state" role="status">
          {copied || (dirty ? "You have unsaved changes." : "Your weekly times are saved.")}
        </div>
        {problemList.length > 0 && (
          <div className="av-error" ref={summary} tabIndex={-1} role="alert">
            Please check: {problemList.join(" ")}
          </div>
        )}
        <button type="submit" className="vh-btn vh-btn--primary" disabled={saving}>
          {saving ? "Saving..." : "Save weekly times"}
        </button>
      </div>
    </form>
  );
}
