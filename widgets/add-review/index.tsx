import { useState } from "react";
import { safeParse } from "zod/mini";
import { resolvePractitionerId } from "../../core/practitioner-id";
import { reviewToken } from "../../core/schemas/review";
import * as z from "../../core/schemas/z";
import { defineWidget } from "../ui/define-widget";
import { ReviewModal } from "./ReviewModal";
import "../practitioner-profile/practitioner-profile.css";

/**
 * "Add Review" on the server-rendered practitioner page (spec sections 2, 4): the button and its
 * modal. The page's reviews are in its HTML, so a published (verified) review shows by swapping in
 * the server's fresh rendering of the page's regions (no reload: the thank-you toast stays).
 * Props (data-*): practitioner-name (for the modal's question); the id comes from the address.
 */
const props = z.object({ practitionerName: z.string() });

/** The emailed review link: /page/practitioner/{id}?review=TOKEN#reviews. */
function linkToken(): string | null {
  const token = new URLSearchParams(window.location.search).get("review");
  return token && safeParse(reviewToken, token).success ? token : null;
}

/** The address without ?review=, so a reload or a shared link does not offer a used link again. */
function withoutLinkToken(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete("review");
  return url.href;
}

/**
 * Replaces the contents of the page's server-rendered regions ([data-rendered-widget]: the profile
 * with its rating, the reviews) by those of the page as the server renders it now. Our own page from
 * our own origin, escaped by its renderer; DOMParser runs no scripts. The Add Review slot inside is
 * replaced too, and the mount runtime mounts the new one.
 */
async function refreshRenderedRegions(): Promise<void> {
  const response = await fetch(window.location.href, { cache: "no-store" });
  if (!response.ok) return;
  const fresh = new DOMParser().parseFromString(await response.text(), "text/html");
  const current = document.querySelectorAll("[data-rendered-widget]");
  const next = fresh.querySelectorAll("[data-rendered-widget]");
  if (current.length !== next.length) return;
  current.forEach((region, index) => {
    const source = next[index];
    if (source)
      region.replaceChildren(...Array.from(source.childNodes, (node) => document.importNode(node, true)));
  });
}

function AddReview({ practitionerName }: z.infer<typeof props>) {
  const practitionerId = resolvePractitionerId(undefined, window.location.pathname);
  const [token] = useState(linkToken);
  // The emailed link opens the modal at once.
  const [open, setOpen] = useState(token !== null);
  if (!practitionerId) return null;
  return (
    <>
      <button type="button" className="vh-btn vh-btn--primary" onClick={() => setOpen(true)}>
        Add Review
      </button>
      <ReviewModal
        practitionerId={practitionerId}
        practitionerName={practitionerName}
        token={token}
        open={open}
        onClose={() => setOpen(false)}
        onPublished={() => {
          // The link works once: a reload or a shared address must not offer it again.
          window.history.replaceState(window.history.state, "", withoutLinkToken());
          refreshRenderedRegions().catch((error: unknown) =>
            console.warn("[add-review] page not refreshed", error),
          );
        }}
      />
    </>
  );
}

export const { mount } = defineWidget(props, AddReview);
