import { affiliateBankChange } from "../../core/schemas/affiliate";
import * as z from "../../core/schemas/z";
import { api, type CallBody } from "../api/client";
import { type FieldSpec, PublicFormBody, useAnsweredForm } from "../lib/public-form";
import { defineWidget } from "../ui/define-widget";

/**
 * /page/affiliate/programme/bank-details: an affiliate asks to change the bank details we pay into.
 * Nothing changes here: we email the affiliate's address a link to confirm (the confirm page), and
 * tell that address once the change is made. The answer is the same for every address.
 */
const props = z.object({});

interface Values {
  email: string;
  bank_detail: string;
  website: string;
}
const ROWS: FieldSpec<Values>[][] = [
  [{ name: "email", label: "Your affiliate email", input: { type: "email", autoComplete: "email" } }],
  [
    {
      name: "bank_detail",
      label: "New bank details",
      note: "Bank, account holder, account number and branch code. We store them encrypted and never email them.",
      input: { autoComplete: "off" },
    },
  ],
];
const FIELDS = ROWS.flat().map((spec) => spec.name);
const EMPTY: Values = { email: "", bank_detail: "", website: "" };

function AffiliateBankChange() {
  const { form, submit, done, doneRef } = useAnsweredForm<Values, HTMLParagraphElement>({
    schema: affiliateBankChange,
    empty: EMPTY,
    fields: FIELDS,
    send: (values) =>
      api.call("POST /api/program/bank-change", {
        // The resolver has already checked these values with the handler's own schema.
        body: values as CallBody<"POST /api/program/bank-change">,
      }),
  });
  const isSubmitting = form.formState.isSubmitting;

  if (done)
    return (
      <p className="pf-done" role="status" tabIndex={-1} ref={doneRef}>
        {done}
      </p>
    );
  return (
    <form className="pf-form" noValidate onSubmit={submit} aria-busy={isSubmitting}>
      <PublicFormBody
        form={form}
        rows={ROWS}
        submit={{ label: "Send me a link to confirm", busyLabel: "Sending..." }}
        busy={isSubmitting}
      />
    </form>
  );
}

export const { mount } = defineWidget(props, AffiliateBankChange);
