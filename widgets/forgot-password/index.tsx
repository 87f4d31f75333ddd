import { useState } from "react";
import { safeParse } from "zod/mini";
import { forgotPasswordBody } from "../../core/schemas/password";
import * as z from "../../core/schemas/z";
import { api } from "../api/client";
import { AccountField, SUBMIT_CLASS, useAlertForm } from "../lib/public-form";
import { defineWidget } from "../ui/define-widget";
import { SubmitButton } from "../ui/fields";
import "../login/login.css";

/**
 * /forgot-password: asks for the email and shows the server's one answer (it never says whether an
 * account exists). The emailed link opens /set-password.
 */
const props = z.object({});

function ForgotPassword() {
  const [done, setDone] = useState<string | null>(null);
  const { form, submit, busy, alert } = useAlertForm({
    empty: { email: "" },
    check: (values) =>
      safeParse(forgotPasswordBody, values).success
        ? null
        : "Please enter the email address of your account.",
    send: async ({ email }) => {
      setDone((await api.call("POST /api/auth/password/forgot", { body: { email: email.trim() } })).success);
    },
  });

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
          {alert}
          <AccountField
            form={form}
            name="email"
            id="fp-email"
            label="Email"
            type="email"
            autoComplete="username"
          />
          <SubmitButton busy={busy} label="Send me a link" busyLabel="Sending..." className={SUBMIT_CLASS} />
        </form>
      )}
      <p className="lg-foot">
        <a href="/login">Back to log in</a>
      </p>
    </>
  );
}

export const { mount } = defineWidget(props, ForgotPassword);
