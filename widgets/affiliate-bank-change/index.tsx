import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { affiliateBankChange } from "../../core/schemas/affiliate";
import * as z from "../../core/schemas/z";
import { api, type CallBody } from "../api/client";
import { type FieldSpec, PublicFormBody, showSubmitFailure } from "../lib/public-form";
import { defineWidget } from "../ui/define-widget";
import { zodResolver } from "../ui/zod-resolver";

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
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const form = useForm<Values>({
    defaultValues: EMPTY,
    resolver: zodResolver<Values>(affiliateBankChange, (values) => values),
    shouldFocusError: true,
  });
  const {
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting },
  } = form;

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await api.call("POST /api/program/bank-change", {
        // The resolver has already checked these values with the handler's own schema.
        body: values as CallBody<"POST /api/program/bank-change">,
      });
      reset(EMPTY);
      setDone(answer.success);
    } catch (error) {
      showSubmitFailure(error, FIELDS, setError);
    }
  });

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
