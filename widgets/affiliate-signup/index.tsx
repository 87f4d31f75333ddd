import { useRef } from "react";
import { useForm } from "react-hook-form";
import { AFFILIATE_THANKS, affiliateSignup } from "../../core/schemas/affiliate";
import { referralFrom } from "../../core/schemas/registration";
import * as z from "../../core/schemas/z";
import { siteUrl } from "../api/base";
import { api, type CallBody } from "../api/client";
import { type FieldSpec, PublicFormBody, showSubmitFailure } from "../lib/public-form";
import { defineWidget } from "../ui/define-widget";
import { showToast } from "../ui/toast";
import { zodResolver } from "../ui/zod-resolver";

/**
 * /page/affiliate/programme/signup (spec sections 3, 4, 5, 7 and 8): name, surname, email, contact
 * (numeric) and bank details, all required; `join_through_referral_link` from ?referral_link=. Submit
 * shows a loader; success shows the spec's toast, then the thank-you page.
 */
const props = z.object({});

export const THANK_YOU_PAGE = "/page/thanks-for-join-affiliate-programme";
/** Long enough to read the toast before the thank-you page replaces this one. */
const TOAST_READ_MS = 1500;

interface Values {
  name: string;
  surname: string;
  email: string;
  contact: string;
  bank_detail: string;
  website: string;
}
const ROWS: FieldSpec<Values>[][] = [
  [
    { name: "name", label: "Name", input: { autoComplete: "given-name" } },
    { name: "surname", label: "Surname", input: { autoComplete: "family-name" } },
  ],
  [
    { name: "email", label: "Email", input: { type: "email", autoComplete: "email" } },
    {
      name: "contact",
      label: "Contact number",
      input: { inputMode: "numeric", autoComplete: "tel", placeholder: "0821234567" },
    },
  ],
  [
    {
      name: "bank_detail",
      label: "Bank details",
      note: "Bank, account holder, account number and branch code, for paying your commission. We store them encrypted and never email them.",
      input: { autoComplete: "off" },
    },
  ],
];
const FIELDS = ROWS.flat().map((spec) => spec.name);
const EMPTY: Values = { name: "", surname: "", email: "", contact: "", bank_detail: "", website: "" };

function AffiliateSignup() {
  const referral = useRef(referralFrom(window.location.search));
  const withReferral = (values: Values) =>
    referral.current ? { ...values, join_through_referral_link: referral.current } : values;
  const form = useForm<Values>({
    defaultValues: EMPTY,
    resolver: zodResolver<Values>(affiliateSignup, withReferral),
    shouldFocusError: true,
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting, isSubmitSuccessful },
  } = form;

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await api.call("POST /api/program/signup", {
        // The resolver has already checked these values with the handler's own schema.
        body: withReferral(values) as CallBody<"POST /api/program/signup">,
      });
      showToast(answer.success || AFFILIATE_THANKS, "success");
      await new Promise((done) => setTimeout(done, TOAST_READ_MS));
      window.location.assign(siteUrl(THANK_YOU_PAGE));
    } catch (error) {
      showSubmitFailure(error, FIELDS, setError);
      throw error;
    }
  });

  const busy = isSubmitting || isSubmitSuccessful;
  return (
    <form
      className="pf-form"
      noValidate
      onSubmit={(event) => void submit(event).catch(() => undefined)}
      aria-busy={busy}
    >
      <PublicFormBody
        form={form}
        rows={ROWS}
        submit={{ label: "Sign up", busyLabel: "Signing you up..." }}
        busy={busy}
      >
        {referral.current && (
          <p className="pf-note">
            You were referred by affiliate <strong>{referral.current}</strong>.
          </p>
        )}
      </PublicFormBody>
    </form>
  );
}

export const { mount } = defineWidget(props, AffiliateSignup);
