import { profileReviewsContent } from "../../core/profile-html";
import { uiText } from "../../core/ui-text";
import { Loader } from "../ui/Loader";
import type { ProfileLoad } from "./profile-store";

/**
 * The reviews of the profile, newest first; the host page supplies the heading. The markup is the
 * server-rendered page's own (core/profile-html.ts): the first few, the rest behind "Show all".
 */
export function Reviews({ load }: { load: ProfileLoad }) {
  if (load.status === "loading") return <Loader />;
  // Not found: the sidebar says so. Error: the sidebar offers Retry.
  if (load.status === "not-found") return null;
  if (load.status === "error")
    return <p className="pp pp-muted">Reviews will show here once the profile loads.</p>;
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the server-rendered page's markup; core/profile-html.ts escapes every value.
    <div dangerouslySetInnerHTML={{ __html: profileReviewsContent(load.view, uiText.emptyRecord) }} />
  );
}
