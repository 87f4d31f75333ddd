import { useCallback, useEffect, useRef, useState } from "react";
import type { MyBookingsResponse, MyExport } from "../../core/schemas/my-data";
import { ApiError, api } from "../api/client";
import { type PatientSession, setPatientSession } from "../api/patient-session";
import { appointmentTime, STATUS_LABELS } from "../booking-manage/view";
import { failureText } from "../lib/link-action";
import { DeleteData } from "./DeleteData";
import { Details } from "./Details";
import { Summary } from "./Summary";

/**
 * A patient's own view: their bookings (each upcoming one with the link to manage it, where
 * cancelling and moving live), their details, their data (download, print) and deletion.
 */
export function SignedIn({ session, onSignedOut }: { session: PatientSession; onSignedOut: () => void }) {
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<MyBookingsResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [summary, setSummary] = useState<MyExport | null>(null);
  const [deleted, setDeleted] = useState(false);
  const deletedRef = useRef<HTMLParagraphElement>(null);
  const token = session.token;
  useEffect(() => {
    if (deleted) deletedRef.current?.focus();
  }, [deleted]);

  /** A refused session (ended, or the data was deleted elsewhere) signs this device out. */
  const fail = useCallback(
    (failure: unknown) => {
      if (failure instanceof ApiError && failure.status === 401) onSignedOut();
      else setError(failureText(failure));
    },
    [onSignedOut],
  );

  useEffect(() => {
    api
      .call("GET /api/my/bookings", { query: { page: String(page) }, token })
      .then(setAnswer)
      .catch(fail);
  }, [page, token, fail]);

  const download = () =>
    api
      .call("GET /api/my/export", { token })
      .then((data) => {
        const file = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
        const link = document.createElement("a");
        link.href = URL.createObjectURL(file);
        link.download = "my-data.json";
        link.click();
        URL.revokeObjectURL(link.href);
      })
      .catch(fail);

  const signOut = () => {
    // Ends the session on the server too; the device forgets it whatever the answer.
    api.call("POST /api/auth/logout", { token }).catch(() => undefined);
    onSignedOut();
  };

  if (deleted)
    return (
      <p className="pf-done" role="status" tabIndex={-1} ref={deletedRef}>
        Your data is deleted, and you are signed out. We have emailed you a confirmation.
      </p>
    );
  const lastPage = answer ? Math.max(1, Math.ceil(answer.total / answer.per_page)) : 1;
  return (
    <div className="my-bookings">
      <div className="my-bar my-no-print">
        <p>
          Signed in as <strong>{session.email}</strong>
        </p>
        <button type="button" className="vh-btn vh-btn--outline" onClick={signOut}>
          Sign out
        </button>
      </div>
      {error && (
        <p className="my-alert" role="alert">
          {error}
        </p>
      )}
      <section className="my-section my-no-print" aria-labelledby="my-bookings-title">
        <h2 id="my-bookings-title">Your bookings</h2>
        {!answer && <p role="status">Loading your bookings...</p>}
        {answer && answer.data.length === 0 && <p>You have no bookings with this email address.</p>}
        {answer && answer.data.length > 0 && (
          <ul className="my-list">
            {answer.data.map((booking) => (
              <li key={booking.id} className="my-card">
                <p className="my-card__who">
                  {booking.practitioner.name}
                  {booking.practitioner.profession && <span>, {booking.practitioner.profession}</span>}
                </p>
                <p>{appointmentTime(booking)?.full ?? booking.date}</p>
                <p>
                  {STATUS_LABELS[booking.status]} · {booking.type === 1 ? "Virtual" : "In person"}
                </p>
                {booking.manage_url && (
                  <a className="vh-btn vh-btn--outline" href={booking.manage_url}>
                    Manage this booking
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
        {lastPage > 1 && (
          <nav className="my-pager" aria-label="Pages of your bookings">
            <button type="button" className="vh-btn" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Newer
            </button>
            <span>
              Page {page} of {lastPage}
            </span>
            <button
              type="button"
              className="vh-btn"
              disabled={page >= lastPage}
              onClick={() => setPage(page + 1)}
            >
              Older
            </button>
          </nav>
        )}
      </section>
      {answer && <Details token={token} details={answer.details} onFailure={fail} />}
      <section className="my-section my-no-print" aria-labelledby="my-data-title">
        <h2 id="my-data-title">Your data</h2>
        <p>
          Get a copy of everything we hold about {session.email}: your details, bookings with their reasons,
          agreements to our terms, reviews, waitlist places, messages and a list of the emails we sent you.
        </p>
        <div className="my-actions">
          <button type="button" className="vh-btn vh-btn--primary" onClick={() => void download()}>
            Download my data
          </button>
          <button
            type="button"
            className="vh-btn vh-btn--outline"
            onClick={() => api.call("GET /api/my/export", { token }).then(setSummary).catch(fail)}
          >
            Show a summary to print
          </button>
        </div>
      </section>
      {summary && <Summary data={summary} />}
      <DeleteData
        token={token}
        onDeleted={() => {
          // The device forgets the session; the page says it is done until the patient leaves.
          setPatientSession(null);
          setDeleted(true);
        }}
        onFailure={fail}
      />
    </div>
  );
}
