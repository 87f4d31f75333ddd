import { routeGroup } from "../lib/route-group";
import { decideReview, reviewQueue } from "./moderation";
import { submitReview } from "./submit";

/** Route group "reviews": the Add Review modal's submit and the admins' moderation queue. */
export const handler = routeGroup("reviews", {
  "POST /api/review/submit": submitReview,
  "GET /api/review/queue": reviewQueue,
  "POST /api/review/decide": decideReview,
});
