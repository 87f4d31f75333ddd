import { Combobox } from "../search-box/combobox";
import "../search-box/search-box.css";
import { toastFailureWithDetail } from "./toasts";
import { useTypeAhead } from "./use-type-ahead";

/**
 * An admin type-ahead field: the search box's combobox (ARIA 1.2) over a look-up route, for
 * choosing a patient or a practitioner by typing (PatientPicker, PractitionerPicker).
 */
export function TypeAhead<T>(props: {
  id: string;
  name: string;
  label: string;
  /** What the options are, in the plural ("patients"), for the list's name and the live count. */
  noun: string;
  placeholder: string;
  lookUp(text: string, signal: AbortSignal): Promise<T[]>;
  /** An option's text in the list, and in the box once chosen. */
  optionLabel(item: T): string;
  chosenText(item: T): string;
  onChoose(item: T): void;
}) {
  const { text, setText, showChosen, matches, open, setOpen } = useTypeAhead<T & { label: string }>(
    (typed, signal) =>
      props
        .lookUp(typed, signal)
        .then((items) => items.map((item) => ({ ...item, label: props.optionLabel(item) }))),
    toastFailureWithDetail,
  );
  return (
    <Combobox<T & { label: string }>
      id={props.id}
      label={props.label}
      listLabel={`Matching ${props.noun}`}
      value={text}
      query={text}
      name={props.name}
      placeholder={props.placeholder}
      autoComplete="off"
      inputClassName="vh-admin-combobox"
      groups={[{ heading: "", options: matches }]}
      open={open}
      announcement={`${matches.length} found`}
      onInput={setText}
      onChoose={(option) => {
        showChosen(props.chosenText(option));
        props.onChoose(option);
      }}
      onOpenChange={setOpen}
    />
  );
}
