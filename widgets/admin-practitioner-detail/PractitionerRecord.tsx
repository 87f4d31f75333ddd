import { type ReactNode, useCallback, useState } from "react";
import { LISTING_PART_NAME } from "../../core/listing-readiness";
import type {
  PractitionerBookingSummary,
  PractitionerDetailResponse,
} from "../../core/schemas/practitioner-admin";
import { siteConfig } from "../../core/site-config";
import { deletePractitioner, SEND_LINK, sendSetPasswordEmail } from "../admin-practitioners/actions";
import { StatusButton } from "../admin-practitioners/StatusButton";
import { AdminTable, adminColumns } from "../admin-ui/AdminTable";
import { adminText } from "../admin-ui/admin-text";
import { CouncilCheck } from "../admin-ui/CouncilCheck";
import { useAdminList } from "../admin-ui/use-admin-list";
import { api } from "../api/client";
import { MonthlyReport } from "../monthly-report/MonthlyReport";
import { EmptyState } from "../ui/EmptyState";
import { Loader } from "../ui/Loader";
import { PractitionerPhoto } from "../ui/PractitionerPhoto";
import { PaymentHistory } from "./PaymentHistory";
import "../admin-practitioners/admin-practitioners.css";

type Record = PractitionerDetailResponse;

const col = adminColumns<PractitionerBookingSummary>();
const BOOKING_COLUMNS = [
  col.accessor("date", { header: "When", enableSorting: false }),
  col.accessor((row) => `${row.first_name} ${row.last_name}`.trim(), {
    id: "patient",
    header: "Patient",
    enableSorting: false,
  }),
  col.accessor((row) => (row.type === 1 ? "Virtual" : "In person"), {
    id: "type",
    header: "Type",
    enableSorting: false,
  }),
  col.accessor("status", {
    header: "Status",
    enableSorting: false,
    cell: ({ getValue }) => <span className="vh-badge">{getValue()}</span>,
  }),
];

/** The id in /admin/doctor/detail/{id}, or null. */
export function recordIdFromPath(pathname: string): string | null {
  return /^\/admin\/doctor\/detail\/(\d{1,9})\/?$/.exec(pathname)?.[1] ?? null;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="ap-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Details({ record, onChanged }: { record: Record; onChanged(): void }) {
  const p = record.practitioner;
  // The practitioner's own figures, through the admin's route (one identity per record shown).
  const loadReport = useCallback(
    (month: string, signal: AbortSignal) =>
      api.call("GET /api/practitioner/report/{id}", { path: { id: p.id }, query: { month }, signal }),
    [p.id],
  );
  const active = p.get_member_detail.is_active === 1;
  const who = { id: p.id, name: p.name, active };
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>, after: (done: unknown) => void) => {
    setBusy(true);
    const done = await action();
    setBusy(false);
    after(done);
  };
  return (
    <>
      <div className="ap-head">
        <PractitionerPhoto
          name={p.name}
          image={p.get_member_detail.image}
          className="ap-photo ap-photo--lg"
          size={72}
        />
        <div>
          <h2 className="ap-name">{p.name}</h2>
          <p className="vh-admin-muted">
            {p.profession} · practitioner number {p.id}
          </p>
          <span className="vh-badge ap-status" data-active={active ? "1" : "0"}>
            {active ? "Active" : "Deactivated"}
          </span>
          {!active && p.status_reason && <p className="vh-admin-muted">Reason: {p.status_reason}</p>}
        </div>
      </div>
      <div className="vh-admin-actions">
        {active && (
          <a className="vh-btn vh-btn--outline" href={`/page/practitioner/${encodeURIComponent(p.id)}`}>
            Public profile
          </a>
        )}
        <StatusButton who={who} className="vh-btn" onDone={onChanged} />
        <button
          type="button"
          className="vh-btn vh-btn--ghost"
          disabled={busy}
          onClick={() =>
            run(
              () => sendSetPasswordEmail(who),
              (done) => done && onChanged(),
            )
          }
        >
          {SEND_LINK}
        </button>
        {!active && (
          <button
            type="button"
            className="vh-btn vh-btn--danger"
            disabled={busy}
            onClick={() =>
              run(
                () => deletePractitioner(who),
                (done) => done && window.location.assign("/admin/practitioners?is_active=0"),
              )
            }
          >
            Delete
          </button>
        )}
      </div>
      <section aria-labelledby="ap-profile">
        <h2 id="ap-profile" className="ap-section-title">
          Profile
        </h2>
        <dl className="ap-facts">
          <Fact label="Email">
            <a href={`mailto:${p.email}`}>{p.email}</a>
          </Fact>
          <Fact label="Contact number">{p.get_member_detail.contact_number || adminText.noContact}</Fact>
          <Fact label="Practice address">
            {p.get_member_detail.business_address_physical || adminText.noLocation}
          </Fact>
          <Fact label="Province">{p.address.province || "Not given"}</Fact>
          <Fact label="BHF practice number">{p.bhf_practice_number || "Not given"}</Fact>
          <Fact label="Works with">{p.work_with}</Fact>
          <Fact label="Languages">{p.languages.join(", ") || "Not given"}</Fact>
          <Fact label="Services">{p.services.join(", ") || "None yet"}</Fact>
          <Fact label="Qualifications">{p.qualifications.join(", ") || "None yet"}</Fact>
          <Fact label="Focus areas">{p.focus_areas || "None yet"}</Fact>
          <Fact label="Rating">
            {p.rating === null
              ? "No reviews"
              : `${p.rating} / 5 from ${p.review_count} review${p.review_count === 1 ? "" : "s"}`}
          </Fact>
          <Fact label="Approved on">{p.created_at.slice(0, 10)}</Fact>
          <Fact label="Listed">
            {p.listing_missing.length === 0
              ? "Yes: complete, so shown in search and bookable while active"
              : `Not yet. Missing: ${p.listing_missing.map((part) => LISTING_PART_NAME[part]).join(", ")}`}
          </Fact>
        </dl>
      </section>
      <section aria-labelledby="ap-council">
        <h2 id="ap-council" className="ap-section-title">
          Council registration
        </h2>
        <CouncilCheck registration={p.council_registration} target={{ kind: "practitioner", id: p.id }} />
      </section>
      <section aria-labelledby="ap-package">
        <h2 id="ap-package" className="ap-section-title">
          Package and account
        </h2>
        <dl className="ap-facts">
          <Fact label="Package">{siteConfig.plans[p.plan]?.label ?? p.plan}</Fact>
          <Fact label="Account">
            {!record.account.exists
              ? "No account yet (sending the email creates one)"
              : record.account.password_set
                ? "Password set"
                : "Waiting for the practitioner to set a password"}
          </Fact>
        </dl>
      </section>
      <section aria-labelledby="ap-billing">
        <h2 id="ap-billing" className="ap-section-title">
          Billing
        </h2>
        <PaymentHistory practitionerId={p.id} />
      </section>
      <section aria-labelledby="ap-report">
        <h2 id="ap-report" className="ap-section-title">
          Monthly report
        </h2>
        <MonthlyReport load={loadReport} fileName={`practitioner-${p.id}-report`} />
      </section>
      {/* A div, not a section: the bookings table is itself a region named "Recent bookings", and
          two landmarks of one name confuse screen-reader users (axe landmark-unique). */}
      <div>
        <h2 className="ap-section-title">Recent bookings</h2>
        {record.bookings.length === 0 ? (
          <EmptyState />
        ) : (
          <AdminTable
            caption="Recent bookings"
            columns={BOOKING_COLUMNS}
            load={{ status: "ready", rows: record.bookings, total: record.bookings.length }}
            page={1}
            pageSize={record.bookings.length}
            onPage={() => undefined}
            onRetry={onChanged}
          />
        )}
      </div>
    </>
  );
}

/**
 * /admin/doctor/detail/{id} (spec section 2): the practitioner's full record (profile, package,
 * account, status, latest bookings) with the list's actions.
 */
export function PractitionerRecord() {
  const id = recordIdFromPath(window.location.pathname);
  const { load, reload } = useAdminList(
    id ?? "",
    (signal) =>
      id
        ? api
            .call("GET /api/practitioner/detail/{id}", { path: { id }, signal })
            .then((record) => ({ rows: [record], total: 1 }))
        : Promise.resolve({ rows: [], total: 0 }),
    "This practitioner's record could not be loaded.",
  );
  if (load.status === "loading") return <Loader />;
  if (load.status === "error") {
    return (
      <div className="vh-admin-table__error" role="alert">
        <p>{load.message}</p>
        <a href="/admin/practitioners">Back to the practitioners</a>
      </div>
    );
  }
  const [record] = load.rows;
  if (!record) return <EmptyState message="We could not find this practitioner." />;
  return <Details record={record} onChanged={reload} />;
}
