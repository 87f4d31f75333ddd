import type { PractitionerMatch } from "../../core/schemas/admin-booking";
import { api } from "../api/client";
import { TypeAhead } from "./TypeAhead";

/**
 * Choose a listed practitioner by typing their name (POST /api/booking/search/practitioner): the
 * phone-booking form and the out-of-office page use it.
 */
export function PractitionerPicker({
  id,
  onChoose,
}: {
  id: string;
  onChoose(practitioner: PractitionerMatch): void;
}) {
  return (
    <TypeAhead<PractitionerMatch>
      id={id}
      name={id}
      label="Practitioner"
      noun="practitioners"
      placeholder="Type a name"
      lookUp={(typed, signal) =>
        api
          .call("POST /api/booking/search/practitioner", { body: { practitioner: typed }, signal })
          .then((body) => body.data)
      }
      optionLabel={(match) => `${match.name} (${match.profession})`}
      chosenText={(match) => match.name}
      onChoose={onChoose}
    />
  );
}
