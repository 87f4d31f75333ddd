import type { Clash } from "../../core/out-of-office-clashes";

/** The body of every 4xx/5xx answer: `error` is a sentence a person can act on. */
export interface ApiErrorBody {
  error: string;
  fields?: Record<string, string>;
  /** 409 of an out-of-office period over booked time (core/out-of-office-clashes.ts). */
  clashes?: Clash[];
}
