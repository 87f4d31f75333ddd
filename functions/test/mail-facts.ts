import type { BookingMailFacts } from "../booking/mails";

/** A booking's mail facts for the booking mails' unit tests: an in-person medical-aid booking. */
export function bookingMailFacts(overrides: Partial<BookingMailFacts> = {}): BookingMailFacts {
  return {
    bookingId: "bk_01",
    patient: { firstName: "Thabo", lastName: "Mokoena", email: "thabo@example.com", cellphone: "0821234567" },
    practitioner: {
      name: "Dr Nomvula Ndlovu",
      firstName: "Nomvula",
      email: "nomvula@ndlovu-psychology.example",
      profession: "Psychologist",
      address: "12 Main Road, Sea Point, Cape Town",
    },
    date: "2026-11-23",
    time: "09:00",
    duration: 60,
    type: "in-person",
    bookingWith: "Medical aid",
    medicalAidName: "Discovery Health Medical Scheme",
    manageUrl: "https://vulahealth.co.za/page/booking/manage?token=tok_abcdefghijklmnopqrstuvwxyz",
    dashboardUrl: "https://vulahealth.co.za/page/dashboard/bookings",
    nowMs: Date.UTC(2026, 10, 20, 8, 0, 0),
    ...overrides,
  };
}
