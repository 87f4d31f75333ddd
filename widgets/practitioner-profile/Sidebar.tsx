import { useEffect, useRef } from "react";
import { avatarHtml, iconHtml, profileSidebarContent } from "../../core/profile-html";
import { notFoundTitle, profileTitle } from "../../core/profile-view";
import { SEARCH_PATH } from "../../core/search-url";
import { siteConfig } from "../../core/site-config";
import { siteUrl } from "../api/base";
import { Loader } from "../ui/Loader";
import type { ProfileLoad } from "./profile-store";

const FALLBACK_HEADING = "Practitioner profile";

/** The photo's initials when it fails to load (the shared markup cannot carry an onerror handler). */
function useInitialsWhenPhotoFails(host: HTMLElement, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const photo = host.querySelector<HTMLImageElement>("img.pp-avatar");
    if (!photo) return;
    // avatarHtml without an image is the initials, escaped.
    const fallback = () => {
      photo.outerHTML = avatarHtml(photo.alt, "", siteUrl);
    };
    if (photo.complete && photo.naturalWidth === 0) fallback();
    else photo.addEventListener("error", fallback, { once: true });
    return () => photo.removeEventListener("error", fallback);
  }, [host, active]);
}

/** The profile sidebar, and the page's h1 in every state (the static fallback h1 is replaced). */
export function Sidebar({ load, retry, host }: { load: ProfileLoad; retry: () => void; host: HTMLElement }) {
  const retried = useRef(false);
  const status = load.status;
  useInitialsWhenPhotoFails(host, status === "ready");

  useEffect(() => {
    if (status === "ready") document.title = profileTitle(load.view.name, load.view.profession);
    if (status === "not-found") document.title = notFoundTitle;
    // After Retry, the button that had focus is gone: put focus on what replaced it.
    if (retried.current && status !== "loading") {
      retried.current = false;
      host.querySelector<HTMLElement>("h1[tabindex], .pp-retry")?.focus();
    }
  }, [host, status, load]);

  if (status === "ready") {
    return (
      <div
        className="pp pp-sidebar"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server-rendered page's markup; core/profile-html.ts escapes every value.
        dangerouslySetInnerHTML={{ __html: profileSidebarContent(load.view, siteUrl) }}
      />
    );
  }
  if (status === "not-found") {
    return (
      <div className="pp vh-card pp-status">
        <span
          className="vh-card__icon"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed icon from the profile's one icon renderer (core/profile-html.ts), not a second JSX copy of it.
          dangerouslySetInnerHTML={{ __html: iconHtml("search", 28) }}
        />
        <h1 className="pp-status__title" tabIndex={-1}>
          We couldn't find this practitioner
        </h1>
        <p>
          They may no longer be listed on {siteConfig.brandName}, or the link may be incomplete. Many other
          practitioners are ready to help.
        </p>
        <a className="vh-btn vh-btn--lg vh-btn--primary" href={SEARCH_PATH}>
          Search for another practitioner
        </a>
      </div>
    );
  }
  if (status === "error") {
    return (
      <div className="pp vh-card pp-status">
        <h1 className="vh-sr-only">{FALLBACK_HEADING}</h1>
        <p className="pp-status__message" role="alert">
          We could not load this profile. Please try again.
        </p>
        <button
          type="button"
          className="vh-btn vh-btn--lg vh-btn--primary pp-retry"
          onClick={() => {
            retried.current = true;
            retry();
          }}
        >
          Retry
        </button>
      </div>
    );
  }
  return (
    <div className="pp vh-card pp-loading">
      <h1 className="vh-sr-only">{FALLBACK_HEADING}</h1>
      <Loader />
    </div>
  );
}
