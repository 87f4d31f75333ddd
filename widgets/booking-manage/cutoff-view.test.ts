import { describe, expect, it } from "vitest";
import type { ManagedBooking } from "../../core/schemas/booking";
import { cancelClosedView } from "./cutoff-view";

/** A confirmed booking on Friday 4 December 2026 at 10:00 SAST, 24 h cut-off, as GET /api/booking/manage answers it. */
function booking(overrides: Partial<ManagedBooking> = {}): ManagedBooking {
  return {
    id: "b1",
    date: "2026-12-04 10:00",
    status: "confirmed",
    type: 0,
    duration: 30,
    booking_with: "Cash/Card",
    first_name: "Lerato",
    practitioner: {
      id: "7",
      name: "Dr Thandi Nkosi",
      profession: "GP",
      address: "12 Main Road",
      phone: "0215550100",
    },
    cancellable: false,
    reminders: [],
    patient_confirmed: false,
    reminders_off: false,
    cancel_until: "2026-12-03T08:00:00.000Z",
    reschedule_until: "2026-12-03T08:00:00.000Z",
    policy: "You can cancel or reschedule online up to 24 hours before your appointment.",
    ...overrides,
  };
}

describe("the manage page inside the cancel cut-off", () => {
  it("says when online cancelling closed, how long before, and the practice's number", () => {
    expect(cancelClosedView(booking())).toEqual({
      sentence:
        "Online cancellation closed on Thursday 3 December 2026 at 10:00 (24 hours before your appointment).",
      call: "To cancel, please call the practice on 021 555 0100.",
      phone: { text: "021 555 0100", href: "tel:0215550100" },
    });
  });

  it("gives the hours the practitioner chose", () => {
    const view = cancelClosedView(booking({ cancel_until: "2026-12-02T08:00:00.000Z", status: "pending" }));
    expect(view?.sentence).toBe(
      "Online cancellation closed on Wednesday 2 December 2026 at 10:00 (48 hours before your appointment).",
    );
  });

  it("asks to contact the practice when it has no number", () => {
    const view = cancelClosedView(booking({ practitioner: { ...booking().practitioner, phone: "" } }));
    expect(view).toMatchObject({ call: "To cancel, please contact the practice directly.", phone: null });
  });

  it("is not shown while cancelling is open, without a cut-off, or for a booking that is over", () => {
    expect(cancelClosedView(booking({ cancellable: true }))).toBeNull();
    expect(cancelClosedView(booking({ cancel_until: null }))).toBeNull();
    for (const status of ["cancelled", "declined", "completed", "expired"] as const)
      expect(cancelClosedView(booking({ status }))).toBeNull();
  });
});
