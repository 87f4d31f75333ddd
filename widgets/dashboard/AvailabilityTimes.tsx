import { type ReactNode, useEffect, useRef } from "react";
import { timeOf } from "../../core/sast-time";
import { DURATIONS, type Duration } from "../../core/slots";
import { END_CHOICES, type Hours, nextHours, START_CHOICES } from "./availability-times";

/** A day's hours and slot length (the part of DayHours this editor changes). */
export interface HoursValue {
  ranges: Hours[];
  duration: Duration;
}

interface TimeSelectProps {
  label: string;
  value: number;
  choices: readonly number[];
  disabled: boolean | undefined;
  describedBy: string | undefined;
  onChange: (minutes: number) => void;
}

/**
 * A time as a list of 24-hour "HH:mm" choices: an <input type="time"> would show the browser
 * locale's AM/PM. A select is typed into ("14" goes to 14:00) and read by screen readers as it shows.
 */
function TimeSelect({ label, value, choices, disabled, describedBy, onChange }: TimeSelectProps) {
  return (
    <select
      className="av-time"
      aria-label={label}
      aria-describedby={describedBy}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
    >
      {/* A saved time off the choices (none today: both are on the 5-minute grid) still shows. */}
      {!choices.includes(value) && <option value={value}>{timeOf(value)}</option>}
      {choices.map((minutes) => (
        <option key={minutes} value={minutes}>
          {timeOf(minutes)}
        </option>
      ))}
    </select>
  );
}

interface Props {
  /** Unique prefix for element ids ("av-d1", "av-date"). */
  id: string;
  /** The day's name, read with each control ("Monday", "Mon 23 Nov"). */
  day: string;
  value: HoursValue;
  onChange: (value: HoursValue) => void;
  disabled?: boolean | undefined;
  /** Id of the day's error, read with its controls. */
  describedBy?: string | undefined;
  /** Further actions on the line of "Add hours" (the week's copy buttons). */
  children?: ReactNode;
}

/**
 * One day's slot length, its opening hours (each a From and an Until, removable) and "Add hours"
 * for a break. The slots are cut from the hours when saved (availability-times.ts). The slot length
 * comes first: on a phone it sits beside the day's name, and the reading order follows the screen.
 */
export function HoursEditor({ id, day, value, onChange, disabled, describedBy, children }: Props) {
  const list = useRef<HTMLUListElement>(null);
  /** After adding or removing hours the focus goes to the range at this index (or Add hours). */
  const focusNext = useRef<number | null>(null);
  useEffect(() => {
    const index = focusNext.current;
    if (index === null) return;
    focusNext.current = null;
    const selects = list.current?.querySelectorAll<HTMLSelectElement>("li select:first-of-type");
    (selects?.[Math.min(index, (selects?.length ?? 1) - 1)] ?? list.current)?.focus();
  });

  const setRange = (index: number, range: Hours) =>
    onChange({ ...value, ranges: value.ranges.map((r, i) => (i === index ? range : r)) });
  const add = () => {
    focusNext.current = value.ranges.length;
    onChange({ ...value, ranges: [...value.ranges, nextHours(value.ranges)] });
  };
  const remove = (index: number) => {
    focusNext.current = Math.max(index - 1, 0);
    onChange({ ...value, ranges: value.ranges.filter((_, i) => i !== index) });
  };

  return (
    <div className="av-hours">
      <select
        id={`${id}-slot`}
        className="av-time av-slot"
        value={value.duration}
        disabled={disabled}
        aria-label={`${day} slot length`}
        onChange={(event) => onChange({ ...value, duration: Number(event.currentTarget.value) as Duration })}
      >
        {DURATIONS.map((d) => (
          <option key={d} value={d}>
            {d} min slots
          </option>
        ))}
      </select>
      <ul className="av-ranges" ref={list} tabIndex={-1} aria-label={`${day} opening hours`}>
        {value.ranges.map((range, index) => {
          const which = value.ranges.length > 1 ? ` (${index + 1})` : "";
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: ranges have no identity of their own; the position is it.
            <li key={index} className="av-range">
              <TimeSelect
                label={`${day}${which} from`}
                value={range.start}
                choices={START_CHOICES}
                disabled={disabled}
                describedBy={describedBy}
                onChange={(start) => setRange(index, { ...range, start })}
              />
              <span aria-hidden="true">to</span>
              <TimeSelect
                label={`${day}${which} until`}
                value={range.end}
                choices={END_CHOICES}
                disabled={disabled}
                describedBy={describedBy}
                onChange={(end) => setRange(index, { ...range, end })}
              />
              {value.ranges.length > 1 && (
                <button
                  type="button"
                  className="av-icon-btn"
                  disabled={disabled}
                  aria-label={`Remove ${timeOf(range.start)} to ${timeOf(range.end)}, ${day}`}
                  onClick={() => remove(index)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <div className="av-hours__more">
        <button type="button" className="av-link-btn av-add" disabled={disabled} onClick={add}>
          Add hours<span className="vh-sr-only"> on {day}</span>
        </button>
        {children}
      </div>
    </div>
  );
}
