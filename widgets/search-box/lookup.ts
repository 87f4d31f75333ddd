/**
 * Type-ahead lookups: debounced, and the latest request wins. Each new request aborts the one before
 * (AbortController) and a sequence number drops any answer that still arrives late (a loader that
 * ignores its signal, or a response already parsed when the abort came).
 */
export interface LookupOptions<T> {
  /** Quiet time after the last keystroke before asking (ms). */
  delayMs: number;
  /** Shortest trimmed query worth asking about; shorter text clears instead. */
  minChars: number;
  load: (query: string, signal: AbortSignal) => Promise<T>;
  onResult: (result: T, query: string) => void;
  /** The text is too short to ask about: whatever is shown should go. */
  onClear?: () => void;
  /** A failure of the latest request (aborted and superseded ones are not reported). */
  onError?: (error: unknown, query: string) => void;
}

export interface Lookup {
  /** Asks about `text` after the quiet time, replacing any request not yet answered. */
  request(text: string): void;
  /** Forgets the pending request, if any: no answer arrives for it. */
  cancel(): void;
}

export function createLookup<T>(options: LookupOptions<T>): Lookup {
  let sequence = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;

  const cancel = () => {
    sequence += 1;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = undefined;
  };

  const request = (text: string) => {
    cancel();
    const query = text.trim();
    if (query.length < options.minChars) {
      options.onClear?.();
      return;
    }
    const ticket = sequence;
    timer = setTimeout(() => {
      timer = undefined;
      const own = new AbortController();
      controller = own;
      const current = () => ticket === sequence && !own.signal.aborted;
      let pending: Promise<T>;
      try {
        pending = options.load(query, own.signal);
      } catch (error) {
        pending = Promise.reject(error);
      }
      pending.then(
        (result) => {
          if (!current()) return;
          controller = undefined;
          options.onResult(result, query);
        },
        (error: unknown) => {
          if (!current()) return;
          controller = undefined;
          options.onError?.(error, query);
        },
      );
    }, options.delayMs);
  };

  return { request, cancel };
}
