import { useEffect, useId, useState } from "react";
import type { CalendarFeedResponse } from "../../core/schemas/calendar-feed";
import { SOMETHING_WENT_WRONG } from "../../core/ui-text";
import { ApiError, api } from "../api/client";
import { Loader } from "../ui/Loader";
import { showToast } from "../ui/toast";
import { LoadFailed } from "./list-parts";
import "./calendar-feed.css";

const ROTATE_QUESTION =
  "Get a new calendar address?\n\nThe current address stops working at once: calendars subscribed to it stop updating until you subscribe again with the new one.";

const failure = (error: unknown) => (error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG);

/**
 * The practitioner's calendar feed (issue 24): a secret address their own calendar app subscribes
 * to, with Copy, Subscribe (webcal://) and Rotate for when the address has been shared by mistake.
 */
export function CalendarFeedPanel() {
  const [feed, setFeed] = useState<CalendarFeedResponse | null>(null);
  const [load, setLoad] = useState<"loading" | "error" | "ready">("loading");
  const [attempt, setAttempt] = useState(0);
  const [rotating, setRotating] = useState(false);
  /** Said to screen readers too (the toast is brief): what the last action did. */
  const [status, setStatus] = useState("");
  const fieldId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reloads the address (Try again).
  useEffect(() => {
    setLoad("loading");
    api
      .call("GET /api/dashboard/calendar-feed")
      .then((body) => {
        setFeed(body);
        setLoad("ready");
      })
      .catch((error: unknown) => {
        showToast(failure(error), "error");
        setLoad("error");
      });
  }, [attempt]);

  const copy = async () => {
    if (!feed) return;
    try {
      await navigator.clipboard.writeText(feed.url);
      setStatus("Address copied. Paste it into your calendar app.");
    } catch {
      // No clipboard (an older browser, or permission refused): select it for a manual copy.
      (document.getElementById(fieldId) as HTMLInputElement | null)?.select();
      setStatus("Your browser did not let us copy. The address is selected: copy it from there.");
    }
  };

  const rotate = async () => {
    if (!window.confirm(ROTATE_QUESTION)) return;
    setRotating(true);
    try {
      setFeed(await api.call("POST /api/dashboard/calendar-feed"));
      setStatus("You have a new address. The old one no longer works: subscribe again with this one.");
      showToast("New calendar address ready.", "success");
    } catch (error) {
      showToast(failure(error), "error");
    } finally {
      setRotating(false);
    }
  };

  return (
    <section className="db-panel cf" aria-labelledby="cf-title">
      <h2 id="cf-title" className="db-panel__title">
        Calendar feed
      </h2>
      <p className="cf-intro">
        See your appointments in Google Calendar, Outlook or Apple Calendar. Subscribe once: new requests,
        confirmations, moved times and cancellations follow by themselves. Each appointment shows the
        patient's first name and last initial, and whether it is in person or virtual.
      </p>
      {load === "loading" && <Loader />}
      {load === "error" && (
        <LoadFailed what="your calendar address" onRetry={() => setAttempt((n) => n + 1)} />
      )}
      {load === "ready" && feed && (
        <div className="cf-body">
          <div className="vh-field">
            <label htmlFor={fieldId}>Your private calendar address</label>
            <input
              id={fieldId}
              className="cf-address"
              type="text"
              readOnly
              value={feed.url}
              aria-describedby="cf-private"
              onFocus={(event) => event.currentTarget.select()}
            />
            <p id="cf-private" className="vh-field__note">
              Keep it private: anyone with this address can see these appointments.
            </p>
          </div>
          <div className="cf-actions">
            <button type="button" className="vh-btn vh-btn--primary" onClick={() => void copy()}>
              Copy address
            </button>
            <a className="vh-btn vh-btn--outline" href={feed.webcal_url}>
              Subscribe in your calendar app
            </a>
          </div>
          <p className="cf-status" role="status">
            {status}
          </p>
          <div className="cf-note">
            <h3>Using Google Calendar?</h3>
            <p>
              On a computer, open Google Calendar, choose <strong>Other calendars</strong>, then{" "}
              <strong>+</strong> and <strong>From URL</strong>, and paste the address.
            </p>
            <p>
              Google Calendar refreshes subscribed calendars only every 8 to 24 hours, so a change here can
              take that long to show there. Your dashboard always has the latest.
            </p>
          </div>
          <div className="cf-rotate">
            <h3>Shared the address by mistake?</h3>
            <p>
              Get a new one. The current address stops working at once, and you subscribe again with the new
              one.
            </p>
            <button
              type="button"
              className="vh-btn vh-btn--outline"
              onClick={() => void rotate()}
              disabled={rotating}
            >
              {rotating ? "Getting a new address..." : "Get a new address"}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
