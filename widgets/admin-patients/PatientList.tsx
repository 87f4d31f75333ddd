import { useMemo, useState } from "react";
import { PATIENT_PAGE_SIZE, type PatientRow } from "../../core/schemas/patients";
import { AdminTable, adminColumns } from "../admin-ui/AdminTable";
import { adminText } from "../admin-ui/admin-text";
import { erasePatient } from "../admin-ui/erase-patient";
import { SearchFilters } from "../admin-ui/SearchFilters";
import { useAdminList, useDirectoryAnchor } from "../admin-ui/use-admin-list";
import { urlPaging, useUrlState } from "../admin-ui/use-url-state";
import { api } from "../api/client";
import "./admin-patients.css";

const DEFAULTS = { page: "1", search: "", contact_number: "", medical_aid: "" };
type View = typeof DEFAULTS;

const col = adminColumns<PatientRow>();
const fullName = (row: PatientRow) => `${row.name} ${row.surname}`.trim();
export const bookingsPath = (id: string) => `/admin/patient/bookings/${encodeURIComponent(id)}`;

function Actions({ row, onErased }: { row: PatientRow; onErased(): void }) {
  const [busy, setBusy] = useState(false);
  return (
    <span className="vh-admin-actions">
      <a className="vh-btn vh-btn--outline" href={bookingsPath(row.id)}>
        Bookings<span className="vh-sr-only"> of {fullName(row)}</span>
      </a>
      <button
        type="button"
        className="vh-btn vh-btn--quiet-danger"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          const erased = await erasePatient({ id: row.id, name: fullName(row) });
          setBusy(false);
          if (erased) onErased();
        }}
      >
        Delete<span className="vh-sr-only"> {fullName(row)}</span>
      </button>
    </span>
  );
}

function columnsFor(onErased: () => void) {
  return [
    col.accessor((row) => fullName(row), {
      id: "name",
      header: "Patient",
      cell: ({ row }) => <a href={bookingsPath(row.original.id)}>{fullName(row.original)}</a>,
    }),
    col.accessor("email_address", {
      header: "Email",
      cell: ({ getValue }) => <a href={`mailto:${getValue()}`}>{getValue()}</a>,
    }),
    col.accessor("contact_number", {
      header: "Contact",
      cell: ({ getValue }) => getValue() || <span className="vh-admin-muted">{adminText.noContact}</span>,
    }),
    col.accessor((row) => row.medical_aids.join(", "), {
      id: "medical_aid",
      header: "Medical aid",
      cell: ({ getValue }) => getValue() || <span className="vh-admin-muted">Cash/Card only</span>,
    }),
    col.display({
      id: "actions",
      header: "Actions",
      enableHiding: false,
      cell: ({ row }) => <Actions row={row.original} onErased={onErased} />,
    }),
  ];
}

const LOW_PRIORITY = ["email_address", "medical_aid"] as const;

/**
 * /admin/patients (spec sections 2, 3 and 9): search, contact-number and medical-aid filters, 25 a
 * page with the admin pager, by surname; filters and page live in the address. Each patient links
 * to their bookings and can be deleted (the POPIA erasure) after a confirmation. No reason for an
 * appointment is shown: it never leaves the booking (docs/decisions.md "Admin operations").
 */
export function PatientList() {
  const [view, update] = useUrlState<View>(DEFAULTS);
  const [schemes, setSchemes] = useState<{ id: string; scheme_name: string }[]>([]);
  const paging = urlPaging(view, update);
  const { page } = paging;
  const query = {
    ...(view.search ? { search: view.search.slice(0, 100) } : {}),
    ...(view.contact_number ? { contact_number: view.contact_number.slice(0, 20) } : {}),
    ...(view.medical_aid ? { medical_aid: view.medical_aid.slice(0, 20) } : {}),
  };
  const anchor = useDirectoryAnchor();
  const { load, reload } = useAdminList(JSON.stringify({ ...query, page }), (signal) =>
    api
      .call("GET /api/patient/view", {
        query: { ...query, page, perPage: PATIENT_PAGE_SIZE, ...anchor.anchor() },
        signal,
      })
      .then((body) => {
        setSchemes(body.medical_schemes);
        anchor.keep(body.anchor);
        return { rows: body.data.data, total: body.total, capped: body.capped };
      }),
  );
  const columns = useMemo(() => columnsFor(reload), [reload]);

  return (
    <>
      <SearchFilters
        label="Filter patients"
        placeholder="Name or email"
        search={view.search}
        contactNumber={view.contact_number}
        onSearch={(search, contact_number) => update({ search, contact_number, page: "1" })}
      >
        <label className="pl-scheme">
          Medical aid
          <select
            name="medical_aid"
            value={view.medical_aid}
            onChange={(event) =>
              update({ medical_aid: (event.target as HTMLSelectElement).value, page: "1" })
            }
          >
            <option value="">Any</option>
            {schemes.map((scheme) => (
              <option key={scheme.id} value={scheme.id}>
                {scheme.scheme_name}
              </option>
            ))}
          </select>
        </label>
      </SearchFilters>
      <AdminTable
        caption="Patients"
        columns={columns}
        load={load}
        {...paging}
        pageSize={PATIENT_PAGE_SIZE}
        onRetry={reload}
        lowPriority={LOW_PRIORITY}
      />
    </>
  );
}
