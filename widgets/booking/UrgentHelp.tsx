import { crisisLine, emergencyLine } from "../../core/urgent-help";

/**
 * What to do if it is urgent, wherever a patient is left waiting (the booking confirmation, a
 * profile with no open times): `lead` says why not to wait, then the crisis and emergency numbers.
 */
export function UrgentHelp({ lead }: { lead: string }) {
  return (
    <p>
      {lead} If you are in crisis, call SADAG on <a href={crisisLine.href}>{crisisLine.number}</a> (24 hours).
      {emergencyLine && (
        <>
          {" "}
          In an emergency, call <a href={emergencyLine.href}>{emergencyLine.number}</a> from a cellphone.
        </>
      )}
    </p>
  );
}
