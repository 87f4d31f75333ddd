/** Admin-area strings from the spec (section 8), quoted exactly (typos included). */
export const adminText = {
  /** After any admin action that worked. */
  success: "Operation Successfull !",
  /** A failed activate or delete (and, by default, any other failed admin action). */
  failure: "Something went wrong !",
  /** Sending an email failed: this, then the server's error. */
  failureWithDetailPrefix: "Something went wrong ",
  /** Registration and location failures. */
  error: "error",
  noContact: "No Contact no.",
  noLocation: "No Location",
  adminsOnly: "This page is for administrators only.",
} as const;
