import { useRef, useState } from "react";
import { safeParse } from "zod/mini";
import { reviewCountLabel } from "../../core/profile-view";
import { reviewToken } from "../../core/schemas/review";
import { EmptyState } from "../ui/EmptyState";
import { Loader } from "../ui/Loader";
import { Stars } from "./parts";
import type { ProfileLoad } from "./profile-store";
import { ReviewModal } from "./ReviewModal";

/** The emailed review link: /page/practitioner/{id}?review=TOKEN#reviews. */
function linkToken(): string | null {
  const token = new URLSearchParams(window.location.search).get("review");
  return token && safeParse(reviewToken, token).success ? token : null;
}

/** Drops ?review= from the address once used, so a reload or a shared link does not offer it again. */
function forgetLinkToken(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete("review");
  window.history.replaceState(window.history.state, "", url);
}

/** Reviews shown before "Show all": enough to judge, short enough to reach the footer on a phone. */
export const FIRST_REVIEWS = 5;

/** The reviews of the profile, newest first; the page's #reviews section supplies the heading. */
export function Reviews({
  load,
  practitionerId,
  reload,
}: {
  load: ProfileLoad;
  practitionerId: string | null;
  reload: () => void;
}) {
  const [all, setAll] = useState(false);
  const [token, setToken] = useState(linkToken);
  // The emailed link opens the modal at once.
  const [open, setOpen] = useState(token !== null);
  const list = useRef<HTMLOListElement>(null);
  if (load.status === "loading") return <Loader />;
  // Not found: the sidebar says so (and our page hides this section). Error: the sidebar offers Retry.
  if (load.status === "not-found") return null;
  if (load.status === "error")
    return <p className="pp pp-muted">Reviews will show here once the profile loads.</p>;

  const { reviews, stars } = load.view;
  const add = practitionerId && (
    <>
      <button type="button" className="vh-btn vh-btn--primary pp-reviews__add" onClick={() => setOpen(true)}>
        Add Review
      </button>
      <ReviewModal
        practitionerId={practitionerId}
        practitionerName={load.view.name}
        token={token}
        open={open}
        onClose={() => setOpen(false)}
        onPublished={() => {
          setToken(null);
          forgetLinkToken();
          reload();
        }}
      />
    </>
  );
  if (reviews.length === 0)
    return (
      <div className="pp pp-reviews">
        {add}
        <EmptyState />
      </div>
    );
  const shown = all ? reviews : reviews.slice(0, FIRST_REVIEWS);
  return (
    <div className="pp pp-reviews">
      {add}
      <p className="pp-reviews__summary">
        {stars !== null && <Stars stars={stars} size={24} />}
        <span>
          {stars !== null ? `from ${reviewCountLabel(reviews.length)}` : reviewCountLabel(reviews.length)}
        </span>
      </p>
      <ol className="pp-review-list" ref={list}>
        {shown.map((review, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: reviews carry no id; the list only grows at the end.
          <li key={index} className="pp-review" tabIndex={-1}>
            <h3 className="pp-review__name">
              {review.name}
              {review.verified && <span className="vh-badge pp-review__verified">Verified patient</span>}
            </h3>
            {(review.stars !== null || review.date) && (
              <p className="pp-review__meta">
                {review.stars !== null && <Stars stars={review.stars} size={18} />}
                {review.date && (
                  <time className="pp-review__date" dateTime={review.date.iso}>
                    {review.date.text}
                  </time>
                )}
              </p>
            )}
            {review.comment && <p className="pp-review__comment">{review.comment}</p>}
          </li>
        ))}
      </ol>
      {!all && reviews.length > FIRST_REVIEWS && (
        <button
          type="button"
          className="vh-btn vh-btn--lg vh-btn--outline"
          onClick={() => {
            setAll(true);
            // Focus the first review that was hidden, so keyboard users carry on reading from there.
            requestAnimationFrame(() =>
              list.current?.querySelectorAll<HTMLElement>(".pp-review")[FIRST_REVIEWS]?.focus(),
            );
          }}
        >
          Show all {reviewCountLabel(reviews.length)}
        </button>
      )}
    </div>
  );
}
