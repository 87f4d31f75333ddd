import { type FormEvent, useEffect, useRef, useState } from "react";
import * as z from "../../core/schemas/z";
import { type SearchType, searchUrl } from "../../core/search-url";
import { defineWidget, type HostProp } from "../ui/define-widget";
import { onSearchFill } from "../ui/search-fill-event";

/**
 * The home page search: what (free text, or a featured service chosen in the carousel) and where.
 * Search goes to /page/search with the spec's parameters (core/search-url.ts). Suggestions and
 * address autocomplete arrive with the search feature; until then the term is searched as `find`.
 * The host markup holds the same form (a plain GET form), so it paints and works before JS.
 */
/** What was typed into the static form before this widget replaced it (slow phones type early). */
function typedValue(replaced: DocumentFragment, name: string): string {
  return replaced.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? "";
}

function HomeSearch({ replaced }: HostProp) {
  const [term, setTerm] = useState(() => typedValue(replaced, "find"));
  const [type, setType] = useState<SearchType>("find");
  const [address, setAddress] = useState(() => typedValue(replaced, "address"));
  const submit = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(
    () =>
      onSearchFill(({ service }) => {
        setTerm(service);
        setType("service");
        // Bring the filled box into view (it may be off-screen on a phone); focus Search, not the
        // text field, so no on-screen keyboard pops up.
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        form.current?.scrollIntoView({ block: "nearest", behavior: reduce ? "auto" : "smooth" });
        submit.current?.focus({ preventScroll: true });
        return true;
      }),
    [],
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    window.location.assign(searchUrl({ type, term: term.trim(), address: address.trim() }));
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: role="search" on a form is announced by every screen reader; <search> is newer.
    <form
      ref={form}
      className="search-card"
      role="search"
      action="/page/search"
      method="get"
      onSubmit={onSubmit}
    >
      <label className="search-card__field">
        <span className="search-card__label">What are you looking for?</span>
        <input
          className="search-card__input"
          type="search"
          name={type}
          value={term}
          placeholder="e.g. anxiety or a GP"
          autoComplete="off"
          enterKeyHint="search"
          onInput={(event) => {
            setTerm(event.currentTarget.value);
            // Typing over a chosen service makes it a free-text search again.
            setType("find");
          }}
        />
      </label>
      <label className="search-card__field">
        <span className="search-card__label">Where?</span>
        <input
          className="search-card__input search-card__input--location"
          type="text"
          name="address"
          value={address}
          placeholder="Suburb, town or city"
          autoComplete="address-level2"
          onInput={(event) => setAddress(event.currentTarget.value)}
        />
      </label>
      <input type="hidden" name="type" value={type} />
      <button ref={submit} className="btn btn--primary btn--lg search-card__submit" type="submit">
        Search
      </button>
    </form>
  );
}

export const { mount } = defineWidget(z.object({}), HomeSearch);
