import { useMemo, useState } from "react";
import type { PractitionerMatch } from "../../core/schemas/admin-booking";
import { type PublishedReviewRow, REVIEW_REASON_MAX } from "../../core/schemas/review";
import { AdminTable, adminColumns } from "../admin-ui/AdminTable";
import { PractitionerPicker } from "../admin-ui/PractitionerPicker";
import { ReasonDialog } from "../admin-ui/ReasonDialog";
import { toastFailureWithDetail, toastSuccess } from "../admin-ui/toasts";
import { useAdminList } from "../admin-ui/use-admin-list";
import { api } from "../api/client";
import { receivedDate, reviewerCells } from "./review-cells";

const col = adminColumns<PublishedReviewRow>();

function Unpublish({ row, onDone }: { row: PublishedReviewRow; onDone(): void }) {
  const [open, setOpen] = useState(false);
  const who = row.name || "Anonymous";
  return (
    <>
      <button type="button" className="vh-btn vh-btn--outline-danger" onClick={() => setOpen(true)}>
        Unpublish<span className="vh-sr-only"> the review by {who}</span>
      </button>
      <ReasonDialog
        open={open}
        title={`Unpublish the review by ${who}?`}
        label="Reason"
        note="Kept with the decision for admins. The reviewer is not told."
        required
        confirm="Unpublish review"
        danger
        maxLength={REVIEW_REASON_MAX}
        onConfirm={async (reason) => {
          try {
            await api.call("POST /api/review/unpublish", {
              body: { practitioner_id: row.practitioner_id, id: row.id, reason },
            });
            toastSuccess();
            onDone();
            return true;
          } catch (error) {
            toastFailureWithDetail(error);
            return false;
          }
        }}
        onClose={() => setOpen(false)}
      >
        <p>It leaves the profile at once and no longer counts in the rating or search ranking.</p>
      </ReasonDialog>
    </>
  );
}

/** One practitioner's published reviews (chosen by name), each with "Unpublish" and a reason. */
export function PublishedReviews({ onUnpublished }: { onUnpublished(): void }) {
  const [practitioner, setPractitioner] = useState<PractitionerMatch | null>(null);
  const id = practitioner?.id ?? "";
  const { load, reload } = useAdminList(id, (signal) =>
    id
      ? api
          .call("GET /api/review/published", { query: { practitioner_id: id }, signal })
          .then((body) => ({ rows: body.data, total: body.data.length }))
      : Promise.resolve({ rows: [], total: 0 }),
  );
  const columns = useMemo(
    () => [
      ...reviewerCells(col),
      receivedDate(col),
      col.display({
        id: "actions",
        header: "Action",
        enableHiding: false,
        cell: ({ row }) => (
          <Unpublish
            row={row.original}
            onDone={() => {
              reload();
              onUnpublished();
            }}
          />
        ),
      }),
    ],
    [reload, onUnpublished],
  );
  return (
    <section aria-labelledby="ar-published" className="ar-section">
      <h2 id="ar-published" className="ar-title">
        Published reviews
      </h2>
      <p className="vh-admin-muted">
        Choose a practitioner to see their published reviews and unpublish one.
      </p>
      <PractitionerPicker id="ar-practitioner" onChoose={setPractitioner} />
      {practitioner && (
        <AdminTable
          caption={`Published reviews of ${practitioner.name}`}
          columns={columns}
          load={load}
          page={1}
          pageSize={Math.max(1, load.status === "ready" ? load.rows.length : 1)}
          onPage={() => undefined}
          onRetry={reload}
          lowPriority={["created_at"]}
        />
      )}
    </section>
  );
}
