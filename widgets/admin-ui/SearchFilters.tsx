import { type ReactNode, useState } from "react";

interface Props {
  /** The form's accessible name, e.g. "Filter patients". */
  label: string;
  /** What the search box looks through, e.g. "Name, surname or email". */
  placeholder: string;
  /** The text filters as the address holds them. */
  search: string;
  contactNumber: string;
  /** Search (or Enter): the trimmed texts; the list goes back to page 1. */
  onSearch: (search: string, contactNumber: string) => void;
  /** Further filters (selects that apply at once), shown before the Search button. */
  children?: ReactNode;
}

/**
 * The admin lists' filter form (spec section 7: `search` and `contact_number`): the texts apply on
 * Search, so each keystroke is not a request; the list's own selects go in as children.
 */
export function SearchFilters({ label, placeholder, search, contactNumber, onSearch, children }: Props) {
  const [text, setText] = useState(search);
  const [contact, setContact] = useState(contactNumber);
  return (
    <form
      className="vh-admin-filters"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim(), contact.trim());
      }}
    >
      <label>
        Search
        <input
          type="search"
          name="search"
          placeholder={placeholder}
          maxLength={100}
          value={text}
          onInput={(event) => setText((event.target as HTMLInputElement).value)}
        />
      </label>
      <label>
        Contact number
        <input
          type="search"
          name="contact_number"
          inputMode="tel"
          maxLength={30}
          value={contact}
          onInput={(event) => setContact((event.target as HTMLInputElement).value)}
        />
      </label>
      {children}
      <button type="submit" className="vh-btn vh-btn--outline">
        Search
      </button>
    </form>
  );
}
