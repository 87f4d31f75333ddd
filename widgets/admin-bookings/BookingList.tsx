import { type FormEvent, useMemo, useState } from "react";
import { ADMIN_BOOKINGS_PAGE_SIZE, type AdminBookingRow } from "../../core/schemas/admin-bookings";
import { BOOKING_STATUSES } from "../../core/slots";
import { AdminTable, adminColumns } from "../admin-ui/AdminTable";
import { confirmAction } from "../admin-ui/confirm";
import { toastFailureWithDetail } from "../admin-ui/toasts";
import { useAdminList } from "../admin-ui/use-admin-list";
import { urlPaging, useUrlState } from "../admin-ui/use-url-state";
import { api } from "../api/client";
import { showToast } from "../ui/toast";

const col = adminColumns<AdminBookingRow>();
const DEFAULTS = { page: "1", status: "", practitioner_id: "", from: "", to: "" };
type View = typeof DEFAULTS;

const keyOf = (row: AdminBookingRow) => ({
  practitioner_id: row.practitioner.id,
  id: row.id,
  date: row.date,
});
const patientOf = (row: AdminBookingRow) =>
  row.erased ? "Erased patient" : `${row.first_name} ${row.last_name}`;
const holdsTime = (row: AdminBookingRow) => row.status === "pending" || row.status === "confirmed";

/** Cancel (after a confirmation) or move (to a date and time typed in) one booking; then the list reloads. */
function Actions({ row, onChanged }: { row: AdminBookingRow; onChanged(): void }) {
  const [busy, setBusy] = useState(false);
  const [date, time] = row.date.split(" ");
  const run = async (call: () => Promise<{ success: string }>) => {
    setBusy(true);
    try {
      showToast((await call()).success, "success");
      onChanged();
    } catch (error) {
      toastFailureWithDetail(error);
    } finally {
      setBusy(false);
    }
  };
  const cancel = () => {
    if (
      !confirmAction(
        `Cancel ${patientOf(row)}'s booking with ${row.practitioner.name} on ${row.date}? We will email the patient.`,
      )
    )
      return;
    void run(() => api.call("POST /api/booking/admin/cancel", { body: keyOf(row) }));
  };
  const move = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = {
      ...keyOf(row),
      to_date: String(form.get("to_date")),
      to_time: String(form.get("to_time")),
    };
    void run(() => api.call("POST /api/booking/admin/move", { body }));
  };
  if (!holdsTime(row) || row.erased) return <span className="vh-admin-muted">No actions</span>;
  return (
    <span className="vh-admin-actions ab-actions">
      <button type="button" className="vh-btn vh-btn--outline-danger" disabled={busy} onClick={cancel}>
        Cancel<span className="vh-sr-only"> {patientOf(row)}'s booking</span>
      </button>
      <details className="ab-move">
        <summary className="vh-btn vh-btn--outline">
          Move<span className="vh-sr-only"> {patientOf(row)}'s booking</span>
        </summary>
        <form onSubmit={move}>
          <label>
            New date
            <input type="date" name="to_date" required defaultValue={date} />
          </label>
          <label>
            New time
            <input type="time" name="to_time" required step={300} defaultValue={time} />
          </label>
          <button type="submit" className="vh-btn vh-btn--primary" disabled={busy}>
            Move booking
          </button>
        </form>
      </details>
    </span>
  );
}

function columnsFor(onChanged: () => void) {
  return [
    col.accessor("date", { header: "When", enableSorting: false }),
    col.display({ id: "patient", header: "Patient", cell: ({ row }) => patientOf(row.original) }),
    col.display({
      id: "practitioner",
      header: "Practitioner",
      cell: ({ row }) => (
        <a href={`/admin/doctor/detail/${row.original.practitioner.id}`}>{row.original.practitioner.name}</a>
      ),
    }),
    col.accessor("status", {
      header: "Status",
      enableSorting: false,
      cell: ({ getValue }) => <span className="ab-status">{getValue()}</span>,
    }),
    col.display({
      id: "how",
      header: "Booked",
      cell: ({ row }) =>
        `${row.original.type === 1 ? "Video call" : "In person"}, ${row.original.by_phone ? "by phone" : "online"}`,
    }),
    col.display({
      id: "actions",
      header: "Actions",
      enableHiding: false,
      cell: ({ row }) => <Actions row={row.original} onChanged={onChanged} />,
    }),
  ];
}

/**
 * /admin/bookings (issue 25): every practitioner's bookings by start, 25 a page, filtered by status,
 * practitioner and dates (kept in the address; from today for 30 days by default), with Cancel and
 * Move. No reason for the appointment and no contact details: they stay in the booking's own views.
 */
export function BookingList() {
  const [view, update] = useUrlState<View>(DEFAULTS);
  const paging = urlPaging(view, update);
  const { page } = paging;
  const query = Object.fromEntries(
    Object.entries({
      status: view.status,
      practitioner_id: view.practitioner_id,
      from: view.from,
      to: view.to,
    }).filter(([, value]) => value !== ""),
  );
  const { load, reload } = useAdminList(JSON.stringify({ ...query, page }), (signal) =>
    api
      .call("GET /api/booking/admin/list", {
        query: { ...query, page: String(page), perPage: String(ADMIN_BOOKINGS_PAGE_SIZE) },
        signal,
      })
      .then((body) => ({ rows: body.data.data, total: body.total })),
  );
  const columns = useMemo(() => columnsFor(reload), [reload]);
  const filter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    update({
      status: text("status"),
      practitioner_id: text("practitioner_id"),
      from: text("from"),
      to: text("to"),
      page: "1",
    });
  };
  return (
    <>
      <form className="vh-admin-filters" aria-label="Filter bookings" onSubmit={filter}>
        <label>
          Status
          <select name="status" defaultValue={view.status}>
            <option value="">Any</option>
            {BOOKING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </label>
        <label>
          Practitioner number
          <input
            name="practitioner_id"
            inputMode="numeric"
            pattern="\d{1,9}"
            maxLength={9}
            defaultValue={view.practitioner_id}
          />
        </label>
        <label>
          From
          <input type="date" name="from" defaultValue={view.from} />
        </label>
        <label>
          To
          <input type="date" name="to" defaultValue={view.to} />
        </label>
        <button type="submit" className="vh-btn vh-btn--outline">
          Show bookings
        </button>
      </form>
      <p className="vh-admin-muted">Without dates: from today for 30 days. At most 92 days at a time.</p>
      <AdminTable
        caption="Bookings"
        columns={columns}
        load={load}
        {...paging}
        pageSize={ADMIN_BOOKINGS_PAGE_SIZE}
        onRetry={reload}
        lowPriority={["how"]}
      />
    </>
  );
}
