import { OPERATION_SUCCESSFUL, SOMETHING_WENT_WRONG } from "../../core/ui-text";

/** Admin-area strings from the spec (section 8), quoted exactly (typos included). */
export const adminText = {
  /** After any admin action that worked. */
  success: OPERATION_SUCCESSFUL,
  /** A failed activate or delete (and, by default, any other failed admin action). */
  failure: SOMETHING_WENT_WRONG,
  /** Sending an email failed: this, then the server's error. */
  failureWithDetailPrefix: "Something went wrong ",
  /** Registration and location failures. */
  error: "error",
  noContact: "No Contact no.",
  noLocation: "No Location",
  adminsOnly: "This page is for administrators only.",
  /** Issue 30: a search matched more than the server reads. */
  capped: (shown: number) =>
    `Showing the first ${shown} matches, there are more. Add more of the name, or a filter, to narrow the list.`,
} as const;
