import { contactForm } from "../../core/schemas/contact";
import * as z from "../../core/schemas/z";
import { api, type CallBody } from "../api/client";
import { type FieldSpec, PublicFormBody, useAnsweredForm } from "../lib/public-form";
import { defineWidget } from "../ui/define-widget";

/**
 * /page/contact-us (spec sections 3, 5 and 7): name, email, contact number and message, all required,
 * checked with the handler's own schema. On success the form gives way to the server's success text.
 */
const props = z.object({});

interface Values {
  name: string;
  email: string;
  contact_number: string;
  message: string;
  website: string;
}
const ROWS: FieldSpec<Values>[][] = [
  [
    { name: "name", label: "Name", input: { autoComplete: "name" } },
    { name: "email", label: "Email", input: { type: "email", autoComplete: "email" } },
  ],
  [
    {
      name: "contact_number",
      label: "Contact number",
      input: { type: "tel", inputMode: "tel", autoComplete: "tel", placeholder: "082 123 4567" },
    },
  ],
  [{ name: "message", label: "Message", multiline: true }],
];
const FIELDS = ROWS.flat().map((spec) => spec.name);
const EMPTY: Values = { name: "", email: "", contact_number: "", message: "", website: "" };

function ContactForm() {
  const { form, submit, done, doneRef, again } = useAnsweredForm<Values, HTMLHeadingElement>({
    schema: contactForm,
    empty: EMPTY,
    fields: FIELDS,
    send: (values) =>
      api.call("POST /api/contact/submit", {
        // The resolver has already checked these values with the handler's own schema.
        body: values as CallBody<"POST /api/contact/submit">,
      }),
  });
  const isSubmitting = form.formState.isSubmitting;

  if (done) {
    return (
      <div className="pf-done">
        <h2 ref={doneRef} tabIndex={-1}>
          Message sent
        </h2>
        <p role="status">{done}</p>
        <button type="button" className="vh-btn vh-btn--outline" onClick={again}>
          Send another message
        </button>
      </div>
    );
  }

  return (
    <form className="pf-form" noValidate onSubmit={submit} aria-busy={isSubmitting}>
      <PublicFormBody
        form={form}
        rows={ROWS}
        submit={{ label: "Send message", busyLabel: "Sending your message..." }}
        busy={isSubmitting}
      />
    </form>
  );
}

export const { mount } = defineWidget(props, ContactForm);
