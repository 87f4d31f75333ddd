import { useMemo, useState } from "react";
import { type PendingReviewRow, REVIEW_QUEUE_PAGE_SIZE } from "../../core/schemas/review";
import { AdminTable, adminColumns } from "../admin-ui/AdminTable";
import { confirmAction } from "../admin-ui/confirm";
import { toastFailureWithDetail, toastSuccess } from "../admin-ui/toasts";
import { useAdminList } from "../admin-ui/use-admin-list";
import { urlPaging, useUrlState } from "../admin-ui/use-url-state";
import { api } from "../api/client";

const col = adminColumns<PendingReviewRow>();
const DATE = new Intl.DateTimeFormat("en-ZA", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Africa/Johannesburg",
});

async function decide(row: PendingReviewRow, decision: "approve" | "reject"): Promise<boolean> {
  if (
    decision === "reject" &&
    !confirmAction(`Reject the review by ${row.name}? It will never be shown or counted.`)
  )
    return false;
  try {
    await api.call("POST /api/review/decide", { body: { id: row.id, decision } });
    toastSuccess();
    return true;
  } catch (error) {
    toastFailureWithDetail(error);
    return false;
  }
}

function Actions({ row, onDecided }: { row: PendingReviewRow; onDecided(): void }) {
  const [busy, setBusy] = useState(false);
  const run = async (decision: "approve" | "reject") => {
    setBusy(true);
    const done = await decide(row, decision);
    setBusy(false);
    if (done) onDecided();
  };
  return (
    <span className="vh-admin-actions">
      <button type="button" className="vh-btn vh-btn--primary" disabled={busy} onClick={() => run("approve")}>
        Approve<span className="vh-sr-only"> the review by {row.name}</span>
      </button>
      <button
        type="button"
        className="vh-btn vh-btn--outline-danger"
        disabled={busy}
        onClick={() => run("reject")}
      >
        Reject<span className="vh-sr-only"> the review by {row.name}</span>
      </button>
    </span>
  );
}

function columnsFor(onDecided: () => void) {
  return [
    col.accessor("name", { header: "Reviewer", enableSorting: false }),
    col.accessor("practitioner_name", {
      header: "Practitioner",
      enableSorting: false,
      cell: ({ row }) => (
        <a href={`/page/practitioner/${row.original.practitioner_id}#reviews`}>
          {row.original.practitioner_name}
        </a>
      ),
    }),
    col.accessor("rating", {
      header: "Rating",
      enableSorting: false,
      cell: ({ getValue }) => `${getValue()} / 5`,
    }),
    col.accessor("comment", {
      header: "Comment",
      enableSorting: false,
      // Plain text, as the profile will show it (React escapes it; line breaks kept by CSS).
      cell: ({ getValue }) =>
        getValue() ? (
          <span className="ar-comment">{getValue()}</span>
        ) : (
          <span className="vh-admin-muted">No comment</span>
        ),
    }),
    col.accessor("created_at", {
      header: "Received",
      enableSorting: false,
      cell: ({ getValue }) => <time dateTime={getValue()}>{DATE.format(new Date(getValue()))}</time>,
    }),
    col.display({
      id: "actions",
      header: "Decision",
      enableHiding: false,
      cell: ({ row }) => <Actions row={row.original} onDecided={onDecided} />,
    }),
  ];
}

/**
 * /admin/reviews: anonymous reviews waiting for moderation (60 days at most), newest first, 25 a page. Approving
 * publishes the review and moves the practitioner's rating (and search ranking) with it; rejecting
 * keeps it out for good. Reviews through a patient's emailed link never come here.
 */
export function ReviewQueue() {
  const [view, update] = useUrlState({ page: "1" });
  const paging = urlPaging(view, update);
  const { page } = paging;
  const { load, reload } = useAdminList(String(page), (signal) =>
    api
      .call("GET /api/review/queue", {
        query: { page: String(page), perPage: String(REVIEW_QUEUE_PAGE_SIZE) },
        signal,
      })
      .then((body) => ({ rows: body.data.data, total: body.total })),
  );
  const columns = useMemo(() => columnsFor(reload), [reload]);
  return (
    <>
      <p className="vh-admin-muted">
        Reviews left without a patient's emailed link wait here. They count in the practitioner's rating once
        approved.
      </p>
      <AdminTable
        caption="Reviews waiting for a decision"
        columns={columns}
        load={load}
        {...paging}
        pageSize={REVIEW_QUEUE_PAGE_SIZE}
        onRetry={reload}
        lowPriority={["created_at"]}
      />
    </>
  );
}
