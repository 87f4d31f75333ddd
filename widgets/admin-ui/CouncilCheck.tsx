import { useState } from "react";
import type { Answer } from "../../core/api/responses";
import { checkDate } from "../../core/council-badge";
import { CHECK_NOTE_MAX } from "../../core/schemas/council-registration";
import { api } from "../api/client";
import { ReasonDialog } from "./ReasonDialog";
import { toastFailureWithDetail, toastSuccess } from "./toasts";

type Registration = Answer<"councilCheck">["council_registration"];

/** Whose number: a listed practitioner, or a registration request not yet decided. */
export type CheckTarget = { kind: "practitioner" | "request"; id: string };

/** Where the check stands, in words an admin can act on. */
export function checkState(registration: Registration, nowMs: number): string {
  const { checked_at, checked_by, register_category, lapses_at, not_confirmed, voided } = registration;
  if (checked_at && lapses_at && Date.parse(lapses_at) <= nowMs)
    return `Checked on ${checkDate(checked_at)}; a 1 April has passed since, so it is due for a re-check (no badge until then).`;
  if (checked_at)
    return `Checked on the register on ${checkDate(checked_at)} by ${checked_by ?? "an admin"} (${register_category ?? ""}). The badge shows until ${checkDate(lapses_at ?? checked_at)}.`;
  if (not_confirmed)
    return `Could not confirm on ${checkDate(not_confirmed.at)} (${not_confirmed.by}): ${not_confirmed.reason}`;
  if (voided) return "Not checked: the number changed after the last check.";
  return "Not checked yet.";
}

async function decide(target: CheckTarget, body: Parameters<typeof sendCheck>[1]) {
  try {
    const answer = await sendCheck(target, body);
    toastSuccess();
    return answer.council_registration;
  } catch (error) {
    toastFailureWithDetail(error);
    return null;
  }
}

function sendCheck(
  target: CheckTarget,
  body: { number: string; outcome: "checked" | "not_confirmed"; register_category?: string; reason?: string },
) {
  const path = { id: target.id };
  return target.kind === "practitioner"
    ? api.call("POST /api/practitioner/council-check/{id}", { path, body })
    : api.call("POST /api/registration/council-check/{id}", { path, body });
}

/**
 * The council number with a link to the council's public register and the two decisions (issue
 * 27): "Checked on the register" (asks the register category seen) and "Could not confirm" (asks
 * the reason, which is emailed). Shared by the registration requests and the practitioner record.
 */
export function CouncilCheck({ registration, target }: { registration: Registration; target: CheckTarget }) {
  const [current, setCurrent] = useState(registration);
  const [asking, setAsking] = useState<"checked" | "not_confirmed" | null>(null);
  const council = current.council || "Council not given";
  const done = (answer: Registration | null) => {
    if (answer) setCurrent(answer);
    return answer !== null;
  };
  return (
    <div className="vh-council-check">
      <p>
        <strong>
          {council} {current.number}
        </strong>
        {current.register_url && (
          <>
            {" "}
            <a href={current.register_url} target="_blank" rel="noopener noreferrer">
              Open the {current.council} register search
              <span className="vh-sr-only"> (opens in a new tab)</span>
            </a>
          </>
        )}
      </p>
      <p className="vh-council-check__state">{checkState(current, Date.now())}</p>
      <div className="vh-council-check__actions">
        <button type="button" className="vh-btn vh-btn--primary" onClick={() => setAsking("checked")}>
          Checked on the register
        </button>
        <button type="button" className="vh-btn vh-btn--outline" onClick={() => setAsking("not_confirmed")}>
          Could not confirm
        </button>
      </div>
      <ReasonDialog
        open={asking === "checked"}
        title={`Checked ${current.number} on the register?`}
        label="Register category you saw"
        note="For example: Psychologist, Independent Practice. Kept with the check."
        required
        confirm="Record the check"
        maxLength={CHECK_NOTE_MAX}
        onConfirm={async (category) =>
          done(
            await decide(target, { number: current.number, outcome: "checked", register_category: category }),
          )
        }
        onClose={() => setAsking(null)}
      >
        <p>The profile and search results then show the badge until the next 1 April.</p>
      </ReasonDialog>
      <ReasonDialog
        open={asking === "not_confirmed"}
        title={`Could not confirm ${current.number}?`}
        label="What you found"
        note="Emailed to the practitioner as written, so they can correct the number."
        required
        confirm="Send and record"
        danger
        maxLength={CHECK_NOTE_MAX}
        onConfirm={async (reason) =>
          done(await decide(target, { number: current.number, outcome: "not_confirmed", reason }))
        }
        onClose={() => setAsking(null)}
      >
        <p>Any earlier check is removed, so the badge no longer shows.</p>
      </ReasonDialog>
    </div>
  );
}
