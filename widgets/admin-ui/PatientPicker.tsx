import type { PatientMatch } from "../../core/schemas/admin-booking";
import { api } from "../api/client";
import { TypeAhead } from "./TypeAhead";

/** Find a known patient by name or email while on the phone (POST /api/booking/search/patient). */
export function PatientPicker({ id, onChoose }: { id: string; onChoose(patient: PatientMatch): void }) {
  return (
    <TypeAhead<PatientMatch>
      id={id}
      name="name"
      label="Patient name"
      noun="patients"
      placeholder="Name or email"
      lookUp={(typed, signal) =>
        api
          .call("POST /api/booking/search/patient", { body: { name: typed }, signal })
          .then((body) => body.data)
      }
      optionLabel={(match) => `${match.name} ${match.surname} (${match.email_address})`}
      chosenText={(match) => `${match.name} ${match.surname}`}
      onChoose={onChoose}
    />
  );
}
