import * as z from "../../core/schemas/z";
import { api } from "../api/client";
import { LinkDone, useLinkAction } from "../lib/link-action";
import { defineWidget } from "../ui/define-widget";

/**
 * /page/waitlist/leave?token=... (the link in the waitlist mails, issue 26): leaves the waitlist
 * only when the patient presses the button, so a mail scanner that opens the link changes nothing.
 */
const props = z.object({});

const TOKEN = /^[A-Za-z0-9_-]{10,300}\.[A-Za-z0-9_-]{20,100}$/;
const INVALID =
  "This link is not complete. Please open it again from your email, or copy the whole address into your browser.";

function WaitlistLeave() {
  const { token, valid, error, done, busy, focusRef, run } = useLinkAction(TOKEN, INVALID);
  if (done) return <LinkDone text={done} focusRef={focusRef} />;
  return (
    <div className="pf-form" aria-busy={busy}>
      {error && (
        <p role="alert" tabIndex={-1} ref={focusRef}>
          {error}
        </p>
      )}
      {valid && (
        <>
          <p>
            If you leave, we will stop emailing you about times that come free with this practitioner. Your
            bookings are not changed.
          </p>
          <button
            type="button"
            className="vh-btn vh-btn--primary"
            disabled={busy}
            onClick={() => void run(() => api.call("POST /api/waitlist/leave", { body: { token } }))}
          >
            {busy ? "Leaving..." : "Leave the waitlist"}
          </button>
        </>
      )}
    </div>
  );
}

export const { mount } = defineWidget(props, WaitlistLeave);
