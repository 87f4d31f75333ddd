/** User-facing strings shared by widgets and handlers, quoted exactly from the spec (sections 2, 4 and 8). */

// Separate constants, not uiText entries, so a widget bundle that shows only these stays small.
/** Every action that worked (spec section 8, typo included). */
export const OPERATION_SUCCESSFUL = "Operation Successfull !";
/** A failed admin or dashboard action (spec section 8). */
export const SOMETHING_WENT_WRONG = "Something went wrong !";
/** A failed booking, or a page that could not be made (spec sections 5 and 8). */
export const TRY_AGAIN_LATER = "Something went wrong. Please try again later !";

export const uiText = {
  loading: "Loading...",
  emptyRecord: "Empty Record !",
  resultNotFound: "Result Not Found !",
  /** Not in the spec: the featured-services load failure toast (section 8 asks only for "an error toast"). */
  featuredServicesFailed: "We could not load the featured services. Please try again later.",
  // Booking (spec sections 5 and 8), quoted exactly.
  bookingSuccess: "Operation successfull, Please check your mail. Thank you !",
  bookingFailed: TRY_AGAIN_LATER,
  noSavedData: "No saved data found in storage. Please fill this form !",
  termsAgreement: "I agree to the terms & conditions and privacy policy",
  selectMedicalAid: "Select Medical aid",
  /** Not in the spec (section 8 asks for "error toasts" on slot and duration load failures). */
  slotsFailed: "We could not load the available times. Please try again.",
  durationFailed: "We could not load the length of this appointment. Please choose the time again.",
  /** Not in the spec: under results cut short for several free-text words (SearchResponse.partial). */
  partialResults:
    "These are the best-rated matches for your words. Choose a suggestion while typing, or add a place, to see every match.",
} as const;

/** Toast after a featured-service slide fills the search box: '{service} added in the search input field.' */
export function serviceAddedMessage(service: string): string {
  return `${service} added in the search input field.`;
}
