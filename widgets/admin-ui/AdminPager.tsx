import { ADMIN_PAGER, pagerItems } from "../../core/pager";
import "./admin.css";

/**
 * The admin pager of spec sections 4 and 9: a window of 5 around the current page (every page when
 * there are 6 or fewer); Previous disabled on page 1, Next on the last page. Nothing for one page.
 */
export function AdminPager({
  page,
  totalPages,
  onGo,
  label = "Pagination",
}: {
  page: number;
  totalPages: number;
  onGo(page: number): void;
  label?: string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav className="vh-admin-pager" aria-label={label}>
      <button type="button" disabled={page <= 1} onClick={() => onGo(page - 1)} aria-label="Previous page">
        ‹ Previous
      </button>
      {pagerItems(page, totalPages, ADMIN_PAGER).map((item, index) =>
        item === "ellipsis" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: an ellipsis has no identity but its place.
          <span key={`gap-${index}`} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            aria-label={`Page ${item}`}
            aria-current={item === page ? "page" : undefined}
            onClick={() => onGo(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        disabled={page >= totalPages}
        onClick={() => onGo(page + 1)}
        aria-label="Next page"
      >
        Next ›
      </button>
    </nav>
  );
}
