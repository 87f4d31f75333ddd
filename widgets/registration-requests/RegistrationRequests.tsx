import { useRef, useState } from "react";
import { pageCount } from "../../core/pager";
import { placeLabel } from "../../core/place-label";
import {
  REGISTRATION_FILTERS,
  REGISTRATION_PAGE_SIZE,
  type RegistrationFilter,
  type RegistrationRequestRow,
} from "../../core/schemas/registration-admin";
import { OPERATION_SUCCESSFUL } from "../../core/ui-text";
import { AdminPager } from "../admin-ui/AdminPager";
import { CouncilCheck } from "../admin-ui/CouncilCheck";
import { useAdminList } from "../admin-ui/use-admin-list";
import { api } from "../api/client";
import { DecisionButtons, ListStatus } from "../dashboard/list-parts";
import { showToast } from "../ui/toast";
import "./registration-requests.css";

/** Spec section 8, exactly: the registration failure toast. */
const FAILURE = "error";

const BADGE: Record<"0" | "1", string> = { "1": "Approved", "0": "Rejected" };

/**
 * The admin's registration requests (spec sections 3, 4, 8 and 9): filter Requests / Approved /
 * Rejected, search by name, surname or email, 25 a page with the admin pager; Approve or Reject after
 * a confirmation; once decided only a status badge shows.
 */
export function RegistrationRequests() {
  const [filter, setFilter] = useState<RegistrationFilter>("2");
  const [search, setSearch] = useState("");
  const [applied, setApplied] = useState("");
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<string | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { load, reload, updateRows } = useAdminList(JSON.stringify({ filter, applied, page }), (signal) =>
    api
      .call("GET /api/registration/getrequest", {
        query: { page, perPage: REGISTRATION_PAGE_SIZE, is_approved: filter, search: applied || undefined },
        signal,
      })
      .then((body) => ({ rows: body.data.data, total: body.total }))
      .catch((error: unknown) => {
        if ((error as Error).name !== "AbortError") showToast(FAILURE, "error");
        throw error;
      }),
  );

  const go = (next: number) => {
    setPage(next);
    titleRef.current?.focus();
  };

  const decide = async (row: RegistrationRequestRow, approve: boolean) => {
    const who = `${row.title} ${row.name} ${row.surname}`.trim();
    const question = approve
      ? `Approve ${who}? This lists them as a practitioner and emails them a link to set their password.`
      : `Reject ${who}? They will be emailed a polite notice and may apply again.`;
    if (!window.confirm(question)) return;
    setBusy(row.id);
    try {
      const answer = await api.call("GET /api/registration/confirmation/{id}", {
        path: { id: row.id },
        query: { confirmation: approve ? 1 : 0 },
      });
      showToast(OPERATION_SUCCESSFUL, "success");
      // The answer has no photo link; keep the one the list gave.
      updateRows((rows) => rows.map((r) => (r.id === row.id ? { ...answer.data, image: r.image } : r)));
    } catch {
      showToast(FAILURE, "error");
    } finally {
      setBusy(null);
    }
  };

  const totalPages = load.status === "ready" ? pageCount(load.total, REGISTRATION_PAGE_SIZE) : 0;

  return (
    <section className="db-section rr" aria-labelledby="rr-title">
      <h2 id="rr-title" tabIndex={-1} ref={titleRef}>
        Registration requests
      </h2>
      <form
        className="rr-filters"
        onSubmit={(event) => {
          event.preventDefault();
          setApplied(search.trim());
          setPage(1);
        }}
      >
        <label>
          Show
          <select
            value={filter}
            onChange={(event) => {
              setFilter((event.target as HTMLSelectElement).value as RegistrationFilter);
              setPage(1);
            }}
          >
            {REGISTRATION_FILTERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Search
          <input
            type="search"
            placeholder="Name or email"
            maxLength={100}
            value={search}
            onInput={(event) => setSearch((event.target as HTMLInputElement).value)}
          />
        </label>
        <button type="submit" className="vh-btn vh-btn--outline db-btn">
          Search
        </button>
      </form>
      <ListStatus load={load} onRetry={reload} />
      {load.status === "ready" && load.rows.length > 0 && (
        <div className="rr-scroll">
          <table className="rr-table">
            <caption className="vh-sr-only">
              Registration requests, page {page} of {totalPages} ({load.total} in all)
            </caption>
            <thead>
              <tr>
                <th scope="col">Applicant</th>
                <th scope="col">Occupation</th>
                <th scope="col">Contact</th>
                <th scope="col">Place</th>
                <th scope="col">Plan</th>
                <th scope="col">Applied</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {load.rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    <span className="rr-applicant">
                      {row.image && (
                        <a
                          href={row.image}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="rr-photo-link"
                        >
                          <img
                            className="rr-photo"
                            src={row.image}
                            alt={`${row.name} ${row.surname}, full size`}
                            width={48}
                            height={48}
                            loading="lazy"
                          />
                        </a>
                      )}
                      <span>
                        {row.title} {row.name} {row.surname}
                        <span className="rr-muted">{row.sex}</span>
                      </span>
                    </span>
                  </th>
                  <td>
                    {row.occupation}
                    {row.is_request_approved === null ? (
                      <CouncilCheck
                        registration={row.council_registration}
                        target={{ kind: "request", id: row.id }}
                      />
                    ) : (
                      <span className="rr-muted">
                        {row.council} {row.registration_number}
                      </span>
                    )}
                    {row.bhf_practice_number && (
                      <span className="rr-muted">BHF practice number {row.bhf_practice_number}</span>
                    )}
                  </td>
                  <td>
                    <a href={`mailto:${row.email}`}>{row.email}</a>
                    <span className="rr-muted">
                      <a href={`tel:${row.cell_number}`}>{row.cell_number}</a>
                    </span>
                  </td>
                  <td>
                    {placeLabel(row.suburb, row.city)} {row.postal_code}
                  </td>
                  <td>
                    {row.subscription_plan === "starter_package" ? "Starter" : "Business"}
                    <span className="rr-muted">{row.work_with.join(", ")}</span>
                  </td>
                  <td>{row.created_at.slice(0, 10)}</td>
                  <td>
                    {row.is_request_approved === null ? (
                      <span className="rr-actions">
                        <DecisionButtons
                          yes="Approve"
                          no="Reject"
                          busy={busy === row.id}
                          onYes={() => decide(row, true)}
                          onNo={() => decide(row, false)}
                        />
                      </span>
                    ) : (
                      <span className="vh-badge rr-badge" data-decision={row.is_request_approved}>
                        {BADGE[String(row.is_request_approved) as "0" | "1"]}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {load.status === "ready" && <AdminPager page={page} totalPages={totalPages} onGo={go} />}
    </section>
  );
}
