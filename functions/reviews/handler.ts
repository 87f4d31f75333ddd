import { routeGroup } from "../lib/route-group";
import { reviewDecisions } from "./decision-log";
import { decideReview, reviewQueue } from "./moderation";
import { submitReview } from "./submit";
import { publishedReviews, unpublishReview } from "./unpublish";

/** Route group "reviews": the Add Review modal's submit, the admins' moderation queue, unpublishing and the decisions kept. */
export const handler = routeGroup("reviews", {
  "POST /api/review/submit": submitReview,
  "GET /api/review/queue": reviewQueue,
  "POST /api/review/decide": decideReview,
  "GET /api/review/published": publishedReviews,
  "POST /api/review/unpublish": unpublishReview,
  "GET /api/review/decisions": reviewDecisions,
});
