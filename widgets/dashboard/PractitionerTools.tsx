import { type ReactNode, useEffect, useState } from "react";
import { PractitionerBookings } from "./Bookings";
import { LazyPanel } from "./LazyPanel";
import { OutOfOfficePanel } from "./OutOfOffice";
import { PastAppointments } from "./PastAppointments";

// Loaders at module level: stable identities, so each panel loads once.
const loadAvailability = () => import("./Availability").then((module) => module.AvailabilityPanel);
const loadProfileEditor = () => import("./ProfileEditor").then((module) => module.ProfileEditorPanel);
const loadCancellationPolicy = () =>
  import("./CancellationPolicy").then((module) => module.CancellationPolicyPanel);

const SECTIONS: { id: string; label: string; panel: () => ReactNode }[] = [
  {
    id: "bookings",
    label: "Bookings",
    panel: () => (
      <>
        <PractitionerBookings />
        <PastAppointments />
      </>
    ),
  },
  {
    id: "profile",
    label: "Profile",
    panel: () => (
      <LazyPanel load={loadProfileEditor} failure="We could not load your profile. Please reload the page." />
    ),
  },
  {
    id: "availability",
    label: "Availability",
    panel: () => (
      <LazyPanel
        load={loadAvailability}
        failure="We could not load your availability. Please reload the page."
      />
    ),
  },
  { id: "out-of-office", label: "Out of office", panel: () => <OutOfOfficePanel /> },
  {
    id: "policy",
    label: "Cancellation policy",
    panel: () => (
      <LazyPanel
        load={loadCancellationPolicy}
        failure="We could not load your cancellation policy. Please reload the page."
      />
    ),
  },
];

function fromHash(): string {
  const id = window.location.hash.slice(1);
  return SECTIONS.some((section) => section.id === id) ? id : "bookings";
}

/**
 * A practitioner's tools, one at a time (the page would otherwise be several screens of forms on a
 * phone). The section is in the URL hash, so a reload, a bookmark and Back keep it.
 */
export function PractitionerTools() {
  const [current, setCurrent] = useState(fromHash);
  useEffect(() => {
    const onHash = () => setCurrent(fromHash());
    window.addEventListener("hashchange", onHash);
    return () => window.removeEventListener("hashchange", onHash);
  }, []);
  const section = SECTIONS.find((candidate) => candidate.id === current) ?? SECTIONS[0];
  return (
    <>
      <nav className="db-tabs" aria-label="Dashboard sections">
        {SECTIONS.map(({ id, label }) => (
          <a
            key={id}
            href={`#${id}`}
            className="db-tabs__link"
            aria-current={id === current ? "page" : undefined}
          >
            {label}
          </a>
        ))}
      </nav>
      {section?.panel()}
    </>
  );
}
