/** User-facing strings shared by widgets, quoted exactly from the spec (sections 2, 4 and 8). */
export const uiText = {
  loading: "Loading...",
  emptyRecord: "Empty Record !",
  resultNotFound: "Result Not Found !",
  /** Not in the spec: the featured-services load failure toast (section 8 asks only for "an error toast"). */
  featuredServicesFailed: "We could not load the featured services. Please try again later.",
} as const;

/** Toast after a featured-service slide fills the search box: '{service} added in the search input field.' */
export function serviceAddedMessage(service: string): string {
  return `${service} added in the search input field.`;
}
