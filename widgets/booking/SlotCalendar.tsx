import { useEffect, useRef, useState } from "react";
import { addDays, longDate, shortDate, shortWeekday, weekDates } from "../../core/sast-time";
import { bookableWeeks, offeredTimes } from "../../core/slots";
import { uiText } from "../../core/ui-text";
import { api } from "../api/client";
import { Loader } from "../ui/Loader";
import { showToast } from "../ui/toast";
import { selectSlot, useSlotStore } from "./slot-store";

/** Keep in step with booking.css (.bk-days:not(.is-expanded) ... nth-child). */
const COLLAPSED_TIMES = 10;

type Week = { status: "loading" } | { status: "error" } | { status: "ready"; days: Day[] };
interface Day {
  date: string;
  times: string[];
}

/** "22 – 28 November 2026" (or across months: "29 November – 5 December 2026"). */
function weekLabel(sunday: string): string {
  const [, firstDay, firstMonth] = longDate(sunday).split(" ");
  const [, lastDay, lastMonth, year] = longDate(addDays(sunday, 6)).split(" ");
  return firstMonth === lastMonth
    ? `${firstDay} – ${lastDay} ${lastMonth} ${year}`
    : `${firstDay} ${firstMonth} – ${lastDay} ${lastMonth} ${year}`;
}

/**
 * The weekly slot calendar (spec sections 2, 4, 7): Sunday to Saturday, previous/next move 7 days
 * (never before the current week, never past the booking horizon), taken slots hidden by the shared
 * core rule, load failures as error toasts. Choosing a time opens the booking form.
 */
export function SlotCalendar({
  practitionerId,
  onReady,
  onChoose,
}: {
  practitionerId: string;
  /** Once, when the first week has loaded. */
  onReady?: (() => void) | undefined;
  /** A time was chosen here (not in another instance sharing the slot store). */
  onChoose?: ((slot: { date: string; time: string }) => void) | undefined;
}) {
  const { first: thisWeek, last: lastWeek } = bookableWeeks(Date.now());
  const [sunday, setSunday] = useState(thisWeek);
  const [week, setWeek] = useState<Week>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  /** On a phone one day's times show at a time; the day strip picks it. */
  const [activeDay, setActiveDay] = useState<string | null>(null);
  /** On a wide screen a long day is cut after COLLAPSED_TIMES until "Show all times". */
  const [expanded, setExpanded] = useState(false);
  const { selection, revision } = useSlotStore(practitionerId);
  const announced = useRef(false);
  useEffect(() => {
    if (week.status !== "ready" || announced.current) return;
    announced.current = true;
    onReady?.();
  }, [week.status, onReady]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `revision` (a booking changed the week) and `attempt` (Try again) reload it.
  useEffect(() => {
    const controller = new AbortController();
    setWeek({ status: "loading" });
    const query = { id: practitionerId, start_date: sunday, end_date: addDays(sunday, 6) };
    api
      .call("GET /api/practitioner/timeSlots", { query, signal: controller.signal })
      .then((body) => {
        const records = new Map(body.practitioner.map((record) => [record.date, record]));
        const context = { bookings: body.booking, outOfOffice: [], nowMs: Date.now(), minNoticeMinutes: 0 };
        const days = weekDates(sunday).map((date) => ({
          date,
          times: offeredTimes(records.get(date) ?? null, context),
        }));
        setWeek({ status: "ready", days });
        setActiveDay((current) =>
          days.some((day) => day.date === current)
            ? current
            : ((days.find((day) => day.times.length > 0) ?? days[0])?.date ?? null),
        );
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error("[booking] time slots failed", error);
        showToast(uiText.slotsFailed, "error");
        setWeek({ status: "error" });
      });
    return () => controller.abort();
  }, [practitionerId, sunday, revision, attempt]);

  const empty = week.status === "ready" && week.days.every((day) => day.times.length === 0);
  return (
    <div className="bk-calendar">
      <div className="bk-calendar__nav">
        <button
          type="button"
          className="vh-btn vh-btn--ghost"
          disabled={sunday <= thisWeek}
          onClick={() => setSunday(addDays(sunday, -7))}
        >
          <span aria-hidden="true">‹</span> Previous<span className="bk-hide-sm"> week</span>
        </button>
        <p className="bk-calendar__week" aria-live="polite">
          {weekLabel(sunday)}
        </p>
        <button
          type="button"
          className="vh-btn vh-btn--ghost"
          disabled={sunday >= lastWeek}
          onClick={() => setSunday(addDays(sunday, 7))}
        >
          Next<span className="bk-hide-sm"> week</span> <span aria-hidden="true">›</span>
        </button>
      </div>
      {week.status === "loading" && <Loader />}
      {week.status === "error" && (
        <div className="bk-calendar__message">
          <p>{uiText.slotsFailed}</p>
          <button type="button" className="vh-btn vh-btn--primary" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </div>
      )}
      {week.status === "ready" && (
        <>
          {empty && (
            <p className="bk-calendar__message">
              No open times this week.{" "}
              {sunday < lastWeek && (
                <button type="button" className="bk-link" onClick={() => setSunday(addDays(sunday, 7))}>
                  See next week
                </button>
              )}
            </p>
          )}
          <fieldset className="bk-daypicker">
            <legend className="vh-sr-only">Choose a day</legend>
            {week.days.map((day) => (
              <button
                key={day.date}
                type="button"
                className="bk-daypicker__day"
                aria-pressed={day.date === activeDay}
                aria-label={`${longDate(day.date)}: ${day.times.length === 0 ? "no times" : `${day.times.length} open times`}`}
                onClick={() => setActiveDay(day.date)}
              >
                <span className="bk-daypicker__weekday">{shortWeekday(day.date)}</span>
                <span className="bk-daypicker__date">{Number(day.date.slice(8))}</span>
                <span className="bk-daypicker__count" aria-hidden="true">
                  {day.times.length === 0 ? "–" : day.times.length}
                </span>
              </button>
            ))}
          </fieldset>
          <ul
            className={expanded ? "bk-days is-expanded" : "bk-days"}
            aria-label={`Appointment times, ${weekLabel(sunday)}`}
          >
            {week.days.map((day) => (
              <li key={day.date} className={day.date === activeDay ? "bk-day is-active" : "bk-day"}>
                <h3 className="bk-day__label">
                  <span className="bk-day__weekday">{shortWeekday(day.date)}</span>{" "}
                  <span className="bk-day__date">{shortDate(day.date)}</span>
                </h3>
                {day.times.length === 0 ? (
                  <p className="bk-day__none">No times</p>
                ) : (
                  <ul className="bk-times">
                    {day.times.map((time) => {
                      const chosen = selection?.date === day.date && selection.time === time;
                      return (
                        <li key={time}>
                          <button
                            type="button"
                            className="bk-time"
                            data-date={day.date}
                            aria-pressed={chosen}
                            aria-label={`${longDate(day.date)} at ${time}`}
                            onClick={() => {
                              selectSlot(practitionerId, { date: day.date, time });
                              onChoose?.({ date: day.date, time });
                            }}
                          >
                            {time}
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </li>
            ))}
          </ul>
          {week.days.some((day) => day.times.length > COLLAPSED_TIMES) && (
            <button
              type="button"
              className="bk-link bk-calendar__more"
              aria-expanded={expanded}
              onClick={() => setExpanded((value) => !value)}
            >
              {expanded ? "Show fewer times" : "Show all times"}
            </button>
          )}
          <p className="bk-calendar__tz">Times are South African time (SAST).</p>
        </>
      )}
    </div>
  );
}
