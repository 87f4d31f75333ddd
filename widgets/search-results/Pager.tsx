import type { MouseEvent, ReactNode } from "react";
import { searchPagerItems } from "../lib/pager";

/**
 * The search pager (spec sections 4 and 9). Real links (each page has its own URL: open in a new
 * tab works); a plain click is handled in place by `onGo`. Previous is disabled on page 1 and Next
 * on the last page (links without href, aria-disabled).
 */
interface PagerProps {
  page: number;
  totalPages: number;
  hrefFor(page: number): string;
  onGo(page: number, event: MouseEvent): void;
}

/** Let the browser handle new-tab/window clicks. */
function plainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function Step({
  page,
  enabled,
  rel,
  label,
  children,
  hrefFor,
  onGo,
}: {
  page: number;
  enabled: boolean;
  rel: "prev" | "next";
  label: string;
  children: ReactNode;
} & Pick<PagerProps, "hrefFor" | "onGo">) {
  const className = `sr-pager__step sr-pager__step--${rel}`;
  if (!enabled) {
    return (
      // biome-ignore lint/a11y/useValidAnchor: a disabled link has no href; aria-disabled says so.
      <a className={className} role="link" aria-disabled="true" aria-label={label}>
        {children}
      </a>
    );
  }
  return (
    <a
      className={className}
      href={hrefFor(page)}
      rel={rel}
      aria-label={label}
      onClick={(event) => plainClick(event) && onGo(page, event)}
    >
      {children}
    </a>
  );
}

export function Pager({ page, totalPages, hrefFor, onGo }: PagerProps) {
  if (totalPages <= 1) return null;
  const items = searchPagerItems(page, totalPages);
  return (
    <nav className="sr-pager" aria-label="Pagination">
      <Step page={page - 1} enabled={page > 1} rel="prev" label="Previous page" hrefFor={hrefFor} onGo={onGo}>
        <span aria-hidden="true">‹</span> Previous
      </Step>
      <ul className="sr-pager__pages">
        {items.map((item, index) =>
          item === "ellipsis" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: an ellipsis has no identity but its place.
            <li key={`gap-${index}`} className="sr-pager__gap">
              <span aria-hidden="true">…</span>
            </li>
          ) : (
            <li key={item}>
              <a
                className="sr-pager__page"
                href={hrefFor(item)}
                aria-label={`Page ${item}`}
                aria-current={item === page ? "page" : undefined}
                onClick={(event) => plainClick(event) && onGo(item, event)}
              >
                {item}
              </a>
            </li>
          ),
        )}
      </ul>
      <Step
        page={page + 1}
        enabled={page < totalPages}
        rel="next"
        label="Next page"
        hrefFor={hrefFor}
        onGo={onGo}
      >
        Next <span aria-hidden="true">›</span>
      </Step>
    </nav>
  );
}
