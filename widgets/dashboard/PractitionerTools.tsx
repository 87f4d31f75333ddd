import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { BookingsOverview } from "./BookingsOverview";
import { type LazyLoad, LazyPanel } from "./LazyPanel";
import { ListingChecklist } from "./ListingChecklist";
import { OutOfOfficePanel } from "./OutOfOffice";

// Loaders at module level: stable identities, so each panel loads once.
const loadAvailability = () => import("./Availability").then((module) => module.AvailabilityPanel);
const loadProfileEditor = () => import("./ProfileEditor").then((module) => module.ProfileEditorPanel);
const loadCancellationPolicy = () =>
  import("./CancellationPolicy").then((module) => module.CancellationPolicyPanel);
const loadCalendarFeed = () => import("./CalendarFeed").then((module) => module.CalendarFeedPanel);
const loadMonthlyReport = () => import("./MonthlyReport").then((module) => module.MonthlyReportPanel);
const loadAddBooking = () => import("./AddOwnBooking").then((module) => module.AddOwnBookingPanel);
/** Its own chunk, with the billing words and the wait for a payment: it shows only after its own read. */
const BillingNotice = lazy(() => import("./BillingNotice").then((m) => ({ default: m.BillingNotice })));
const loadBilling = () => import("./Billing").then((module) => module.BillingPanel);

interface Section {
  id: string;
  label: string;
  panel: () => ReactNode;
}

/** A section whose panel loads on first visit; `what` names it in the message if it cannot. */
function lazySection(id: string, label: string, load: LazyLoad, what: string): Section {
  const failure = `We could not load your ${what}. Please reload the page.`;
  return { id, label, panel: () => <LazyPanel load={load} failure={failure} /> };
}

const SECTIONS: Section[] = [
  {
    id: "bookings",
    label: "Bookings",
    panel: () => <BookingsOverview />,
  },
  lazySection("add-booking", "Add a booking", loadAddBooking, "booking form"),
  lazySection("profile", "Profile", loadProfileEditor, "profile"),
  lazySection("availability", "Availability", loadAvailability, "availability"),
  { id: "out-of-office", label: "Out of office", panel: () => <OutOfOfficePanel /> },
  lazySection("policy", "Cancellation policy", loadCancellationPolicy, "cancellation policy"),
  lazySection("calendar-feed", "Calendar feed", loadCalendarFeed, "calendar feed"),
  lazySection("report", "Monthly report", loadMonthlyReport, "monthly report"),
  lazySection("billing", "Billing", loadBilling, "billing"),
];

/** The section of the hash: its id, or a part of it (`#profile-bio`, the listing checklist's links). */
function fromHash(): string {
  const hash = window.location.hash.slice(1);
  const section = SECTIONS.find(({ id }) => hash === id || hash.startsWith(`${id}-`));
  return section?.id ?? "bookings";
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
      <Suspense fallback={null}>
        <BillingNotice />
      </Suspense>
      <ListingChecklist />
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
