import type { PractitionerMatch } from "../../core/schemas/admin-booking";
import { api } from "../api/client";
import { Combobox } from "../search-box/combobox";
import "../search-box/search-box.css";
import { toastFailureWithDetail } from "./toasts";
import { useTypeAhead } from "./use-type-ahead";

type Option = PractitionerMatch & { label: string };

/**
 * Choose a listed practitioner by typing their name (POST /api/booking/search/practitioner): the
 * phone-booking form and the out-of-office page use it. The search box's combobox (ARIA 1.2).
 */
export function PractitionerPicker({
  id,
  label = "Practitioner",
  onChoose,
}: {
  id: string;
  label?: string;
  onChoose(practitioner: PractitionerMatch): void;
}) {
  const { text, setText, showChosen, matches, open, setOpen } = useTypeAhead<Option>(
    (typed, signal) =>
      api
        .call("POST /api/booking/search/practitioner", { body: { practitioner: typed }, signal })
        .then((body) =>
          body.data.map((match) => ({ ...match, label: `${match.name} (${match.profession})` })),
        ),
    toastFailureWithDetail,
  );
  return (
    <Combobox<Option>
      id={id}
      label={label}
      listLabel="Matching practitioners"
      value={text}
      query={text}
      name={id}
      type="search"
      placeholder="Type a name"
      autoComplete="off"
      inputClassName="vh-admin-combobox"
      groups={[{ heading: "", options: matches }]}
      open={open}
      announcement={`${matches.length} practitioner${matches.length === 1 ? "" : "s"} found`}
      onInput={setText}
      onChoose={(option) => {
        showChosen(option.name);
        onChoose(option);
      }}
      onOpenChange={setOpen}
    />
  );
}
