import { useEffect, useRef, useState } from "react";
import { api } from "../api/client";

/** "Delete my data": a confirmation that says exactly what happens, then the erasure. */
export function DeleteData({
  token,
  onDeleted,
  onFailure,
}: {
  token: string;
  onDeleted: () => void;
  onFailure: (failure: unknown) => void;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const focusRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (asking) focusRef.current?.focus();
  }, [asking]);
  return (
    <section className="my-section my-no-print" aria-labelledby="my-delete-title">
      <h2 id="my-delete-title">Delete my data</h2>
      {!asking ? (
        <button type="button" className="vh-btn vh-btn--danger" onClick={() => setAsking(true)}>
          Delete my data...
        </button>
      ) : (
        <div className="my-confirm">
          <h3 tabIndex={-1} ref={focusRef}>
            Are you sure? This cannot be undone.
          </h3>
          <ul>
            <li>Your upcoming bookings are cancelled, and each practitioner is told by email.</li>
            <li>
              Your past bookings stay in the practitioners' records, without your name, contact details or
              reason.
            </li>
            <li>Your reviews keep only their star rating: your name and words are removed.</li>
            <li>Your waitlist places and messages to us are removed, with the emails about them.</li>
            <li>Your sign-in links, booking links and this session stop working.</li>
          </ul>
          <p>We will send one last email to confirm it is done.</p>
          <div className="my-actions">
            <button
              type="button"
              className="vh-btn vh-btn--danger"
              disabled={busy}
              onClick={() => {
                setBusy(true);
                api
                  .call("POST /api/my/delete", { token })
                  .then(onDeleted)
                  .catch(onFailure)
                  .finally(() => setBusy(false));
              }}
            >
              {busy ? "Deleting..." : "Yes, delete my data"}
            </button>
            <button type="button" className="vh-btn vh-btn--outline" onClick={() => setAsking(false)}>
              Keep my data
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
