import { useEffect, useRef, useState } from "react";
import * as z from "../../core/schemas/z";
import { siteConfig } from "../../core/site-config";
import { api } from "../api/client";
import { type PatientSession, patientSession, setPatientSession } from "../api/patient-session";
import { failureText } from "../lib/link-action";
import { defineWidget } from "../ui/define-widget";
import { SignedIn } from "./SignedIn";
import "./my-bookings.css";

/**
 * /page/my-bookings (issue 28): a patient asks for a sign-in link by email; the mailed link
 * (`?token=`) opens a 30-day session on this device when they press the button; then their
 * bookings, details, export and deletion (SignedIn). The token leaves the address bar once used.
 */
const props = z.object({});

const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

function linkToken(): string | null {
  const token = new URLSearchParams(window.location.search).get("token");
  return token && LINK_TOKEN.test(token) ? token : null;
}

function AskForLink() {
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sentTo) doneRef.current?.focus();
  }, [sentTo]);
  if (sentTo)
    return (
      <p className="pf-done" role="status" tabIndex={-1} ref={doneRef}>
        If we have bookings or other details for {sentTo}, we have emailed a sign-in link to it. The link
        works once, for 15 minutes. Nothing arrived? Check your spam folder, or ask again in a few minutes.
      </p>
    );
  return (
    <form
      className="pf-form my-ask"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        setError(null);
        api
          .call("POST /api/my/link", { body: { email } })
          .then(() => setSentTo(email.trim()))
          .catch((failure: unknown) => setError(failureText(failure)))
          .finally(() => setBusy(false));
      }}
    >
      <p>
        Enter the email address you booked with. We will email you a link to see and manage all your bookings.
      </p>
      <div className="vh-field vh-field--lg">
        <label htmlFor="my-email">Email address</label>
        <input
          id="my-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "my-email-error" : undefined}
        />
        {error && (
          <p id="my-email-error" className="vh-field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="vh-btn vh-btn--primary" disabled={busy}>
        {busy ? "Sending..." : "Email me a sign-in link"}
      </button>
    </form>
  );
}

function MyBookings() {
  const [session, setSession] = useState<PatientSession | null>(() => patientSession());
  const [token, setToken] = useState(linkToken);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The link is used only when the patient presses the button: a mail scanner opening it uses nothing.
  const openWithLink = (used: string) => {
    setBusy(true);
    api
      .call("POST /api/my/session", { body: { token: used } })
      .then((opened) => {
        const next = {
          token: opened.token,
          email: opened.email,
          endsAt: Date.now() + opened.expires_in * 1000,
        };
        setPatientSession(next);
        setSession(next);
      })
      .catch((failure: unknown) => setError(failureText(failure)))
      .finally(() => {
        // It works once: out of the address bar (and history) whatever the answer.
        window.history.replaceState(null, "", window.location.pathname);
        setToken(null);
        setBusy(false);
      });
  };
  const signOut = () => {
    setPatientSession(null);
    setSession(null);
  };
  if (session) return <SignedIn session={session} onSignedOut={signOut} />;
  if (token)
    return (
      <div className="pf-form">
        <p>Your sign-in link is ready. It works once, on this device.</p>
        <button
          type="button"
          className="vh-btn vh-btn--primary"
          disabled={busy}
          onClick={() => openWithLink(token)}
        >
          {busy ? "Signing you in..." : "Show my bookings"}
        </button>
      </div>
    );
  return (
    <>
      {error && (
        <p className="my-alert" role="alert">
          {error}
        </p>
      )}
      <AskForLink />
      <p className="my-help">
        Prefer to talk to someone? Call us on{" "}
        <a href={siteConfig.supportPhoneHref}>{siteConfig.supportPhone}</a>.
      </p>
    </>
  );
}

export const { mount } = defineWidget(props, MyBookings);
