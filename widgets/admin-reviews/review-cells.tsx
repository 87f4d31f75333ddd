import type { adminColumns } from "../admin-ui/AdminTable";

const DATE = new Intl.DateTimeFormat("en-ZA", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Africa/Johannesburg",
});

/** A date-time as the admin pages show it (SAST). */
export function whenText(iso: string) {
  return <time dateTime={iso}>{DATE.format(new Date(iso))}</time>;
}

type Columns<Row extends ReviewRow> = ReturnType<typeof adminColumns<Row>>;

interface ReviewRow {
  name: string;
  email: string;
  rating: number;
  comment: string;
  created_at: string;
  tied_to_booking: boolean;
}

/** The columns every review table shows: who wrote it (email, booking), the stars and the words. */
export function reviewerCells<Row extends ReviewRow>(col: Columns<Row>) {
  return [
    col.display({
      id: "reviewer",
      header: "Reviewer",
      cell: ({ row }) => (
        <span className="ar-who">
          <span>{row.original.name || "Anonymous"}</span>
          <span className="vh-admin-muted">{row.original.email || "No email given"}</span>
          <span className="vh-badge" data-tied={row.original.tied_to_booking ? "1" : "0"}>
            {row.original.tied_to_booking ? "Tied to a booking" : "No booking"}
          </span>
        </span>
      ),
    }),
    col.display({
      id: "rating",
      header: "Rating",
      cell: ({ row }) => `${row.original.rating} / 5`,
    }),
    col.display({
      id: "comment",
      header: "Comment",
      // Plain text, as the profile shows it (React escapes it; line breaks kept by CSS).
      cell: ({ row }) =>
        row.original.comment ? (
          <span className="ar-comment">{row.original.comment}</span>
        ) : (
          <span className="vh-admin-muted">No comment</span>
        ),
    }),
  ];
}

/** The "Received" column. */
export function receivedDate<Row extends ReviewRow>(col: Columns<Row>) {
  return col.display({
    id: "created_at",
    header: "Received",
    cell: ({ row }) => whenText(row.original.created_at),
  });
}
