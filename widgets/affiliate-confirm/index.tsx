import { useEffect, useState } from "react";
import type { AffiliateConfirmDetails } from "../../core/schemas/affiliate";
import * as z from "../../core/schemas/z";
import { api } from "../api/client";
import { LinkDone, useLinkAction } from "../lib/link-action";
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
const INVALID = "This link is not valid or was already used.";

function AffiliateConfirm() {
  const { token, valid, error, fail, done, busy, focusRef, run } = useLinkAction(TOKEN, INVALID);
  const [details, setDetails] = useState<AffiliateConfirmDetails | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `fail` is new each render; the link is read once.
  useEffect(() => {
    if (!valid) return;
    api
      .call("POST /api/program/confirm/details", { body: { token } })
      .then((answer) => setDetails(answer as AffiliateConfirmDetails))
      .catch(fail);
  }, [token, valid]);

  const confirm = () => run(() => api.call("POST /api/program/confirm", { body: { token } }));

  if (done) return <LinkDone text={done} focusRef={focusRef} />;
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
