import { type FormEvent, useRef, useState } from "react";
import { safeParse } from "zod/mini";
import { loginBody } from "../../core/schemas/auth";
import * as z from "../../core/schemas/z";
import { ApiError, api } from "../api/client";
import { saveSession } from "../api/session";
import { defineWidget } from "../ui/define-widget";
import { safeNext } from "./safe-next";
import "./login.css";

/**
 * /login for practitioners and admins (spec sections 2 and 6). On success the session is saved
 * (widgets/api/session.ts) and the person goes to `next` (a path on this site) or /dashboard.
 * Failed logins say only what the API says: it never reveals whether an email exists.
 */
const props = z.object({});

function Login() {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorRef = useRef<HTMLParagraphElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!safeParse(loginBody, { email, password }).success) {
      setError("Please enter your email address and password.");
      requestAnimationFrame(() => errorRef.current?.focus());
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const tokens = await api.call("POST /api/auth/login", { body: { email: email.trim(), password } });
      saveSession(tokens);
      window.location.assign(safeNext(new URLSearchParams(window.location.search).get("next")));
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? failure.message
          : "We could not reach Vula Health. Please check your internet connection and try again.",
      );
      setBusy(false);
      requestAnimationFrame(() => errorRef.current?.focus());
    }
  };

  return (
    <>
      <h1 className="account-page__title">Log in</h1>
      <p className="lg-intro">For practitioners and administrators. Patients book without logging in.</p>
      <form className="lg-form" noValidate onSubmit={submit} aria-busy={busy}>
        {error && (
          <p className="lg-error" role="alert" tabIndex={-1} ref={errorRef}>
            {error}
          </p>
        )}
        <div className="vh-field vh-field--lg">
          <label htmlFor="lg-email">Email</label>
          <input
            id="lg-email"
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            onInput={(event) => setEmail((event.target as HTMLInputElement).value)}
          />
        </div>
        <div className="vh-field vh-field--lg">
          <label htmlFor="lg-password">Password</label>
          <div className="lg-password">
            <input
              id="lg-password"
              type={showPassword ? "text" : "password"}
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onInput={(event) => setPassword((event.target as HTMLInputElement).value)}
            />
            <button
              type="button"
              className="lg-password__toggle"
              aria-pressed={showPassword}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? "Hide" : "Show"}
              <span className="vh-sr-only"> password</span>
            </button>
          </div>
        </div>
        <button type="submit" className="vh-btn vh-btn--primary lg-submit" disabled={busy}>
          {busy ? "Logging in..." : "Log in"}
        </button>
        <a className="lg-forgot" href="/forgot-password">
          Forgot your password?
        </a>
      </form>
      <p className="lg-foot">
        New practitioner? <a href="/register">Apply to be listed</a>
      </p>
    </>
  );
}

export const { mount } = defineWidget(props, Login);
