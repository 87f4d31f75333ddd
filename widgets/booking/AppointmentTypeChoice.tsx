import type { UseFormRegisterReturn } from "react-hook-form";
import type { typeOffer } from "./booking-request";

/**
 * In person or virtual, as the practitioner offers them (the booking form, the waitlist's form):
 * a choice of two, or the one fixed line when only one is offered.
 */
export function AppointmentTypeChoice({
  types,
  registration,
}: {
  types: ReturnType<typeof typeOffer>;
  registration: UseFormRegisterReturn;
}) {
  return types.only ? (
    <p className="bk-form__mode">{types.only}</p>
  ) : (
    <fieldset className="bk-choice">
      <legend>Appointment type</legend>
      {types.choices.map((choice) => (
        <label key={choice.value} className="bk-choice__option">
          <input type="radio" value={choice.value} {...registration} /> {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
