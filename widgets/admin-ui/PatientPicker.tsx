import type { PatientMatch } from "../../core/schemas/admin-booking";
import { api } from "../api/client";
import { Combobox } from "../search-box/combobox";
import "../search-box/search-box.css";
import { toastFailureWithDetail } from "./toasts";
import { useTypeAhead } from "./use-type-ahead";

type Option = PatientMatch & { label: string };

/** Find a known patient by name or email while on the phone (POST /api/booking/search/patient). */
export function PatientPicker({ id, onChoose }: { id: string; onChoose(patient: PatientMatch): void }) {
  const { text, setText, showChosen, matches, open, setOpen } = useTypeAhead<Option>(
    (typed, signal) =>
      api.call("POST /api/booking/search/patient", { body: { name: typed }, signal }).then((body) =>
        body.data.map((match) => ({
          ...match,
          label: `${match.name} ${match.surname} (${match.email_address})`,
        })),
      ),
    toastFailureWithDetail,
  );
  return (
    <Combobox<Option>
      id={id}
      label="Patient name"
      listLabel="Matching patients"
      value={text}
      query={text}
      name="name"
      type="search"
      placeholder="Name, surname or email"
      autoComplete="off"
      inputClassName="vh-admin-combobox"
      groups={[{ heading: "", options: matches }]}
      open={open}
      announcement={`${matches.length} patient${matches.length === 1 ? "" : "s"} found`}
      onInput={setText}
      onChoose={(option) => {
        showChosen(`${option.name} ${option.surname}`);
        onChoose(option);
      }}
      onOpenChange={setOpen}
    />
  );
}
