/**
 * The pages a mailed link opens that act only when the person presses the button (leave a waitlist,
 * confirm an affiliate sign-up): a mail scanner that opens the link changes nothing. They share the
 * link's token, the one action's busy state, its answer or error taking the focus, and the words for
 * "we could not reach us". The answers' own words come from the server.
 */
import { type RefObject, useEffect, useRef, useState } from "react";
import { siteConfig } from "../../core/site-config";
import { ApiError } from "../api/client";

/** When the request never got an answer. */
export const UNREACHABLE = `We could not reach ${siteConfig.brandName}. Please check your internet connection and try again.`;

/** The server's message for a refused request, or UNREACHABLE. */
export function failureText(failure: unknown): string {
  return failure instanceof ApiError ? failure.message : UNREACHABLE;
}

/** The link's `?token=`: `invalid` is the error from the start when it does not match `pattern`. */
export function useLinkAction(pattern: RegExp, invalid: string) {
  const [token] = useState(() => new URLSearchParams(window.location.search).get("token") ?? "");
  const [error, setError] = useState<string | null>(pattern.test(token) ? null : invalid);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const focusRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (done || error) focusRef.current?.focus();
  }, [done, error]);

  /** Runs the action; its `success` text, or what went wrong, replaces the page's question. */
  const run = async (action: () => Promise<{ success: string }>) => {
    setBusy(true);
    setError(null);
    try {
      setDone((await action()).success);
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };
  const fail = (failure: unknown) => setError(failureText(failure));
  return { token, valid: pattern.test(token), error, fail, done, busy, focusRef, run };
}

/** The action's answer, focused so a screen reader reads it. */
export function LinkDone({
  text,
  focusRef,
}: {
  text: string;
  focusRef: RefObject<HTMLParagraphElement | null>;
}) {
  return (
    <p className="pf-done" role="status" tabIndex={-1} ref={focusRef}>
      {text}
    </p>
  );
}
