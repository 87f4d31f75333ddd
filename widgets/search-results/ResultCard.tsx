import type { SearchResult } from "../../core/schemas/search";
import { PractitionerPhoto } from "../ui/PractitionerPhoto";
import { distanceText, ratingLabel, reviewCountText } from "./search-page";

/**
 * One practitioner in the results list. The name is the link; it stretches over the whole card so
 * the card is one big tap target, while "Show on map" stays a separate button on top.
 */
interface ResultCardProps {
  result: SearchResult;
  rank: number;
  href: string;
  onShowOnMap: ((id: string) => void) | undefined;
  onHighlight(id: string | null): void;
}

function Stars({ rating, reviews }: { rating: number | null; reviews: number }) {
  const label = ratingLabel(rating);
  if (label === null || rating === null) return <span className="sr-card__no-reviews">No reviews yet</span>;
  const filled = Math.min(5, Math.round(rating));
  return (
    <span className="sr-card__rating">
      <span className="sr-stars" role="img" aria-label={label}>
        {[1, 2, 3, 4, 5].map((star) => (
          <svg
            key={star}
            className={star <= filled ? "sr-stars__star is-on" : "sr-stars__star"}
            viewBox="0 0 20 20"
            width="16"
            height="16"
            aria-hidden="true"
            focusable="false"
          >
            <path d="m10 1.5 2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8L10 1.5Z" />
          </svg>
        ))}
      </span>
      {reviews > 0 && <span className="sr-card__reviews">({reviewCountText(reviews)})</span>}
    </span>
  );
}

export function ResultCard({ result, rank, href, onShowOnMap, onHighlight }: ResultCardProps) {
  const distance = distanceText(result.distance_km);
  const nameId = `sr-name-${result.id}`;
  return (
    <li
      className="sr-card"
      onMouseEnter={() => onHighlight(result.id)}
      onMouseLeave={() => onHighlight(null)}
      onFocus={() => onHighlight(result.id)}
      onBlur={() => onHighlight(null)}
    >
      <div className="sr-card__media">
        <PractitionerPhoto
          className="sr-card__photo"
          name={result.name}
          image={result.image}
          size={72}
          lazy
        />
        {onShowOnMap && (
          <span className="sr-card__rank" aria-hidden="true">
            {rank}
          </span>
        )}
      </div>
      <div className="sr-card__body">
        <h3 className="sr-card__name">
          <a id={nameId} className="sr-card__link" href={href}>
            {result.name}
          </a>
        </h3>
        <p className="sr-card__profession">{result.profession}</p>
        {result.business_address_physical && (
          <p className="sr-card__address">{result.business_address_physical}</p>
        )}
        <p className="sr-card__meta">
          <Stars rating={result.rating} reviews={result.get_reviews?.length ?? 0} />
          {distance && <span className="sr-card__distance">{distance}</span>}
        </p>
        {onShowOnMap && (
          <button
            type="button"
            className="sr-card__map-btn"
            aria-describedby={nameId}
            onClick={() => onShowOnMap(result.id)}
          >
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path
                d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
                fill="currentColor"
              />
            </svg>
            Show on map
          </button>
        )}
      </div>
      <span className="sr-card__chevron" aria-hidden="true">
        ›
      </span>
    </li>
  );
}
