import type { PractitionerBookingRow } from "../../core/schemas/dashboard";
import { isWebLink } from "../booking-manage/view";

/**
 * The join link of a virtual appointment on the practitioner's booking card (issue 25): labelled,
 * with the address shown so it can be copied. Only while the booking is pending or confirmed; a
 * practitioner-typed meeting link that is not a web address stays text, as on the patient's page.
 */
export function VideoJoinLink({ row }: { row: PractitionerBookingRow }) {
  const url = row.video_url;
  if (row.type !== 1 || !url || (row.status !== "pending" && row.status !== "confirmed")) return null;
  return (
    <p className="db-join">
      <span className="db-join__label">Video call: </span>
      {isWebLink(url) ? (
        <a href={url} target="_blank" rel="noopener noreferrer">
          Join the video call<span className="vh-sr-only"> with {row.first_name} (opens in a new tab)</span>
        </a>
      ) : null}
      <span className="db-join__url">{url}</span>
    </p>
  );
}
