import { type FormEvent, useState } from "react";
import type { Answer } from "../../core/api/responses";
import { sastDate, sastTime } from "../../core/sast-time";
import * as z from "../../core/schemas/z";
import { adminColumns } from "../admin-ui/AdminTable";
import { CursorTable } from "../admin-ui/CursorTable";
import { confirmAction } from "../admin-ui/confirm";
import { defineAdminPage } from "../admin-ui/define-admin-page";
import { toastFailureWithDetail, toastSuccess } from "../admin-ui/toasts";
import { api } from "../api/client";
import "./admin-mail-suppressions.css";

type Row = Answer<"mailSuppressions">["data"][number];

/**
 * /admin/mail-suppressions (issue 30): addresses SES reported as a hard bounce or a complaint, to
 * which the outbox sends nothing more. Newest first, 25 at a time ("Show more" follows the
 * cursor); the list keeps only masked addresses, so "Look up" asks about the address a person
 * names, and a found entry can be lifted (mail is sent to it again; who and when is recorded).
 */
export const SUPPRESSIONS_PAGE = "/admin/mail-suppressions";

const REASONS: Record<Row["reason"], string> = { bounce: "Hard bounce", complaint: "Complaint" };

const when = (iso: string) => {
  const ms = Date.parse(iso);
  return `${sastDate(ms)} ${sastTime(ms)}`;
};

const col = adminColumns<Row>();
const COLUMNS = [
  col.accessor((row) => row.email ?? row.masked ?? "(not kept)", {
    id: "address",
    header: "Address",
    enableSorting: false,
  }),
  col.accessor((row) => REASONS[row.reason], { id: "reason", header: "Reason", enableSorting: false }),
  col.accessor("detail", { header: "SES detail", enableSorting: false }),
  col.accessor((row) => when(row.since), { id: "since", header: "Since", enableSorting: false }),
];

const rowKey = (row: Row) => `${row.since}${row.masked ?? ""}${row.email ?? ""}`;

function LookUp() {
  const [email, setEmail] = useState("");
  const [found, setFound] = useState<{ email: string; row: Row | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  const lookUp = async (event: FormEvent) => {
    event.preventDefault();
    setError("");
    setBusy(true);
    try {
      const answer = await api.call("GET /api/admin/mail-suppressions", { query: { email } });
      setFound({ email, row: answer.data[0] ?? null });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "The look-up failed.");
      setFound(null);
    } finally {
      setBusy(false);
    }
  };

  const lift = async () => {
    if (!found?.row || !confirmAction(`Send mail to ${found.email} again?`)) return;
    setBusy(true);
    try {
      await api.call("POST /api/admin/mail-suppressions/lift", { body: { email: found.email } });
      toastSuccess();
      setFound({ email: found.email, row: null });
    } catch (failure) {
      toastFailureWithDetail(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="ams-lookup" aria-labelledby="ams-lookup-heading">
      <h2 id="ams-lookup-heading">Look up an address</h2>
      <form className="vh-admin-filters" onSubmit={lookUp}>
        <label>
          Email address
          <input
            type="email"
            required
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
        </label>
        <button type="submit" className="vh-btn" disabled={busy}>
          Look up
        </button>
      </form>
      {error && (
        <p className="ams-error" role="alert">
          {error}
        </p>
      )}
      <div aria-live="polite">
        {found && !found.row && (
          <p>Mail to {found.email} is sent as usual: it is not on the suppression list.</p>
        )}
        {found?.row && (
          <div className="ams-found">
            <p>
              Mail to <strong>{found.email}</strong> stopped on {when(found.row.since)}:{" "}
              {REASONS[found.row.reason].toLowerCase()} ({found.row.detail}).
            </p>
            <button type="button" className="vh-btn vh-btn--outline" disabled={busy} onClick={lift}>
              Lift: send mail again
            </button>
          </div>
        )}
      </div>
    </section>
  );
}

const suppressionPage = async (cursor: string | undefined) => {
  const answer = await api.call("GET /api/admin/mail-suppressions", { query: cursor ? { cursor } : {} });
  return { rows: answer.data, next: answer.next };
};

function SuppressionList() {
  return (
    <>
      <LookUp />
      <p className="vh-admin-muted">
        SES reported these addresses as a hard bounce (the mailbox does not exist) or a complaint (marked as
        spam): we send them nothing more, and bookings still stand. Only a masked address is kept; look an
        address up to lift its suppression once it works again or the person asks.
      </p>
      <CursorTable
        caption="Suppressed addresses, newest first"
        columns={COLUMNS}
        listKey="all"
        fetchPage={suppressionPage}
        getRowId={rowKey}
      />
    </>
  );
}

export const { mount } = defineAdminPage(z.object({}), SuppressionList, {
  title: "Mail suppressions",
  section: SUPPRESSIONS_PAGE,
});
