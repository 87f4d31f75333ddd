import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { type ListboxKey, nextActiveIndex } from "./listbox-nav";
import { matchParts } from "./suggestions";

/**
 * A text box with a suggestion list: the ARIA 1.2 combobox pattern (input role="combobox" with
 * aria-activedescendant; focus never leaves the input). Options may sit in headed groups
 * (role="group" labelled by a presentation heading, as in the APG grouped listbox example).
 * What the options are, and what choosing one does, belong to the caller.
 */
export interface ComboOption {
  label: string;
  /** Shown on hover when the label is shortened. */
  title?: string;
}

export interface ComboGroup<O extends ComboOption> {
  /** No heading: the options are shown directly in the list. */
  heading: string;
  options: O[];
}

export interface ComboboxProps<O extends ComboOption> {
  id: string;
  label: string;
  /** The list's own name ("Search suggestions"): distinct from the box's, so the box's label finds one element. */
  listLabel: string;
  /** Beside the label (e.g. "Use my location"). */
  labelAside?: ReactNode;
  value: string;
  /** The text to emphasise in options: what the person typed. */
  query: string;
  name: string;
  placeholder: string;
  autoComplete: string;
  inputClassName: string;
  groups: ComboGroup<O>[];
  open: boolean;
  /** Read politely when the list opens or changes. */
  announcement: string;
  onInput: (value: string) => void;
  onChoose: (option: O) => void;
  onOpenChange: (open: boolean) => void;
}

export function Combobox<O extends ComboOption>(props: ComboboxProps<O>) {
  const { id, groups, open, onOpenChange } = props;
  // The active option belongs to the list it was chosen in: a new list starts with none.
  const [selection, setSelection] = useState<{ groups: ComboGroup<O>[]; index: number }>({
    groups,
    index: -1,
  });
  const scrollToActive = useRef(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const options = groups.flatMap((group) => group.options);
  const showing = open && options.length > 0;
  const active = showing && selection.groups === groups ? selection.index : -1;
  const activate = (index: number, fromKeyboard: boolean) => {
    scrollToActive.current = fromKeyboard;
    setSelection({ groups, index });
  };
  const listId = `${id}-list`;
  const labelId = `${id}-label`;
  const optionId = (index: number) => `${id}-opt-${index}`;

  // Clicking or tapping anywhere else closes the list.
  useEffect(() => {
    if (!showing) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [showing, onOpenChange]);

  // On a phone the on-screen keyboard leaves little room: bring the box to the top when its list
  // would run below what is visible.
  useEffect(() => {
    const box = list.current;
    if (!showing || !box || !window.matchMedia("(max-width: 699.98px)").matches) return;
    const visible = window.visualViewport?.height ?? window.innerHeight;
    if (box.getBoundingClientRect().bottom > visible) {
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      wrapper.current?.scrollIntoView({ block: "start", behavior: reduce ? "auto" : "smooth" });
    }
  }, [showing]);

  // Keep the active option in view inside the scrolling list.
  useEffect(() => {
    if (active < 0 || !scrollToActive.current) return;
    scrollToActive.current = false;
    document.getElementById(`${id}-opt-${active}`)?.scrollIntoView({ block: "nearest" });
  }, [active, id]);

  const choose = (option: O | undefined) => {
    if (!option) return;
    props.onChoose(option);
    onOpenChange(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const key = event.key;
    if (
      key === "ArrowDown" ||
      key === "ArrowUp" ||
      ((key === "Home" || key === "End") && showing && active >= 0)
    ) {
      if (options.length === 0) return;
      event.preventDefault();
      if (!showing) {
        // Down or Up on a closed box opens the last list again (Alt+Down without choosing an option).
        onOpenChange(true);
        activate(event.altKey ? -1 : nextActiveIndex(-1, options.length, key as ListboxKey), true);
        return;
      }
      activate(nextActiveIndex(active, options.length, key as ListboxKey), true);
    } else if (key === "Enter") {
      if (showing && active >= 0) {
        event.preventDefault();
        choose(options[active]);
      }
      // Otherwise the form submits.
    } else if (key === "Escape") {
      // Closes only; never clears what was typed.
      event.preventDefault();
      if (showing) onOpenChange(false);
    } else if (key === "Tab") {
      if (showing) onOpenChange(false);
    }
  };

  let index = -1;
  const renderOption = (option: O) => {
    index += 1;
    const own = index;
    const [before, match, after] = matchParts(option.label, props.query);
    return (
      // Options are never focused: the input keeps focus and points at the active one with
      // aria-activedescendant, and handles the keyboard (ARIA 1.2 combobox pattern).
      // biome-ignore lint/a11y/useKeyWithClickEvents: see above.
      // biome-ignore lint/a11y/useFocusableInteractive: see above.
      <div
        key={own}
        id={optionId(own)}
        role="option"
        aria-selected={own === active}
        className={`sb-option${own === active ? " is-active" : ""}`}
        title={option.title}
        // Keep focus (and the on-screen keyboard) in the input.
        onMouseDown={(event) => event.preventDefault()}
        onMouseMove={() => own !== active && activate(own, false)}
        onClick={() => choose(option)}
      >
        <span>
          {before}
          {match && <mark>{match}</mark>}
          {after}
        </span>
      </div>
    );
  };

  return (
    <div ref={wrapper} className="search-card__field sb-field">
      <div className="sb-field__top">
        <label id={labelId} className="search-card__label" htmlFor={`${id}-input`}>
          {props.label}
        </label>
        {props.labelAside}
      </div>
      <div className="sb-field__control">
        <input
          id={`${id}-input`}
          className={props.inputClassName}
          // Text, not search: ARIA in HTML allows role="combobox" only on a text input; the
          // keyboard still offers "search" through enterKeyHint.
          type="text"
          name={props.name}
          value={props.value}
          placeholder={props.placeholder}
          autoComplete={props.autoComplete}
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showing}
          aria-controls={listId}
          aria-activedescendant={showing && active >= 0 ? optionId(active) : undefined}
          onInput={(event) => props.onInput(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            // Focus moved to another control (not just to nothing, as a tap on an option can do).
            if (event.relatedTarget && showing) onOpenChange(false);
          }}
        />
        <div
          ref={list}
          id={listId}
          role="listbox"
          aria-label={props.listLabel}
          className="sb-list"
          hidden={!showing}
        >
          {showing &&
            groups.map((group, g) =>
              group.heading ? (
                // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox, not a form fieldset.
                <div
                  key={group.heading}
                  role="group"
                  aria-labelledby={`${id}-group-${g}`}
                  className="sb-group"
                >
                  <div role="presentation" id={`${id}-group-${g}`} className="sb-group__heading">
                    {group.heading}
                  </div>
                  {group.options.map(renderOption)}
                </div>
              ) : (
                <div key="plain" role="presentation" className="sb-group">
                  {group.options.map(renderOption)}
                </div>
              ),
            )}
        </div>
      </div>
      <div className="vh-sr-only" role="status" aria-live="polite" aria-atomic="true">
        {showing ? props.announcement : ""}
      </div>
    </div>
  );
}
