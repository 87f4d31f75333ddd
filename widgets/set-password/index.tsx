import { type FormEvent, useRef, useState } from "react";
import { PASSWORD_RULES, PASSWORD_TOKEN, passwordProblem } from "../../core/schemas/password";
import * as z from "../../core/schemas/z";
import { ApiError, api } from "../api/client";
import { defineWidget } from "../ui/define-widget";
import "../login/login.css";
import "./set-password.css";

/**
 * /set-password?token=... (the link in the welcome and forgot-password emails): choose a password,
 * twice, under the rules shown; then a link to /login. The server checks the same rules (and that it
 * is not the account's email) and uses the link once.
 */
const props = z.object({});

function SetPassword() {
  const [token] = useState(() => new URLSearchParams(window.location.search).get("token") ?? "");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorRef = useRef<HTMLParagraphElement>(null);

  const fail = (message: string) => {
    setError(message);
    requestAnimationFrame(() => errorRef.current?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordProblem(password);
    if (problem) return fail(problem);
    if (password !== confirm) return fail("The two passwords are not the same.");
    setBusy(true);
    setError(null);
    try {
      const answer = await api.call("POST /api/auth/password/set", { body: { token, password } });
      setDone(answer.success);
    } catch (failure) {
      fail(
        failure instanceof ApiError
          ? failure.message
          : "We could not reach Vula Health. Please check your internet connection and try again.",
      );
    } finally {
      setBusy(false);
    }
  };

  if (!PASSWORD_TOKEN.test(token)) {
    return (
      <>
        <h1 className="account-page__title">Set your password</h1>
        <p className="lg-error">This link is not valid or was already used.</p>
        <p className="lg-foot">
          <a href="/forgot-password">Ask for a new link</a>
        </p>
      </>
    );
  }
  if (done) {
    return (
      <>
        <h1 className="account-page__title">Password set</h1>
        <p role="status">{done}</p>
        <p className="lg-foot">
          <a className="vh-btn vh-btn--primary lg-submit sp-login" href="/login">
            Log in
          </a>
        </p>
      </>
    );
  }
  return (
    <>
      <h1 className="account-page__title">Set your password</h1>
      <form className="lg-form" noValidate onSubmit={submit} aria-busy={busy}>
        {error && (
          <p className="lg-error" role="alert" tabIndex={-1} ref={errorRef}>
            {error}
          </p>
        )}
        <div className="vh-field vh-field--lg">
          <label htmlFor="sp-password">New password</label>
          <input
            id="sp-password"
            type="password"
            name="password"
            autoComplete="new-password"
            required
            aria-describedby="sp-rules"
            value={password}
            onInput={(event) => setPassword((event.target as HTMLInputElement).value)}
          />
          <ul id="sp-rules" className="lg-intro">
            {PASSWORD_RULES.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </div>
        <div className="vh-field vh-field--lg">
          <label htmlFor="sp-confirm">Type it again</label>
          <input
            id="sp-confirm"
            type="password"
            name="confirm"
            autoComplete="new-password"
            required
            value={confirm}
            onInput={(event) => setConfirm((event.target as HTMLInputElement).value)}
          />
        </div>
        <button type="submit" className="vh-btn vh-btn--primary lg-submit" disabled={busy}>
          {busy ? "Saving..." : "Set password"}
        </button>
      </form>
    </>
  );
}

export const { mount } = defineWidget(props, SetPassword);
