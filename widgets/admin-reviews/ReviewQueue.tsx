import { useMemo, useState } from "react";
import { type PendingReviewRow, REVIEW_QUEUE_PAGE_SIZE, REVIEW_REASON_MAX } from "../../core/schemas/review";
import { AdminTable, adminColumns } from "../admin-ui/AdminTable";
import { ReasonDialog } from "../admin-ui/ReasonDialog";
import { toastFailureWithDetail, toastSuccess } from "../admin-ui/toasts";
import { useAdminList } from "../admin-ui/use-admin-list";
import { urlPaging, useUrlState } from "../admin-ui/use-url-state";
import { api } from "../api/client";
import { PublishedReviews } from "./PublishedReviews";
import { RecentDecisions } from "./RecentDecisions";
import { receivedDate, reviewerCells } from "./review-cells";

const col = adminColumns<PendingReviewRow>();

async function decide(row: PendingReviewRow, decision: "approve" | "reject", reason = ""): Promise<boolean> {
  try {
    await api.call("POST /api/review/decide", {
      body: { id: row.id, decision, ...(reason ? { reason } : {}) },
    });
    toastSuccess();
    return true;
  } catch (error) {
    toastFailureWithDetail(error);
    return false;
  }
}

function Actions({ row, onDecided }: { row: PendingReviewRow; onDecided(): void }) {
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const approve = async () => {
    setBusy(true);
    const done = await decide(row, "approve");
    setBusy(false);
    if (done) onDecided();
  };
  return (
    <span className="vh-admin-actions">
      <button type="button" className="vh-btn vh-btn--primary" disabled={busy} onClick={approve}>
        Approve<span className="vh-sr-only"> the review by {row.name}</span>
      </button>
      <button
        type="button"
        className="vh-btn vh-btn--outline-danger"
        disabled={busy}
        onClick={() => setRejecting(true)}
      >
        Reject<span className="vh-sr-only"> the review by {row.name}</span>
      </button>
      <ReasonDialog
        open={rejecting}
        title={`Reject the review by ${row.name}?`}
        label="Reason"
        note="Kept with the decision for admins. The reviewer is not told."
        required={false}
        confirm="Reject review"
        danger
        maxLength={REVIEW_REASON_MAX}
        onConfirm={async (reason) => {
          const done = await decide(row, "reject", reason);
          if (done) onDecided();
          return done;
        }}
        onClose={() => setRejecting(false)}
      >
        <p>It will never be shown or counted in the rating.</p>
      </ReasonDialog>
    </span>
  );
}

function columnsFor(onDecided: () => void) {
  return [
    ...reviewerCells(col),
    col.accessor("practitioner_name", {
      header: "Practitioner",
      enableSorting: false,
      cell: ({ row }) => (
        <a href={`/page/practitioner/${row.original.practitioner_id}#reviews`}>
          {row.original.practitioner_name}
        </a>
      ),
    }),
    receivedDate(col),
    col.display({
      id: "actions",
      header: "Decision",
      enableHiding: false,
      cell: ({ row }) => <Actions row={row.original} onDecided={onDecided} />,
    }),
  ];
}

/**
 * /admin/reviews: anonymous reviews waiting for moderation (60 days at most), newest first, 25 a
 * page, with the reviewer's email when given. Approving publishes the review and moves the
 * practitioner's rating (and search ranking) with it; rejecting keeps it out for good. Below: a
 * practitioner's published reviews, to unpublish one with a reason, and the latest decisions
 * (who, when, why). Reviews through a patient's emailed link never wait here.
 */
export function ReviewQueue() {
  const [view, update] = useUrlState({ page: "1" });
  const paging = urlPaging(view, update);
  const { page } = paging;
  const [decided, setDecided] = useState(0);
  const { load, reload } = useAdminList(String(page), (signal) =>
    api
      .call("GET /api/review/queue", {
        query: { page: String(page), perPage: String(REVIEW_QUEUE_PAGE_SIZE) },
        signal,
      })
      .then((body) => ({ rows: body.data.data, total: body.total })),
  );
  const columns = useMemo(
    () =>
      columnsFor(() => {
        reload();
        setDecided((count) => count + 1);
      }),
    [reload],
  );
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
      <PublishedReviews onUnpublished={() => setDecided((count) => count + 1)} />
      <RecentDecisions version={decided} />
    </>
  );
}
