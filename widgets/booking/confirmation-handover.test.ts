import { describe, expect, it } from "vitest";
import { parseConfirmation } from "./confirmation-handover";

const written = {
  booking: {
    id: "bk_01",
    date: "2026-11-23 09:00",
    status: "pending",
    duration: 30,
    type: 1,
    booking_with: "Cash/Card",
    first_name: "Naledi",
    practitioner: { id: "1", name: "Dr Nomvula Ndlovu", profession: "Psychologist", address: "" },
    cancellable: true,
  },
  confirmBy: "2026-11-23 07:00",
  email: "naledi@example.com",
};

describe("the confirmation handed to /page/booking-confirmed", () => {
  it("reads back what the form wrote", () => {
    expect(parseConfirmation(JSON.stringify(written))).toEqual(written);
  });

  it("reads nothing from an absent, broken or foreign value", () => {
    expect(parseConfirmation(null)).toBeNull();
    expect(parseConfirmation("{not json")).toBeNull();
    expect(parseConfirmation("[]")).toBeNull();
    expect(parseConfirmation(JSON.stringify({ ...written, email: 5 }))).toBeNull();
    expect(
      parseConfirmation(JSON.stringify({ ...written, booking: { ...written.booking, type: 2 } })),
    ).toBeNull();
    expect(
      parseConfirmation(JSON.stringify({ ...written, booking: { ...written.booking, practitioner: null } })),
    ).toBeNull();
  });
});
