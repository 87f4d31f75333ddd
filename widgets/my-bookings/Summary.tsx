import type { MyExport } from "../../core/schemas/my-data";

const when = (iso: string) => iso.replace("T", " ").slice(0, 16);

/** The export as a page to read and print (the print stylesheet shows only this). */
export function Summary({ data }: { data: MyExport }) {
  return (
    <section className="my-section my-summary" aria-labelledby="my-summary-title">
      <h2 id="my-summary-title">What we hold about {data.email}</h2>
      <p>Made on {when(data.generated_at)} (UTC).</p>
      <button type="button" className="vh-btn vh-btn--primary my-no-print" onClick={() => window.print()}>
        Print
      </button>
      <h3>Your details</h3>
      {data.patient ? (
        <p>
          {data.patient.first_name} {data.patient.last_name}
          {data.patient.cellphone_number && `, ${data.patient.cellphone_number}`}
        </p>
      ) : (
        <p>None.</p>
      )}
      <h3>Bookings ({data.bookings.length})</h3>
      <ul>
        {data.bookings.map((booking) => (
          <li key={booking.id}>
            {booking.date} with {booking.practitioner.name || "a practitioner no longer listed"}:{" "}
            {booking.status}. Reason: {booking.reason_for_appointment}
          </li>
        ))}
      </ul>
      <h3>Agreements to our terms ({data.consents.length})</h3>
      <ul>
        {data.consents.map((consent) => (
          <li key={`${consent.booking_id}${consent.consented_at}`}>
            Version {consent.terms_version}, on {when(consent.consented_at)}
          </li>
        ))}
      </ul>
      <h3>Reviews ({data.reviews.length})</h3>
      <ul>
        {data.reviews.map((review) => (
          <li key={`${review.practitioner_id}${review.created_at}`}>
            {review.rating} stars, {review.state}: {review.comment}
          </li>
        ))}
      </ul>
      <h3>Waitlist places ({data.waitlist.length})</h3>
      <ul>
        {data.waitlist.map((entry) => (
          <li key={entry.practitioner_id}>Joined {when(entry.joined_at)}</li>
        ))}
      </ul>
      <h3>Messages to us ({data.contact_messages.length})</h3>
      <ul>
        {data.contact_messages.map((message) => (
          <li key={message.sent_at}>
            {when(message.sent_at)}: {message.message}
          </li>
        ))}
      </ul>
      <h3>Emails we sent you ({data.mails.length})</h3>
      <ul>
        {data.mails.map((mail) => (
          <li key={`${mail.kind}${mail.date}`}>
            {when(mail.date)}: {mail.kind}
          </li>
        ))}
      </ul>
    </section>
  );
}
