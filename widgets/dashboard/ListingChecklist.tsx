import { useEffect, useState } from "react";
import { LISTING_PART_TEXT } from "../../core/listing-readiness";
import type { OwnProfileResponse } from "../../core/schemas/profile-editor";
import { api } from "../api/client";
import "./listing-checklist.css";

type Listing = OwnProfileResponse["listing"] & { id: string; unpaid?: boolean };

const SWITCHED_OFF =
  "Your profile is complete, but your listing is switched off. Please contact us to switch it on.";
/** Issue 29: complete but held back by billing (the billing notice above has Pay). */
const PAY_TO_LIST = "Your profile is complete. Patients can find and book you once your package is paid.";

/** The editor tells the checklist after each save or photo change (one page, two widgets' parts). */
const LISTING_CHANGED = "vh:listing-changed";

export function announceListing(answer: OwnProfileResponse): void {
  window.dispatchEvent(
    new CustomEvent<Listing>(LISTING_CHANGED, { detail: { ...answer.listing, id: answer.profile.id } }),
  );
}

/**
 * Whether patients can find and book the practitioner (core/listing-readiness.ts): above every
 * dashboard section, a checklist of what the profile still needs, each line a link to that part of
 * the profile editor; once complete, that the profile is live.
 */
export function ListingChecklist() {
  const [listing, setListing] = useState<Listing | null>(null);
  useEffect(() => {
    const onChange = (event: Event) => setListing((event as CustomEvent<Listing>).detail);
    window.addEventListener(LISTING_CHANGED, onChange);
    api
      .call("GET /api/profile/own")
      .then((answer) => setListing((now) => now ?? { ...answer.listing, id: answer.profile.id }))
      // The profile panel reports a failed load; the checklist simply stays away.
      .catch(() => undefined);
    return () => window.removeEventListener(LISTING_CHANGED, onChange);
  }, []);
  // Complete but not live: say whether billing holds it (issue 29) rather than an admin.
  const complete = listing !== null && !listing.live && listing.missing.length === 0;
  useEffect(() => {
    if (!complete) return;
    api
      .call("GET /api/billing/own")
      .then((billing) =>
        setListing((now) => now && { ...now, unpaid: billing.status !== "active" && !billing.listed }),
      )
      .catch(() => undefined);
  }, [complete]);
  if (!listing) return null;
  if (listing.live) {
    return (
      <section className="lc lc--live" aria-labelledby="lc-title">
        <h2 id="lc-title" className="lc__title">
          Your profile is live
        </h2>
        <p>
          Patients can find you in search and book you.{" "}
          <a href={`/page/practitioner/${encodeURIComponent(listing.id)}`}>See your public profile</a>
        </p>
      </section>
    );
  }
  return (
    <section className="lc" aria-labelledby="lc-title">
      <h2 id="lc-title" className="lc__title">
        {listing.missing.length > 0 ? "Your profile is not public yet" : "Your profile is not public"}
      </h2>
      {listing.missing.length > 0 ? (
        <>
          <p>Patients can find and book you once your profile has these. It takes a few minutes:</p>
          <ul className="lc__list">
            {listing.missing.map((part) => (
              <li key={part}>
                <a href={`#${LISTING_PART_TEXT[part].anchor}`}>{LISTING_PART_TEXT[part].label}</a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{listing.unpaid ? PAY_TO_LIST : SWITCHED_OFF}</p>
      )}
    </section>
  );
}
