import { useState } from "react";
import { addDays, longDate, sastDate } from "../../core/sast-time";
import type { AttendanceMark, PractitionerBookingRow } from "../../core/schemas/dashboard";
import { useAdminList } from "../admin-ui/use-admin-list";
import { api } from "../api/client";
import { BookingDays, timeRange } from "./Bookings";
import { ListStatus } from "./list-parts";
import "./past-appointments.css";
import { useRowAction } from "./use-row-action";

/**
 * How far back the list reaches: last week first, then further on request, up to the 90 days in
 * which attendance may still be marked (functions/dashboard/attendance.ts).
 */
const REACH_DAYS = [7, 30, 90] as const;

const MARKS: { mark: AttendanceMark; label: string }[] = [
  { mark: "attended", label: "Attended" },
  { mark: "no_show", label: "No-show" },
];

/** The state a row shows beside the buttons. */
function markText(row: PractitionerBookingRow): string {
  if (row.attendance === "attended") return "Attended";
  if (row.attendance === "no_show") return "No-show";
  return "Not marked yet";
}

/**
 * Confirmed appointments that have ended (issue 24), most recent first, each with Attended and
 * No-show (pressed = the current mark; either can be changed). A no-show is shown to this
 * practitioner only, on that patient's next request.
 */
export function PastAppointments() {
  const [reach, setReach] = useState(0);
  const days = REACH_DAYS[reach] ?? REACH_DAYS[0];
  const { load, reload, updateRows } = useAdminList<PractitionerBookingRow>(
    `past-${days}`,
    (signal) => {
      const today = sastDate(Date.now());
      return api
        .call("GET /api/dashboard/bookings", { query: { from: addDays(today, -days), to: today }, signal })
        .then((body) => {
          const rows = body.data.filter((row) => row.status === "completed").reverse();
          return { rows, total: rows.length };
        });
    },
    "We could not load your past appointments.",
  );

  const { busy, run } = useRowAction(updateRows);
  const mark = (row: PractitionerBookingRow, attendance: AttendanceMark) =>
    run(row, () =>
      api.call("POST /api/dashboard/bookings/attendance", {
        body: { id: row.id, date: row.date, attendance },
      }),
    );

  return (
    <section id="past-appointments" className="db-section" aria-labelledby="db-past-title">
      <h2 id="db-past-title">Past appointments</h2>
      <p className="db-past__intro">
        Mark whether each patient came. Only you see this; if a patient did not come, you will see it when
        they next ask to book with you.
      </p>
      {load.status === "error" && <p className="db-empty">{load.message}</p>}
      <ListStatus
        load={load}
        onRetry={reload}
        empty={`No confirmed appointments ended in the last ${days} days.`}
      />
      {load.status === "ready" && (
        <BookingDays
          rows={load.rows}
          item={(row) => {
            const who = `${row.first_name} ${row.last_name}`.trim();
            return (
              <li key={row.id} className="db-booking" data-status={row.status}>
                <div className="db-booking__head">
                  <strong>{timeRange(row)}</strong>
                  <span>{who}</span>
                  <span className="vh-badge db-status" data-mark={row.attendance ?? "none"}>
                    {markText(row)}
                  </span>
                </div>
                <p className="db-booking__facts">{row.type === 1 ? "Virtual" : "In person"}</p>
                <fieldset className="db-past__marks" aria-busy={busy === row.id}>
                  <legend className="vh-sr-only">
                    Did {who} come on {longDate(row.date.slice(0, 10))} at {row.date.slice(11)}?
                  </legend>
                  {MARKS.map(({ mark: value, label }) => (
                    <button
                      key={value}
                      type="button"
                      className={`vh-btn vh-btn--${row.attendance === value ? "primary" : "outline"} db-btn`}
                      aria-pressed={row.attendance === value}
                      // Not disabled while busy: a keyboard user keeps their place (a second press is ignored).
                      onClick={() => busy !== row.id && row.attendance !== value && mark(row, value)}
                    >
                      {label}
                    </button>
                  ))}
                </fieldset>
              </li>
            );
          }}
        />
      )}
      {load.status === "ready" && reach < REACH_DAYS.length - 1 && (
        <button type="button" className="vh-btn vh-btn--outline db-btn" onClick={() => setReach(reach + 1)}>
          Show earlier appointments (last {REACH_DAYS[reach + 1]} days)
        </button>
      )}
    </section>
  );
}
