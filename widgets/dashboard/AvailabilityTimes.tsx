import { useEffect, useRef, useState } from "react";
import { DURATIONS, type Duration } from "../../core/slots";
import { generateTimes, rangeProblem } from "./availability-times";

export interface DayTimes {
  times: string[];
  duration: Duration;
}

interface Props {
  /** Unique prefix for element ids ("av-d1", "av-date"). */
  id: string;
  /** Visible name of the group ("Monday", "Times on Mon 23 Nov"). */
  legend: string;
  value: DayTimes;
  onChange: (value: DayTimes) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * One day's slots: a duration, a quick fill (start, end, optional break: a slot every `duration`
 * minutes, widgets/dashboard/availability-times.ts) and the resulting times as removable chips.
 */
export function TimesEditor({ id, legend, value, onChange, error, disabled }: Props) {
  const [range, setRange] = useState({ start: "09:00", end: "17:00", breakStart: "", breakEnd: "" });
  const [fillError, setFillError] = useState("");
  const chips = useRef<HTMLUListElement>(null);
  const fillButton = useRef<HTMLButtonElement>(null);

  /** Where focus goes once the list re-renders: the chip list, a chip by index, or the Fill button. */
  const focusNext = useRef<number | "chips" | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    const buttons = chips.current?.querySelectorAll("button");
    const chip = typeof target === "number" ? buttons?.[Math.min(target, buttons.length - 1)] : undefined;
    (target === "chips" ? chips.current : (chip ?? fillButton.current))?.focus();
  });

  const fill = () => {
    const problem = rangeProblem({ ...range, duration: value.duration });
    const times = problem ? [] : generateTimes({ ...range, duration: value.duration });
    setFillError(problem ?? (times.length === 0 ? "No slot fits between the start and the end." : ""));
    if (times.length === 0) return;
    focusNext.current = "chips";
    onChange({ ...value, times });
  };

  const remove = (time: string, index: number) => {
    focusNext.current = index;
    onChange({ ...value, times: value.times.filter((t) => t !== time) });
  };

  const input = (name: keyof typeof range, label: string) => (
    <label className="av-field">
      <span>{label}</span>
      <input
        type="time"
        step={300}
        value={range[name]}
        disabled={disabled}
        onInput={(event) => setRange({ ...range, [name]: (event.currentTarget as HTMLInputElement).value })}
      />
    </label>
  );

  const errorId = `${id}-error`;
  return (
    <fieldset className="av-day" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <label className="av-field av-field--duration">
        <span>Slot length</span>
        <select
          value={value.duration}
          disabled={disabled}
          onChange={(event) =>
            onChange({ ...value, duration: Number(event.currentTarget.value) as Duration })
          }
        >
          {DURATIONS.map((d) => (
            <option key={d} value={d}>
              {d} minutes
            </option>
          ))}
        </select>
      </label>
      <div className="av-fill">
        {input("start", "From")}
        {input("end", "Until")}
        {input("breakStart", "Break from (optional)")}
        {input("breakEnd", "Break until")}
        <button
          type="button"
          className="vh-btn vh-btn--outline"
          ref={fillButton}
          onClick={fill}
          disabled={disabled}
        >
          Fill times<span className="vh-sr-only"> for {legend}</span>
        </button>
      </div>
      {fillError && (
        <p className="av-error" role="alert">
          {fillError}
        </p>
      )}
      {value.times.length === 0 ? (
        <p className="av-none">No times: not available.</p>
      ) : (
        <ul
          className="av-chips"
          ref={chips}
          tabIndex={-1}
          aria-label={`${legend}: ${value.times.length} times`}
        >
          {value.times.map((time, index) => (
            <li key={time}>
              <button
                type="button"
                className="av-chip"
                disabled={disabled}
                aria-label={`Remove ${time}, ${legend}`}
                onClick={() => remove(time, index)}
              >
                {time}
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={errorId} className="av-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
