import { type ReactNode, useEffect, useRef } from "react";
import { notFoundTitle, type ProfileView, profileTitle, reviewCountLabel } from "../../core/profile-view";
import { SEARCH_PATH } from "../../core/search-url";
import { siteConfig } from "../../core/site-config";
import { Loader } from "../ui/Loader";
import { Avatar, ExternalLink, Icon, Stars } from "./parts";
import type { ProfileLoad } from "./profile-store";

const FALLBACK_HEADING = "Practitioner profile";

/**
 * On a wide screen the sidebar sticks beside the calendar and reviews, but only while all of it fits
 * in the window: a sticky column taller than the window would hide its own end until the page ends.
 */
function useStickyWhenItFits(host: HTMLElement, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const wide = window.matchMedia("(min-width: 960px)");
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        host.classList.toggle("is-sticky", wide.matches && host.scrollHeight + 32 <= window.innerHeight);
      });
    };
    check();
    const observer = typeof ResizeObserver === "function" ? new ResizeObserver(check) : null;
    observer?.observe(host);
    window.addEventListener("resize", check);
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      window.removeEventListener("resize", check);
      host.classList.remove("is-sticky");
    };
  }, [host, active]);
}

function Rating({ view }: { view: ProfileView }) {
  if (view.reviewCount === 0) return <p className="pp-rating pp-rating--none">No reviews yet</p>;
  return (
    <p className="pp-rating">
      {view.stars === null ? <span>Not rated yet</span> : <Stars stars={view.stars} />}
      <a className="pp-rating__count" href="#reviews">
        {reviewCountLabel(view.reviewCount)}
      </a>
    </p>
  );
}

function Fact({
  icon,
  label,
  children,
}: {
  icon: "pin" | "card" | "chat";
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="vh-fact">
      <dt className="vh-fact__label">
        <span className="vh-fact__icon">
          <Icon name={icon} />
        </span>
        {label}
      </dt>
      <dd className="vh-fact__value">{children}</dd>
    </div>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="pp-block">
      <h2 className="pp-block__title">{title}</h2>
      {children}
    </div>
  );
}

function Profile({ view }: { view: ProfileView }) {
  const hasFacts = Boolean(view.address || view.payment || view.languages.length);
  const hasOnline = Boolean(view.website || view.social.length);
  const hasDetails = Boolean(
    view.bio.length ||
      view.focusAreas ||
      view.services.length ||
      view.medicalAids.length ||
      view.qualifications.length ||
      view.video ||
      hasOnline,
  );
  return (
    <div className="pp pp-sidebar">
      <div className="vh-card pp-summary">
        <div className="pp-head">
          <Avatar name={view.name} image={view.image} />
          <div className="pp-head__text">
            <h1 className="pp-name" tabIndex={-1}>
              {view.name}
            </h1>
            {view.profession && <p className="pp-profession">{view.profession}</p>}
            <Rating view={view} />
          </div>
        </div>
        {hasFacts && (
          <dl className="pp-facts">
            {view.address && (
              <Fact icon="pin" label="Address">
                {view.address}
              </Fact>
            )}
            {view.payment && (
              <Fact icon="card" label="Payment">
                {view.payment}
              </Fact>
            )}
            {view.languages.length > 0 && (
              <Fact icon="chat" label={view.languages.length === 1 ? "Language" : "Languages"}>
                {view.languages.join(", ")}
              </Fact>
            )}
          </dl>
        )}
        <a className="vh-btn vh-btn--lg vh-btn--primary vh-btn--block" href="#availability">
          <Icon name="calendar" />
          See available times
        </a>
      </div>

      {hasDetails && (
        <div className="vh-card pp-details">
          {view.bio.length > 0 && (
            <Block title="About">
              {view.bio.map((paragraph, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text, never reordered.
                <p key={index}>{paragraph}</p>
              ))}
            </Block>
          )}
          {view.focusAreas && (
            <Block title="Focus areas">
              <p>{view.focusAreas}</p>
            </Block>
          )}
          {view.services.length > 0 && (
            <Block title="Services">
              <ul className="pp-chips">
                {view.services.map((service) => (
                  <li key={service}>{service}</li>
                ))}
              </ul>
            </Block>
          )}
          {view.medicalAids.length > 0 && (
            <Block title="Medical aids accepted">
              <ul className="pp-list pp-list--check">
                {view.medicalAids.map((scheme) => (
                  <li key={scheme}>{scheme}</li>
                ))}
              </ul>
            </Block>
          )}
          {view.qualifications.length > 0 && (
            <Block title="Qualifications">
              <ul className="pp-list">
                {view.qualifications.map((qualification) => (
                  <li key={qualification}>{qualification}</li>
                ))}
              </ul>
            </Block>
          )}
          {view.video && (
            <Block title="Video">
              {view.video.kind === "embed" ? (
                <div className="pp-video">
                  <iframe
                    src={view.video.src}
                    title={`Video: ${view.name}`}
                    loading="lazy"
                    allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
                    referrerPolicy="strict-origin-when-cross-origin"
                  />
                </div>
              ) : (
                <ExternalLink href={view.video.href}>{`Watch ${view.name}'s video`}</ExternalLink>
              )}
            </Block>
          )}
          {hasOnline && (
            <Block title="Website and social media">
              <ul className="pp-links">
                {view.website && (
                  <li>
                    <span className="vh-sr-only">Website: </span>
                    <ExternalLink href={view.website.href}>{view.website.label}</ExternalLink>
                  </li>
                )}
                {view.social.map((link) => (
                  <li key={link.href}>
                    <ExternalLink href={link.href}>{link.label}</ExternalLink>
                  </li>
                ))}
              </ul>
            </Block>
          )}
        </div>
      )}
    </div>
  );
}

/** The profile sidebar, and the page's h1 in every state (the static fallback h1 is replaced). */
export function Sidebar({ load, retry, host }: { load: ProfileLoad; retry: () => void; host: HTMLElement }) {
  const retried = useRef(false);
  const status = load.status;
  useStickyWhenItFits(host, status === "ready");

  useEffect(() => {
    // Our page hides the booking frames for a practitioner who is not there (no-op in partner embeds).
    host.closest(".profile-layout")?.setAttribute("data-state", status);
    if (status === "ready") document.title = profileTitle(load.view.name, load.view.profession);
    if (status === "not-found") document.title = notFoundTitle;
    // After Retry, the button that had focus is gone: put focus on what replaced it.
    if (retried.current && status !== "loading") {
      retried.current = false;
      host.querySelector<HTMLElement>("h1[tabindex], .pp-retry")?.focus();
    }
  }, [host, status, load]);

  if (status === "ready") return <Profile view={load.view} />;
  if (status === "not-found") {
    return (
      <div className="pp vh-card pp-status">
        <span className="vh-card__icon">
          <Icon name="search" size={28} />
        </span>
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
