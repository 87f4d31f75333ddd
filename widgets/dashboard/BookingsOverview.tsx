import { useState } from "react";
import { PractitionerBookings } from "./Bookings";
import type { BookingFilter } from "./booking-filter";
import { Glance } from "./Glance";
import { PastAppointments } from "./PastAppointments";

/**
 * The dashboard's Bookings section (issue 25): the glance at the top, the filtered list, then past
 * appointments. The glance counts again after each change in the list, and its "Show them" shows
 * the requests waiting.
 */
export function BookingsOverview() {
  const [filter, setFilter] = useState<BookingFilter>("upcoming");
  const [changes, setChanges] = useState(0);
  const showRequests = () => {
    setFilter("pending");
    const heading = document.getElementById("db-bookings-title");
    heading?.focus();
    heading?.scrollIntoView({ block: "start" });
  };
  return (
    <>
      <Glance changes={changes} onShowRequests={showRequests} />
      <PractitionerBookings filter={filter} onFilter={setFilter} onChanged={() => setChanges((n) => n + 1)} />
      <PastAppointments />
    </>
  );
}
