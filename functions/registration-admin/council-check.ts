import { ConflictError } from "../../core/errors";
import type { CouncilCheckResponse } from "../../core/schemas/council-registration";
import { OPERATION_SUCCESSFUL } from "../../core/ui-text";
import { checkedRegistration, commitDecision, registrationUpdate } from "../council-registration/check";
import { adminCouncilView, registrationOf } from "../council-registration/view";
import { keys } from "../data/keys";
import { now } from "../lib/clock";
import { httpHandler } from "../lib/http-handler";
import { ALREADY_DECIDED, readRequest } from "./confirm";

/**
 * POST /api/registration/council-check/{id} (admin, issue 27): the check on a new registration
 * request, before approving it; approval copies it to the listing (practitioner-from-request.ts).
 * A decided request is checked on the practitioner's record instead (409).
 */
export const requestCouncilCheck = httpHandler(
  { route: "POST /api/registration/council-check/{id}" },
  async ({ path, body, user, log }): Promise<CouncilCheckResponse> => {
    const request = await readRequest(path.id);
    if (request.state !== "new") throw new ConflictError(ALREADY_DECIDED);
    const nowMs = now();
    const after = checkedRegistration(
      registrationOf(request),
      body,
      user.email,
      new Date(nowMs).toISOString(),
    );
    await commitDecision(
      after,
      [registrationUpdate(keys.registrationRequest(request.id), after)],
      { to: request.email, firstName: request.name, listed: false },
      nowMs,
    );
    log.info("council registration decided on a request", { requestId: request.id, outcome: body.outcome });
    return { success: OPERATION_SUCCESSFUL, council_registration: adminCouncilView(after) };
  },
);
