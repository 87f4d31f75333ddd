import { useEffect, useState } from "react";
import * as z from "../../core/schemas/z";
import { SEARCH_PATH } from "../../core/search-url";
import { BookingConfirmation } from "../booking/BookingConfirmation";
import { forgetHandover, readHandover } from "../booking/confirmation-handover";
import { defineWidget } from "../ui/define-widget";
import { showCarriedToast } from "../ui/toast";

/**
 * /page/booking-confirmed: where our booking form sends the patient (instead of the spec's home
 * page). The booking comes from the form through sessionStorage, never the address; opened directly,
 * refreshed or revisited, the page says where the details are instead.
 */
function BookingConfirmed() {
  const [confirmation] = useState(readHandover);
  useEffect(() => {
    forgetHandover();
    // The spec's toast, carried from the booking page.
    showCarriedToast();
  }, []);

  if (confirmation) return <BookingConfirmation confirmation={confirmation} level={1} />;
  return (
    <section className="bk-done">
      <h1 className="bk-done__title">Your booking</h1>
      <p className="bk-done__lead">
        We can only show a booking here straight after it is made. If you have just booked, the email we sent
        you has the details and the link to change or cancel it. If it has not arrived in a few minutes, look
        in your spam folder.
      </p>
      <p>
        <a className="vh-btn vh-btn--primary" href={SEARCH_PATH}>
          Find a practitioner
        </a>
      </p>
    </section>
  );
}

export const { mount } = defineWidget(z.object({}), BookingConfirmed);
