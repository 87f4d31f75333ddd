/** The body of every 4xx/5xx answer: `error` is a sentence a person can act on. */
export interface ApiErrorBody {
  error: string;
  fields?: Record<string, string>;
}
