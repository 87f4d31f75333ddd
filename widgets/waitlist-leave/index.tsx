import { useEffect, useRef, useState } from "react";
import * as z from "../../core/schemas/z";
import { ApiError, api } from "../api/client";
import { defineWidget } from "../ui/define-widget";

/**
 * /page/waitlist/leave?token=... (the link in the waitlist mails, issue 26): leaves the waitlist
 * only when the patient presses the button, so a mail scanner that opens the link changes nothing.
 */
const props = z.object({});

const TOKEN = /^[A-Za-z0-9_-]{10,300}\.[A-Za-z0-9_-]{20,100}$/;
const OFFLINE = "We could not reach Vula Health. Please check your internet connection and try again.";
const INVALID =
  "This link is not complete. Please open it again from your email, or copy the whole address into your browser.";

function WaitlistLeave() {
  const [token] = useState(() => new URLSearchParams(window.location.search).get("token") ?? "");
  const [error, setError] = useState<string | null>(TOKEN.test(token) ? null : INVALID);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const focusRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (done || (error && error !== INVALID)) focusRef.current?.focus();
  }, [done, error]);

  const leave = async () => {
    setBusy(true);
    setError(null);
    try {
      setDone((await api.call("POST /api/waitlist/leave", { body: { token } })).success);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : OFFLINE);
    } finally {
      setBusy(false);
    }
  };

  if (done)
    return (
      <p className="pf-done" role="status" tabIndex={-1} ref={focusRef}>
        {done}
      </p>
    );
  return (
    <div className="pf-form" aria-busy={busy}>
      {error && (
        <p role="alert" tabIndex={-1} ref={focusRef}>
          {error}
        </p>
      )}
      {error !== INVALID && (
        <>
          <p>
            If you leave, we will stop emailing you about times that come free with this practitioner. Your
            bookings are not changed.
          </p>
          <button
            type="button"
            className="vh-btn vh-btn--primary"
            disabled={busy}
            onClick={() => void leave()}
          >
            {busy ? "Leaving..." : "Leave the waitlist"}
          </button>
        </>
      )}
    </div>
  );
}

export const { mount } = defineWidget(props, WaitlistLeave);
