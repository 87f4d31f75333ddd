import { useState } from "react";
import { PASSWORD_RULES, PASSWORD_TOKEN, passwordProblem } from "../../core/schemas/password";
import * as z from "../../core/schemas/z";
import { api } from "../api/client";
import { AccountField, SUBMIT_CLASS, useAlertForm } from "../lib/public-form";
import { defineWidget } from "../ui/define-widget";
import { SubmitButton } from "../ui/fields";
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
  const [done, setDone] = useState<string | null>(null);
  const { form, submit, busy, alert } = useAlertForm({
    empty: { password: "", confirm: "" },
    check: ({ password, confirm }) =>
      passwordProblem(password) ?? (password !== confirm ? "The two passwords are not the same." : null),
    send: async ({ password }) => {
      setDone((await api.call("POST /api/auth/password/set", { body: { token, password } })).success);
    },
  });

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
          <a className={`${SUBMIT_CLASS} sp-login`} href="/login">
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
        {alert}
        <AccountField
          form={form}
          name="password"
          id="sp-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="sp-rules"
          around={(input) => (
            <>
              {input}
              <ul id="sp-rules" className="lg-intro">
                {PASSWORD_RULES.map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </ul>
            </>
          )}
        />
        <AccountField
          form={form}
          name="confirm"
          id="sp-confirm"
          label="Type it again"
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton busy={busy} label="Set password" busyLabel="Saving..." className={SUBMIT_CLASS} />
      </form>
    </>
  );
}

export const { mount } = defineWidget(props, SetPassword);
