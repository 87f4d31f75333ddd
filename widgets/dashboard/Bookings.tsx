import type { ReactNode } from "react";
import { CANCEL_REASON_LABELS } from "../../core/cancel-reasons";
import { longDate, MINUTE_MS, sastTime, sastToMs } from "../../core/sast-time";
import type { PractitionerBookingRow } from "../../core/schemas/dashboard";
import { useAdminList } from "../admin-ui/use-admin-list";
import { ApiError, api } from "../api/client";
import { showToast } from "../ui/toast";
import { DecisionButtons, ListStatus } from "./list-parts";
import { paymentText } from "./payment-text";
import { useRowAction } from "./use-row-action";
import { VideoJoinLink } from "./VideoJoinLink";

const STATUS_LABEL: Record<PractitionerBookingRow["status"], string> = {
  pending: "Waiting for you",
  confirmed: "Confirmed",
  declined: "Declined",
  cancelled: "Cancelled by patient",
  completed: "Completed",
  expired: "Expired (not answered in time)",
};

export function timeRange(row: PractitionerBookingRow): string {
  const [date = "", time = ""] = row.date.split(" ");
  return `${time}–${sastTime(sastToMs(date, time) + row.duration * MINUTE_MS)}`;
}

/** Rows grouped by day, in the order given (the API's: soonest first). */
function byDay(rows: PractitionerBookingRow[]): [string, PractitionerBookingRow[]][] {
  const days = new Map<string, PractitionerBookingRow[]>();
  for (const row of rows) {
    const day = row.date.slice(0, 10);
    days.set(day, [...(days.get(day) ?? []), row]);
  }
  return [...days];
}

/** The rows under a heading per day, in the order given; `item` renders one row's list item. */
export function BookingDays(props: {
  rows: PractitionerBookingRow[];
  item(row: PractitionerBookingRow): ReactNode;
}) {
  return byDay(props.rows).map(([day, rows]) => (
    <div key={day} className="db-day">
      <h3>{longDate(day)}</h3>
      <ul className="db-bookings">{rows.map(props.item)}</ul>
    </div>
  ));
}

/** A patient's earlier no-shows, as their next request shows them (only to this practitioner). */
export function noShowsText(count: number): string {
  return count === 1 ? "1 earlier no-show with you" : `${count} earlier no-shows with you`;
}

/**
 * The practitioner's upcoming bookings (60 days) with Confirm and Decline; each emails the patient.
 * The reason for the appointment is health information: folded away until opened.
 */
export function PractitionerBookings() {
  const { load, reload, updateRows } = useAdminList("bookings", (signal) =>
    api
      .call("GET /api/dashboard/bookings", { signal })
      .then((body) => ({ rows: body.data, total: body.data.length }))
      .catch((error: unknown) => {
        if ((error as Error)?.name !== "AbortError") {
          showToast(error instanceof ApiError ? error.message : "We could not load your bookings.", "error");
        }
        throw error;
      }),
  );

  const { busy, run } = useRowAction(updateRows);
  const act = (row: PractitionerBookingRow, action: "confirm" | "decline") => {
    const who = `${row.first_name} ${row.last_name}`.trim();
    if (
      action === "decline" &&
      !window.confirm(`Decline the booking with ${who} on ${longDate(row.date.slice(0, 10))}?`)
    )
      return;
    return run(row, () =>
      api.call(`POST /api/dashboard/bookings/${action}`, { body: { id: row.id, date: row.date } }),
    );
  };

  return (
    <section className="db-section" aria-labelledby="db-bookings-title">
      <h2 id="db-bookings-title">Your bookings</h2>
      <ListStatus load={load} onRetry={reload} />
      {load.status === "ready" && (
        <BookingDays
          rows={load.rows}
          item={(row) => (
            <li key={row.id} className="db-booking" data-status={row.status}>
              <div className="db-booking__head">
                <strong>{timeRange(row)}</strong>
                <span>
                  {row.first_name} {row.last_name}
                </span>
                <span className="vh-badge db-status">{STATUS_LABEL[row.status]}</span>
              </div>
              <p className="db-booking__facts">
                {row.type === 1 ? "Virtual" : "In person"} · {paymentText(row)}
                {row.follow_up_session ? " · Follow-up" : ""}
                {row.patient_confirmed && row.status === "confirmed"
                  ? " · Patient confirmed they're coming"
                  : ""}
                {row.cancel_reason ? ` · Cancelled: ${CANCEL_REASON_LABELS[row.cancel_reason]}` : ""}
                {row.patient_no_shows ? (
                  <>
                    <br />
                    <strong className="db-no-shows">{noShowsText(row.patient_no_shows)}</strong>
                  </>
                ) : null}
                {/* An erased patient's booking keeps no address or number to link. */}
                {(row.email || row.cellphone_number) && <br />}
                {row.email && <a href={`mailto:${row.email}`}>{row.email}</a>}
                {row.email && row.cellphone_number && " · "}
                {row.cellphone_number && <a href={`tel:${row.cellphone_number}`}>{row.cellphone_number}</a>}
              </p>
              <VideoJoinLink row={row} />
              {row.reason_for_appointment && (
                <details className="db-reason">
                  <summary>Reason for appointment</summary>
                  <p>{row.reason_for_appointment}</p>
                </details>
              )}
              {(row.status === "pending" || row.status === "confirmed") && (
                <div className="db-booking__actions">
                  <DecisionButtons
                    yes="Confirm"
                    no="Decline"
                    busy={busy === row.id}
                    onYes={row.status === "pending" ? () => act(row, "confirm") : undefined}
                    onNo={() => act(row, "decline")}
                  />
                </div>
              )}
            </li>
          )}
        />
      )}
    </section>
  );
}
