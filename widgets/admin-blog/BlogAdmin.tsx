import { useMemo, useState } from "react";
import type { AdminBlogPost } from "../../core/schemas/blog";
import { AdminTable, adminColumns } from "../admin-ui/AdminTable";
import { useAdminList } from "../admin-ui/use-admin-list";
import { api } from "../api/client";
import { BlogEditor } from "./BlogEditor";

const col = adminColumns<AdminBlogPost>();
const DATE = new Intl.DateTimeFormat("en-ZA", { dateStyle: "medium", timeZone: "Africa/Johannesburg" });
/** Posts are few: the editor lists them on one page. */
const PAGE_SIZE = 500;

function columnsFor(edit: (post: AdminBlogPost) => void) {
  return [
    col.accessor("title", {
      header: "Title",
      enableSorting: false,
      cell: ({ row }) =>
        row.original.published ? (
          <a href={`/page/blog/detail/${row.original.slug}`}>{row.original.title}</a>
        ) : (
          row.original.title
        ),
    }),
    col.accessor("published", {
      header: "Status",
      enableSorting: false,
      cell: ({ row }) => (
        <span className="vh-badge">
          {row.original.published ? "Published" : "Draft"}
          {row.original.featured ? ", featured" : ""}
        </span>
      ),
    }),
    col.accessor("updated_at", {
      header: "Last saved",
      enableSorting: false,
      cell: ({ getValue }) => <time dateTime={getValue()}>{DATE.format(new Date(getValue()))}</time>,
    }),
    col.display({
      id: "actions",
      header: "Actions",
      enableHiding: false,
      cell: ({ row }) => (
        <button type="button" className="vh-btn vh-btn--outline" onClick={() => edit(row.original)}>
          Edit<span className="vh-sr-only"> {row.original.title}</span>
        </button>
      ),
    }),
  ];
}

/** /admin/blog: every post (drafts too), a new post, and the editor for one. */
export function BlogAdmin() {
  const [editing, setEditing] = useState<{ post: AdminBlogPost | undefined } | null>(null);
  const { load, reload } = useAdminList("posts", (signal) =>
    api
      .call("GET /api/blogs/admin/list", { signal })
      .then((body) => ({ rows: body.data, total: body.data.length })),
  );
  const columns = useMemo(() => columnsFor((post) => setEditing({ post })), []);
  if (editing)
    return (
      <BlogEditor
        key={editing.post?.slug ?? "new"}
        editing={editing.post}
        onCancel={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          reload();
        }}
      />
    );
  return (
    <>
      <div className="vh-admin-toolbar">
        <button
          type="button"
          className="vh-btn vh-btn--primary"
          onClick={() => setEditing({ post: undefined })}
        >
          New post
        </button>
      </div>
      <AdminTable
        caption="Blog posts"
        columns={columns}
        load={load}
        getRowId={(row) => row.slug}
        page={1}
        pageSize={PAGE_SIZE}
        onPage={() => undefined}
        onRetry={reload}
        lowPriority={["updated_at"]}
      />
    </>
  );
}
