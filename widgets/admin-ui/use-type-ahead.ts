import { useEffect, useRef, useState } from "react";

/** Typing pauses this long before a look-up, and older look-ups are aborted. */
const DEBOUNCE_MS = 250;

/**
 * What an admin type-ahead needs: the text, the matches for it (looked up `DEBOUNCE_MS` after the
 * last key, at least `minLength` characters), and whether the list is open. A failed look-up shows
 * no matches and calls `onError`.
 */
export function useTypeAhead<T>(
  lookUp: (text: string, signal: AbortSignal) => Promise<T[]>,
  onError: (error: unknown) => void,
  minLength = 2,
) {
  const [text, setText] = useState("");
  const [matches, setMatches] = useState<T[]>([]);
  const [open, setOpen] = useState(false);
  const lookUpRef = useRef(lookUp);
  lookUpRef.current = lookUp;
  const errorRef = useRef(onError);
  errorRef.current = onError;
  /** The text a choice put in the box: not something to look up again. */
  const chosen = useRef<string | null>(null);

  useEffect(() => {
    const typed = text.trim();
    if (chosen.current === text) return;
    if (typed.length < minLength) {
      setMatches([]);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      lookUpRef
        .current(typed, controller.signal)
        .then((found) => {
          setMatches(found);
          setOpen(true);
        })
        .catch((error: unknown) => {
          if ((error as Error)?.name === "AbortError") return;
          setMatches([]);
          errorRef.current(error);
        });
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [text, minLength]);

  /** Shows the chosen match's text in the box and closes the list without looking it up. */
  const showChosen = (value: string) => {
    chosen.current = value;
    setText(value);
    setOpen(false);
  };

  return { text, setText, showChosen, matches, open, setOpen };
}
