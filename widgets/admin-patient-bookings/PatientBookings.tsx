import { useState } from "react";
import { longDate } from "../../core/sast-time";
import { PATIENT_PAGE_SIZE, type PatientBookingRow, type PatientRow } from "../../core/schemas/patients";
import { AdminTable, adminColumns } from "../admin-ui/AdminTable";
import { adminText } from "../admin-ui/admin-text";
import { erasePatient } from "../admin-ui/erase-patient";
import { useAdminList, useClientPage } from "../admin-ui/use-admin-list";
import { urlPaging, useUrlState } from "../admin-ui/use-url-state";
import { api } from "../api/client";

const DEFAULTS = { page: "1" };
const col = adminColumns<PatientBookingRow>();

/** The patient id in /admin/patient/bookings/{id}. */
function patientIdFromPath(pathname: string): string {
  const match = /^\/admin\/patient\/bookings\/([^/]+)\/?$/.exec(pathname);
  try {
    return match?.[1] ? decodeURIComponent(match[1]) : "";
  } catch {
    return "";
  }
}

const STATUS_LABEL: Record<PatientBookingRow["status"], string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  declined: "Declined",
  cancelled: "Cancelled",
  expired: "Expired",
  completed: "Completed",
};

const columns = [
  col.accessor("date", {
    header: "When",
    // "Thursday 26 November 2026, 11:00 (60 min)", as the rest of the product writes dates.
    cell: ({ row }) => {
      const [day = "", time = ""] = row.original.date.split(" ");
      return `${longDate(day)}, ${time} (${row.original.duration} min)`;
    },
  }),
  col.accessor((row) => row.practitioner.name, { id: "practitioner", header: "Practitioner" }),
  col.accessor("status", {
    header: "Status",
    cell: ({ getValue }) => (
      <span className={`vh-badge vh-admin-status vh-admin-status--${getValue()}`}>
        {STATUS_LABEL[getValue()]}
      </span>
    ),
  }),
  col.accessor((row) => (row.type === 1 ? "Virtual" : "In person"), { id: "type", header: "Type" }),
  col.accessor((row) => row.medical_aid ?? row.booking_with, { id: "payment", header: "Payment" }),
  col.accessor((row) => (row.by_phone ? `By phone${row.out_of_hours ? " (outside hours)" : ""}` : "Online"), {
    id: "taken",
    header: "Taken",
  }),
];

const LOW_PRIORITY = ["type", "payment", "taken"] as const;

/**
 * /admin/patient/bookings/{id} (spec section 2): the patient and their bookings, newest first, each
 * with its status (never the reason), 25 a page; and the patient's erasure.
 */
export function PatientBookings() {
  const id = patientIdFromPath(window.location.pathname);
  const [view, update] = useUrlState(DEFAULTS);
  const [patient, setPatient] = useState<PatientRow | null>(null);
  const paging = urlPaging(view, update);
  const { page } = paging;
  const { load, reload } = useAdminList(id, (signal) =>
    api.call("GET /api/patient/bookings/{id}", { path: { id }, signal }).then((body) => {
      setPatient(body.patient);
      return { rows: body.data, total: body.data.length };
    }),
  );
  // The server answers every booking at once (a patient has few); pages are cut here.
  const shown = useClientPage(load, page, PATIENT_PAGE_SIZE);
  const name = patient ? `${patient.name} ${patient.surname}`.trim() : "";

  return (
    <>
      <p>
        <a href="/admin/patients">Back to patients</a>
      </p>
      {patient && (
        <section className="vh-card vh-admin-patient" aria-label="Patient">
          <h2>{name}</h2>
          <p>
            <a href={`mailto:${patient.email_address}`}>{patient.email_address}</a> ·{" "}
            {patient.contact_number || <span className="vh-admin-muted">{adminText.noContact}</span>}
          </p>
          {patient.medical_aids.length > 0 && <p>Medical aid: {patient.medical_aids.join(", ")}</p>}
          <p>
            <button
              type="button"
              className="vh-btn vh-btn--quiet-danger"
              onClick={async () => {
                if (await erasePatient({ id: patient.id, name })) window.location.assign("/admin/patients");
              }}
            >
              Delete patient<span className="vh-sr-only"> {name}</span>
            </button>
          </p>
        </section>
      )}
      <AdminTable
        caption={name ? `Bookings of ${name}` : "Bookings"}
        columns={columns}
        load={shown}
        {...paging}
        pageSize={PATIENT_PAGE_SIZE}
        onRetry={reload}
        lowPriority={LOW_PRIORITY}
      />
    </>
  );
}
