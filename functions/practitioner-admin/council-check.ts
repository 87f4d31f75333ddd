import type { CouncilCheckResponse } from "../../core/schemas/council-registration";
import { OPERATION_SUCCESSFUL } from "../../core/ui-text";
import { checkedRegistration, commitDecision, registrationUpdate } from "../council-registration/check";
import { adminCouncilView, registrationOf } from "../council-registration/view";
import { keys } from "../data/keys";
import { now } from "../lib/clock";
import { httpHandler } from "../lib/http-handler";
import { publicPageChanged } from "../public-pages/public-page-changed";
import { reindexMarkerPut, reindexOrLeaveToSweep } from "../reviews/reindex";
import { readPractitioner } from "./practitioner-item";

/**
 * POST /api/practitioner/council-check/{id} (admin, issue 27): "Checked on the register" or "Could
 * not confirm" (reason mailed) for a listed practitioner's council number. One transaction writes
 * the registration, its place in the re-check list, the re-index marker and the mail; then the
 * search cards and the cached profile page follow, as after a review (functions/reviews/reindex.ts).
 */
export const councilCheck = httpHandler(
  { route: "POST /api/practitioner/council-check/{id}" },
  async ({ path, body, user, log }): Promise<CouncilCheckResponse> => {
    const practitioner = await readPractitioner(path.id);
    const nowMs = now();
    const at = new Date(nowMs).toISOString();
    const after = checkedRegistration(registrationOf(practitioner), body, user.email, at);
    await commitDecision(
      after,
      [
        registrationUpdate(keys.practitioner(practitioner.id), after, practitioner),
        reindexMarkerPut(practitioner.id, at),
      ],
      { to: practitioner.email, firstName: practitioner.firstName, listed: true },
      nowMs,
    );
    log.info("council registration decided", { practitionerId: practitioner.id, outcome: body.outcome });
    await reindexOrLeaveToSweep(practitioner.id, log);
    await publicPageChanged([practitioner.id]);
    return { success: OPERATION_SUCCESSFUL, council_registration: adminCouncilView(after) };
  },
);
