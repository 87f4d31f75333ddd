import { useMemo, useState } from "react";
import { type AdminPractitionerRow, PRACTITIONER_PAGE_SIZE } from "../../core/schemas/practitioner-admin";
import { OCCUPATIONS, PLAN_IDS } from "../../core/schemas/registration";
import { siteConfig } from "../../core/site-config";
import { type AdminSort, AdminTable, adminColumns } from "../admin-ui/AdminTable";
import { adminText } from "../admin-ui/admin-text";
import { SearchFilters } from "../admin-ui/SearchFilters";
import { useAdminList, useDirectoryAnchor } from "../admin-ui/use-admin-list";
import { urlPaging, useUrlState } from "../admin-ui/use-url-state";
import { api } from "../api/client";
import { PractitionerPhoto } from "../ui/PractitionerPhoto";
import { deletePractitioner, SEND_LINK, sendSetPasswordEmail } from "./actions";
import { detailPath, exportPath, LIST_DEFAULTS, type ListView, listQuery } from "./list-view";
import { StatusButton } from "./StatusButton";
import "./admin-practitioners.css";

const col = adminColumns<AdminPractitionerRow>();

function Actions({ row, onChanged }: { row: AdminPractitionerRow; onChanged(): void }) {
  const [busy, setBusy] = useState(false);
  const active = row.get_member_detail.is_active === 1;
  const who = { id: row.id, name: row.name, active };
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    const done = await action();
    setBusy(false);
    if (done) onChanged();
  };
  return (
    <span className="vh-admin-actions">
      <a className="vh-btn vh-btn--outline ap-btn" href={detailPath(row.id)}>
        View<span className="vh-sr-only"> {row.name}</span>
      </a>
      <StatusButton who={who} className="vh-btn ap-btn" onDone={onChanged} label={row.name} />
      <button
        type="button"
        className="vh-btn vh-btn--ghost ap-btn"
        disabled={busy}
        onClick={() => run(() => sendSetPasswordEmail(who).then(() => false))}
      >
        {SEND_LINK}
        <span className="vh-sr-only"> to {row.name}</span>
      </button>
      {/* Spec section 4: only deactivated practitioners show the delete button. */}
      {!active && (
        <button
          type="button"
          className="vh-btn vh-btn--danger ap-btn"
          disabled={busy}
          onClick={() => run(() => deletePractitioner(who))}
        >
          Delete<span className="vh-sr-only"> {row.name}</span>
        </button>
      )}
    </span>
  );
}

function columnsFor(onChanged: () => void) {
  return [
    col.accessor("name", {
      header: "Practitioner",
      enableSorting: true,
      cell: ({ row }) => (
        <span className="ap-who">
          <PractitionerPhoto
            name={row.original.name}
            image={row.original.get_member_detail.image}
            className="ap-photo"
            size={40}
            lazy
          />
          <span>
            <a href={detailPath(row.original.id)}>{row.original.name}</a>
            <span className="vh-admin-muted">{row.original.profession}</span>
            {/* Complete profiles are listed (core/listing-readiness.ts); the record says what is missing. */}
            {!row.original.get_member_detail.listed && (
              <span className="vh-admin-muted">Not listed: profile incomplete</span>
            )}
          </span>
        </span>
      ),
    }),
    col.accessor("email", {
      header: "Email",
      enableSorting: false,
      cell: ({ getValue }) => <a href={`mailto:${getValue()}`}>{getValue()}</a>,
    }),
    col.accessor((row) => row.get_member_detail.contact_number, {
      id: "contact",
      header: "Contact",
      enableSorting: false,
      cell: ({ getValue }) => getValue() || <span className="vh-admin-muted">{adminText.noContact}</span>,
    }),
    col.accessor((row) => row.get_member_detail.business_address_physical, {
      id: "location",
      header: "Location",
      enableSorting: false,
      cell: ({ getValue }) => getValue() || <span className="vh-admin-muted">{adminText.noLocation}</span>,
    }),
    col.accessor("rating", {
      header: "Rating",
      enableSorting: false,
      cell: ({ row }) =>
        row.original.rating === null ? (
          <span className="vh-admin-muted">No reviews</span>
        ) : (
          <span>
            {row.original.rating} / 5
            <span className="vh-admin-muted">
              {row.original.review_count} review{row.original.review_count === 1 ? "" : "s"}
            </span>
          </span>
        ),
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
 * /admin/practitioners (spec sections 2, 3, 4 and 9): search, contact-number and status filters
 * (active by default), 15 a page with the admin pager, sorted by name either way; filters and page
 * live in the address. Actions per row: view, deactivate / activate, send the set-password email,
 * and delete (deactivated only).
 */
export function PractitionerList() {
  const [view, update] = useUrlState<ListView>(LIST_DEFAULTS);
  const paging = urlPaging(view, update);
  const { page } = paging;
  const query = listQuery(view);
  const anchor = useDirectoryAnchor();
  const { load, reload } = useAdminList(JSON.stringify({ ...query, page }), (signal) =>
    api
      .call("GET /api/practitioner/view", {
        query: { ...query, page, perPage: PRACTITIONER_PAGE_SIZE, ...anchor.anchor() },
        signal,
      })
      .then((body) => {
        anchor.keep(body.anchor);
        return { rows: body.data.data, total: body.total, capped: body.capped };
      }),
  );
  const columns = useMemo(() => columnsFor(reload), [reload]);
  const sort: AdminSort = { id: "name", desc: view.order === "desc" };

  return (
    <>
      <div className="vh-admin-toolbar">
        <a className="vh-btn vh-btn--primary" href="/admin/doctor/add">
          Add a practitioner
        </a>
        <a className="vh-btn vh-btn--outline" href={exportPath(view)}>
          Export CSV
        </a>
      </div>
      <SearchFilters
        label="Filter practitioners"
        placeholder="Name, email or practice"
        search={view.search}
        contactNumber={view.contact_number}
        onSearch={(search, contact_number) => update({ search, contact_number, page: "1" })}
      >
        <label>
          Status
          <select
            name="is_active"
            value={view.is_active}
            onChange={(event) => update({ is_active: (event.target as HTMLSelectElement).value, page: "1" })}
          >
            <option value="1">Active</option>
            <option value="0">Deactivated</option>
          </select>
        </label>
        <label>
          Profession
          <select
            name="profession"
            value={view.profession}
            onChange={(event) => update({ profession: (event.target as HTMLSelectElement).value, page: "1" })}
          >
            <option value="">All professions</option>
            {OCCUPATIONS.map((profession) => (
              <option key={profession}>{profession}</option>
            ))}
          </select>
        </label>
        <label>
          Package
          <select
            name="package"
            value={view.package}
            onChange={(event) => update({ package: (event.target as HTMLSelectElement).value, page: "1" })}
          >
            <option value="">All packages</option>
            {PLAN_IDS.map((plan) => (
              <option key={plan} value={plan}>
                {siteConfig.plans[plan].label}
              </option>
            ))}
          </select>
        </label>
      </SearchFilters>
      <AdminTable
        caption={view.is_active === "0" ? "Deactivated practitioners" : "Active practitioners"}
        columns={columns}
        load={load}
        {...paging}
        pageSize={PRACTITIONER_PAGE_SIZE}
        onRetry={reload}
        lowPriority={LOW_PRIORITY}
        sort={sort}
        onSort={(next) => update({ order: next.desc ? "desc" : "asc", page: "1" })}
      />
    </>
  );
}

const LOW_PRIORITY = ["email", "location", "rating"] as const;
