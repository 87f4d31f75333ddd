import { useMemo, useState } from "react";
import { sastDate, sastTime } from "../../core/sast-time";
import { CONTACT_PAGE_SIZE, type ContactMessageRow, type ContactState } from "../../core/schemas/contact";
import * as z from "../../core/schemas/z";
import { type AdminColumn, AdminTable, adminColumns } from "../admin-ui/AdminTable";
import { defineAdminPage } from "../admin-ui/define-admin-page";
import { toastFailureWithDetail, toastSuccess } from "../admin-ui/toasts";
import { useAdminList } from "../admin-ui/use-admin-list";
import { urlPaging, useUrlState } from "../admin-ui/use-url-state";
import { api } from "../api/client";
import "./admin-contact.css";

/**
 * /admin/contact: messages from the Contact us form, newest first, 25 a page; New or Handled (in the
 * address); "Mark handled" moves a message out of New. Reply by email (the mail to support has the
 * sender as Reply-To; here the address is a mailto link).
 */
export const CONTACT_INBOX = "/admin/contact";
const DEFAULTS = { state: "new", page: "1" };
const FILTERS: { value: ContactState; label: string }[] = [
  { value: "new", label: "New" },
  { value: "handled", label: "Handled" },
];

export function when(iso: string): string {
  const ms = Date.parse(iso);
  return `${sastDate(ms)} ${sastTime(ms)}`;
}

function HandleButton({
  row,
  onHandled,
}: {
  row: ContactMessageRow;
  onHandled(row: ContactMessageRow): void;
}) {
  const [busy, setBusy] = useState(false);
  if (row.state === "handled") {
    return (
      <span>
        <span className="vh-badge">Handled</span>
        {row.handled_at && <span className="vh-admin-muted">{when(row.handled_at)}</span>}
        {row.handled_by && <span className="vh-admin-muted">{row.handled_by}</span>}
      </span>
    );
  }
  const mark = async () => {
    setBusy(true);
    try {
      const answer = await api.call("POST /api/contact/handled/{id}", { path: { id: row.id } });
      toastSuccess();
      onHandled(answer.data);
    } catch (error) {
      toastFailureWithDetail(error);
      setBusy(false);
    }
  };
  return (
    <button type="button" className="vh-btn vh-btn--outline ac-handle" disabled={busy} onClick={mark}>
      Mark handled<span className="vh-sr-only"> (message from {row.name})</span>
    </button>
  );
}

const col = adminColumns<ContactMessageRow>();
function columns(onHandled: (row: ContactMessageRow) => void): AdminColumn<ContactMessageRow>[] {
  return [
    col.accessor("name", {
      header: "From",
      enableSorting: false,
      cell: (info) => {
        const row = info.row.original;
        return (
          <div className="ac-from">
            {info.getValue()}
            <a className="ac-contact" href={`mailto:${row.email}`}>
              {row.email}
            </a>
            <a className="ac-contact" href={`tel:${row.contact_number}`}>
              {row.contact_number}
            </a>
            <span className="vh-admin-muted">{when(row.created_at)}</span>
          </div>
        );
      },
    }),
    col.accessor("message", {
      header: "Message",
      enableSorting: false,
      cell: (info) => <p className="ac-message">{info.getValue()}</p>,
    }),
    col.display({
      id: "action",
      header: "Status",
      cell: (info) => <HandleButton row={info.row.original} onHandled={onHandled} />,
    }),
  ];
}

function ContactInbox() {
  const [view, update] = useUrlState(DEFAULTS);
  const paging = urlPaging(view, update);
  const { page } = paging;
  const state: ContactState = view.state === "handled" ? "handled" : "new";
  const { load, reload, updateRows } = useAdminList(JSON.stringify({ state, page }), (signal) =>
    api
      .call("GET /api/contact/messages", { query: { state, page }, signal })
      .then((answer) => ({ rows: answer.data.data, total: answer.total })),
  );
  const cols = useMemo(
    () =>
      columns((handled) => updateRows((rows) => rows.map((row) => (row.id === handled.id ? handled : row)))),
    [updateRows],
  );
  return (
    <>
      <form className="vh-admin-filters" onSubmit={(event) => event.preventDefault()}>
        <label>
          Show
          <select value={state} onChange={(event) => update({ state: event.currentTarget.value, page: "1" })}>
            {FILTERS.map((filter) => (
              <option key={filter.value} value={filter.value}>
                {filter.label}
              </option>
            ))}
          </select>
        </label>
      </form>
      <AdminTable
        caption={state === "new" ? "New contact messages" : "Handled contact messages"}
        columns={cols}
        load={load}
        {...paging}
        pageSize={CONTACT_PAGE_SIZE}
        onRetry={reload}
      />
    </>
  );
}

export const { mount } = defineAdminPage(z.object({}), ContactInbox, {
  title: "Contact messages",
  section: CONTACT_INBOX,
});
