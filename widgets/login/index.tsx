import { useState } from "react";
import { safeParse } from "zod/mini";
import { loginBody } from "../../core/schemas/auth";
import * as z from "../../core/schemas/z";
import { api } from "../api/client";
import { saveSession } from "../api/session";
import { AccountField, SUBMIT_CLASS, useAlertForm } from "../lib/public-form";
import { defineWidget } from "../ui/define-widget";
import { SubmitButton } from "../ui/fields";
import { safeNext } from "./safe-next";
import "./login.css";

/**
 * /login for practitioners and admins (spec sections 2 and 6). On success the session is saved
 * (widgets/api/session.ts) and the person goes to `next` (a path on this site) or /dashboard.
 * Failed logins say only what the API says: it never reveals whether an email exists.
 */
const props = z.object({});

function Login() {
  const [showPassword, setShowPassword] = useState(false);
  const { form, submit, busy, alert } = useAlertForm({
    empty: { email: "", password: "" },
    check: (values) =>
      safeParse(loginBody, values).success ? null : "Please enter your email address and password.",
    send: async ({ email, password }) => {
      const tokens = await api.call("POST /api/auth/login", { body: { email: email.trim(), password } });
      saveSession(tokens);
      window.location.assign(safeNext(new URLSearchParams(window.location.search).get("next")));
    },
  });

  return (
    <>
      <h1 className="account-page__title">Log in</h1>
      <p className="lg-intro">For practitioners and administrators. Patients book without logging in.</p>
      <form className="lg-form" noValidate onSubmit={submit} aria-busy={busy}>
        {alert}
        <AccountField
          form={form}
          name="email"
          id="lg-email"
          label="Email"
          type="email"
          autoComplete="username"
        />
        <AccountField
          form={form}
          name="password"
          id="lg-password"
          label="Password"
          type={showPassword ? "text" : "password"}
          autoComplete="current-password"
          around={(input) => (
            <div className="lg-password">
              {input}
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
          )}
        />
        <SubmitButton busy={busy} label="Log in" busyLabel="Logging in..." className={SUBMIT_CLASS} />
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
