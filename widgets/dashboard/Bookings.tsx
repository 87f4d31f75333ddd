import { type ReactNode, useState } from "react";
import { CANCEL_REASON_LABELS } from "../../core/cancel-reasons";
import { longDate, MINUTE_MS, sastTime, sastToMs } from "../../core/sast-time";
import type { PractitionerBookingRow } from "../../core/schemas/dashboard";
import { type ListLoad, useAdminList } from "../admin-ui/use-admin-list";
import { ApiError, api } from "../api/client";
import { showToast } from "../ui/toast";
import {
  BOOKING_FILTERS,
  type BookingFilter,
  emptyText,
  filterCounts,
  filterRows,
  statusLabel,
} from "./booking-filter";
import { CancelBooking } from "./CancelBooking";
import { DecisionButtons, ListStatus } from "./list-parts";
import { paymentText } from "./payment-text";
import { useRowAction } from "./use-row-action";
import { VideoJoinLink } from "./VideoJoinLink";

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

/** The list's filter: one radio per choice, each with how many bookings it shows. */
function FilterChoices(props: {
  rows: PractitionerBookingRow[];
  filter: BookingFilter;
  onFilter(filter: BookingFilter): void;
}) {
  const counts = filterCounts(props.rows);
  return (
    <fieldset className="db-filter">
      <legend>Show</legend>
      {BOOKING_FILTERS.map(({ id, label }) => (
        <label key={id}>
          <input
            type="radio"
            name="db-filter"
            value={id}
            checked={props.filter === id}
            onChange={() => props.onFilter(id)}
          />
          {label} ({counts[id]})
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The practitioner's bookings for 60 days, filtered (`filter`; cancelled and declined ones apart).
 * A request has Confirm and Decline; a confirmed booking has Cancel, with an optional message for
 * the patient; each emails the patient and calls `onChanged`. The reason for the appointment is
 * health information: folded away until opened.
 */
export function PractitionerBookings(props: {
  filter: BookingFilter;
  onFilter(filter: BookingFilter): void;
  onChanged(): void;
}) {
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
  const [cancelling, setCancelling] = useState<string | null>(null);
  const act = async (row: PractitionerBookingRow, action: "confirm" | "decline", note = "") => {
    const done = await run(row, () =>
      api.call(`POST /api/dashboard/bookings/${action}`, {
        body: { id: row.id, date: row.date, ...(note ? { reason: note } : {}) },
      }),
    );
    if (!done) return; // the message stays in the form, to try again
    setCancelling(null);
    props.onChanged();
    // A booking that leaves the filtered list (declined, cancelled, or confirmed among the requests
    // waiting) takes its buttons with it: focus goes to the list's heading.
    if (action === "decline" || props.filter === "pending")
      document.getElementById("db-bookings-title")?.focus();
  };
  const decline = (row: PractitionerBookingRow) => {
    const who = `${row.first_name} ${row.last_name}`.trim();
    if (window.confirm(`Decline the booking with ${who} on ${longDate(row.date.slice(0, 10))}?`))
      void act(row, "decline");
  };
  // Keep: focus back on the booking's Cancel button, as before it opened.
  const keep = (row: PractitionerBookingRow) => {
    setCancelling(null);
    requestAnimationFrame(() =>
      document.querySelector<HTMLButtonElement>(`[data-cancel-for="${row.id}"]`)?.focus(),
    );
  };
  const shown: ListLoad<PractitionerBookingRow> =
    load.status === "ready" ? { ...load, rows: filterRows(load.rows, props.filter) } : load;

  return (
    <section className="db-section" aria-labelledby="db-bookings-title">
      <h2 id="db-bookings-title" tabIndex={-1}>
        Your bookings
      </h2>
      {load.status === "ready" && load.rows.length > 0 && (
        <FilterChoices rows={load.rows} filter={props.filter} onFilter={props.onFilter} />
      )}
      <ListStatus load={shown} onRetry={reload} empty={emptyText(props.filter)} />
      {shown.status === "ready" && (
        <BookingDays
          rows={shown.rows}
          item={(row) => (
            <li key={row.id} className="db-booking" data-status={row.status}>
              <div className="db-booking__head">
                <strong>{timeRange(row)}</strong>
                <span>
                  {row.first_name} {row.last_name}
                </span>
                <span className="vh-badge db-status">{statusLabel(row)}</span>
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
              {row.status === "pending" && (
                <div className="db-booking__actions">
                  <DecisionButtons
                    yes="Confirm"
                    no="Decline"
                    busy={busy === row.id}
                    onYes={() => act(row, "confirm")}
                    onNo={() => decline(row)}
                  />
                </div>
              )}
              {row.status === "confirmed" &&
                (cancelling === row.id ? (
                  <CancelBooking
                    row={row}
                    busy={busy === row.id}
                    onCancel={(note) => act(row, "decline", note)}
                    onKeep={() => keep(row)}
                  />
                ) : (
                  <div className="db-booking__actions">
                    <button
                      type="button"
                      className="vh-btn vh-btn--outline db-btn"
                      data-cancel-for={row.id}
                      disabled={busy === row.id}
                      onClick={() => setCancelling(row.id)}
                    >
                      Cancel
                    </button>
                  </div>
                ))}
            </li>
          )}
        />
      )}
    </section>
  );
}
