import { lazy, Suspense, useId, useState } from "react";
import { NO_OPEN_TIME } from "../../core/next-available";
import type { ProfileView } from "../../core/profile-view";
import { Loader } from "../ui/Loader";
import { useSlotStore } from "./slot-store";
import { UrgentHelp } from "./UrgentHelp";

/** The form is its own chunk: most visitors find a time and never open it. */
const WaitlistJoinForm = lazy(() =>
  import("./WaitlistJoinForm").then((m) => ({ default: m.WaitlistJoinForm })),
);

/**
 * Under the calendar on our own pages (issue 26): "No time that suits you? Join the waitlist", the
 * form opening in place. With nothing open in the booking horizon it is open from the start, with
 * the crisis helplines: a patient who finds no time must not be left with nothing.
 */
export function WaitlistInvite({
  practitionerId,
  profile,
}: {
  practitionerId: string;
  profile: ProfileView | null;
}) {
  const [opened, setOpened] = useState(false);
  const formId = useId();
  // A patient holding an offered time (a held time is not "open") is not told nothing is open.
  const holdsOffer = useSlotStore(practitionerId).selection?.offer !== undefined;
  const nothingOpen = profile?.nextAvailable === null && !holdsOffer;
  const form = (
    <div id={formId}>
      <Suspense fallback={<Loader />}>
        <WaitlistJoinForm practitionerId={practitionerId} appointmentModes={profile?.appointmentModes} />
      </Suspense>
    </div>
  );
  if (nothingOpen)
    return (
      <section className="bk-waitlist is-open" aria-labelledby={`${formId}-title`}>
        <h3 className="bk-waitlist__title" id={`${formId}-title`}>
          {NO_OPEN_TIME}
        </h3>
        <p>Join the waitlist and we will email you when a time comes free.</p>
        <div className="bk-waitlist__urgent">
          <UrgentHelp lead="If you need help now, please do not wait for a time." />
        </div>
        {form}
      </section>
    );
  return (
    <div className={opened ? "bk-waitlist is-open" : "bk-waitlist"}>
      <p className="bk-waitlist__ask">
        <span>No time that suits you, or would you like an earlier one?</span>{" "}
        <button
          type="button"
          className="vh-btn vh-btn--outline"
          aria-expanded={opened}
          aria-controls={formId}
          onClick={() => setOpened((value) => !value)}
        >
          Join the waitlist
        </button>
      </p>
      {opened && form}
    </div>
  );
}
