import { type FormEvent, useRef, useState } from "react";
import { safeParse } from "zod/mini";
import { forgotPasswordBody } from "../../core/schemas/password";
import * as z from "../../core/schemas/z";
import { ApiError, api } from "../api/client";
import { defineWidget } from "../ui/define-widget";
import "../login/login.css";

/**
 * /forgot-password: asks for the email and shows the server's one answer (it never says whether an
 * account exists). The emailed link opens /set-password.
 */
const props = z.object({});

function ForgotPassword() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorRef = useRef<HTMLParagraphElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!safeParse(forgotPasswordBody, { email }).success) {
      setError("Please enter the email address of your account.");
      requestAnimationFrame(() => errorRef.current?.focus());
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setDone((await api.call("POST /api/auth/password/forgot", { body: { email: email.trim() } })).success);
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? failure.message
          : "We could not reach Vula Health. Please check your internet connection and try again.",
      );
      requestAnimationFrame(() => errorRef.current?.focus());
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h1 className="account-page__title">Forgot your password?</h1>
      {done ? (
        <p role="status">{done} It works once, for one hour. Check your spam folder if it does not arrive.</p>
      ) : (
        <form className="lg-form" noValidate onSubmit={submit} aria-busy={busy}>
          <p className="lg-intro">
            Enter your account's email address and we will email you a link to choose a new password.
          </p>
          {error && (
            <p className="lg-error" role="alert" tabIndex={-1} ref={errorRef}>
              {error}
            </p>
          )}
          <div className="vh-field vh-field--lg">
            <label htmlFor="fp-email">Email</label>
            <input
              id="fp-email"
              type="email"
              name="email"
              autoComplete="username"
              required
              value={email}
              onInput={(event) => setEmail((event.target as HTMLInputElement).value)}
            />
          </div>
          <button type="submit" className="vh-btn vh-btn--primary lg-submit" disabled={busy}>
            {busy ? "Sending..." : "Send me a link"}
          </button>
        </form>
      )}
      <p className="lg-foot">
        <a href="/login">Back to log in</a>
      </p>
    </>
  );
}

export const { mount } = defineWidget(props, ForgotPassword);
