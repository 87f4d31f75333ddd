/**
 * The field set the public booking form and the admin's phone booking (widgets/admin-add-booking)
 * share, over a react-hook-form state named as both requests name it: the patient's contact
 * details, "Remind me by SMS", the reason for the appointment and the medical aid (its card's
 * membership number and dependant code too). Each form keeps its own layout,
 * payment and type controls and what is only its own (Auto Fill and consent; the pickers and the
 * out-of-hours override).
 */
import type { ReactNode } from "react";
import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { uiText } from "../../core/ui-text";
import { type ControlProps, Field } from "../ui/fields";

/** The patient's contact details. */
export type ContactField = "first_name" | "last_name" | "cellphone_number" | "email";

/** What each contact field is called and how it is typed in. */
const CONTACT = {
  first_name: { label: "First name", input: { type: "text", autoComplete: "given-name" } },
  last_name: { label: "Last name", input: { type: "text", autoComplete: "family-name" } },
  cellphone_number: {
    label: "Cellphone number",
    input: { type: "tel", inputMode: "numeric", autoComplete: "tel" },
  },
  email: { label: "Email", input: { type: "email", autoComplete: "email" } },
} as const;

/** The medical aid card's fields (core/schemas/medical-aid-details.ts). */
type CardField = "medical_aid_number" | "medical_aid_dependant";

type SharedValues = Record<ContactField | CardField | "reason_for_appointment" | "medical_aid_id", string>;

/** How a field is asked for: `required`, and whether its label says so with "*" (`marked`). */
interface Need {
  required?: boolean;
  marked?: boolean;
}

/**
 * The shared fields of one form: ids are `${prefix}-${name}`, and `message` says an error as the form
 * shows it under the field.
 */
export function bookingFields<V extends FieldValues & SharedValues>({
  register,
  errors,
  prefix,
  message = (_name, text) => text,
}: {
  register: UseFormRegister<V>;
  errors: FieldErrors<V>;
  prefix: string;
  message?: (name: string, text: string | undefined) => string | undefined;
}) {
  /**
   * One field, registered here, in the form's own render and field order rather than when Field
   * draws the control: react-hook-form focuses the first invalid field in registration order.
   */
  const field = (
    name: keyof SharedValues & string,
    label: string,
    need: Need & { note?: ReactNode; noteClass?: string },
    draw: (control: ControlProps) => ReactNode,
  ) => {
    const registration = register(name as Path<V>);
    return (
      <Field
        key={name}
        id={`${prefix}-${name}`}
        label={need.marked ? `${label} *` : label}
        error={message(name, (errors as Partial<Record<string, { message?: string }>>)[name]?.message)}
        note={need.note}
        {...(need.noteClass ? { noteClass: need.noteClass } : {})}
      >
        {(control) => draw({ ...control, ...registration })}
      </Field>
    );
  };
  return {
    contact: (name: ContactField, need: Need & { label?: string; autoComplete?: string } = {}) =>
      field(name, need.label ?? CONTACT[name].label, need, (control) => (
        <input
          {...CONTACT[name].input}
          {...(need.autoComplete ? { autoComplete: need.autoComplete } : {})}
          required={need.required}
          {...control}
        />
      )),
    /**
     * "Remind me by SMS", offered only once there is a cellphone number (`cellphone`, watched by the
     * form); `look` is the form's own check-box label class and wording.
     */
    smsReminders: (
      cellphone: string | undefined,
      look = { className: "bk-check", label: "Remind me by SMS before my appointment" },
    ) =>
      cellphone?.trim() ? (
        <label className={look.className} htmlFor={`${prefix}-sms_reminders`}>
          <input type="checkbox" id={`${prefix}-sms_reminders`} {...register("sms_reminders" as Path<V>)} />{" "}
          <span>{look.label}</span>
        </label>
      ) : null,
    reason: (need: Need & { note: ReactNode; noteClass?: string; maxLength?: number }) =>
      field("reason_for_appointment", "Reason for appointment", need, (control) => (
        <textarea rows={3} maxLength={need.maxLength} required={need.required} {...control} />
      )),
    medicalAid: (schemes: readonly { id: string; name: string }[], need: Need = {}) =>
      field("medical_aid_id", "Medical aid", need, (control) => (
        <select required={need.required} {...control}>
          <option value="">{uiText.selectMedicalAid}</option>
          {schemes.map((scheme) => (
            <option key={scheme.id} value={scheme.id}>
              {scheme.name}
            </option>
          ))}
        </select>
      )),
    /**
     * The card's membership number and dependant code, optional; `whose` card the notes speak of
     * ("your" to the patient, "the patient's" to an admin on the phone).
     */
    medicalAidCard: (whose: string) => [
      field(
        "medical_aid_number",
        "Membership number",
        { note: `On ${whose} medical aid card` },
        (control) => (
          // Longer than the 20 it is checked against: spaces and dashes as printed are dropped.
          <input type="text" autoComplete="off" autoCapitalize="characters" maxLength={30} {...control} />
        ),
      ),
      field(
        "medical_aid_dependant",
        "Dependant code",
        { note: `2 digits on ${whose} card, like 00 for the main member` },
        (control) => <input type="text" inputMode="numeric" autoComplete="off" maxLength={2} {...control} />,
      ),
    ],
  };
}
