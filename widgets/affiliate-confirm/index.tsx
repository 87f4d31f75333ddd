import { useEffect, useRef, useState } from "react";
import type { AffiliateConfirmDetails } from "../../core/schemas/affiliate";
import * as z from "../../core/schemas/z";
import { ApiError, api } from "../api/client";
import { defineWidget } from "../ui/define-widget";

/**
 * /page/affiliate/programme/confirm?token=... (the link in the affiliate mails): shows what the link
 * is for (the address, the bank details' last characters, the contact number's last digits; never a
 * name, which anyone could have typed), so the owner can tell their own sign-up from someone else's
 * who used their address, and applies it only when they press Confirm (a mail scanner that opens the
 * link changes nothing).
 */
const props = z.object({});

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;
const OFFLINE = "We could not reach Vula Health. Please check your internet connection and try again.";
const INVALID = "This link is not valid or was already used.";

function message(failure: unknown): string {
  return failure instanceof ApiError ? failure.message : OFFLINE;
}

function AffiliateConfirm() {
  const [token] = useState(() => new URLSearchParams(window.location.search).get("token") ?? "");
  const [details, setDetails] = useState<AffiliateConfirmDetails | null>(null);
  const [error, setError] = useState<string | null>(TOKEN.test(token) ? null : INVALID);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const focusRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!TOKEN.test(token)) return;
    api
      .call("POST /api/program/confirm/details", { body: { token } })
      .then((answer) => setDetails(answer as AffiliateConfirmDetails))
      .catch((failure: unknown) => setError(message(failure)));
  }, [token]);

  useEffect(() => {
    if (done || error) focusRef.current?.focus();
  }, [done, error]);

  const confirm = async () => {
    setBusy(true);
    try {
      setDone((await api.call("POST /api/program/confirm", { body: { token } })).success);
    } catch (failure) {
      setError(message(failure));
    } finally {
      setBusy(false);
    }
  };

  if (done)
    return (
      <p className="pf-done" role="status" tabIndex={-1} ref={focusRef}>
        {done}
      </p>
    );
  if (error)
    return (
      <div className="pf-done">
        <p role="alert" tabIndex={-1} ref={focusRef}>
          {error}
        </p>
        <p>
          <a href="/page/affiliate/programme/signup">Sign up</a> or{" "}
          <a href="/page/affiliate/programme/bank-details">change your bank details</a> again for a new link.
        </p>
      </div>
    );
  if (!details) return <p role="status">Checking your link...</p>;
  const signup = details.purpose === "signup";
  return (
    <div className="pf-form" aria-busy={busy}>
      <p>
        {signup
          ? "Please check that this is your sign-up before you confirm it:"
          : "Please check that these are your new bank details before you confirm them:"}
      </p>
      <dl className="pf-summary">
        <dt>Email</dt>
        <dd>{details.email}</dd>
        <dt>Bank details</dt>
        <dd>ending {details.bank_detail_masked.replace("•••• ", "")}</dd>
        {details.contact_ending && (
          <>
            <dt>Contact number</dt>
            <dd>ending {details.contact_ending}</dd>
          </>
        )}
      </dl>
      <p>
        If these are not yours, do not confirm: someone else used your email address. Just close this page.
      </p>
      <button type="button" className="vh-btn vh-btn--primary" disabled={busy} onClick={() => void confirm()}>
        {busy ? "Confirming..." : signup ? "Confirm my sign-up" : "Confirm the new bank details"}
      </button>
    </div>
  );
}

export const { mount } = defineWidget(props, AffiliateConfirm);
