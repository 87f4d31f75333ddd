import { describe, expect, it } from "vitest";
import { type BookingFormValues, emptyBookingForm } from "./booking-request";
import {
  canRemember,
  type Device,
  forgetDetails,
  loadDetails,
  rememberAfterBooking,
  rememberChanged,
} from "./saved-details";

const KEY = "vh.booking.details";
const SITE = "https://www.vulahealth.co.za";

/** A page's localStorage (a Map) on `pageOrigin`, with our scripts served from SITE. */
function device(
  pageOrigin = SITE,
  initial: Record<string, string> = {},
): Device & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    pageOrigin,
    siteOrigin: SITE,
    storage: {
      getItem: (key) => data.get(key) ?? null,
      setItem: (key, value) => void data.set(key, value),
      removeItem: (key) => void data.delete(key),
    },
  };
}

const booked: BookingFormValues = {
  ...emptyBookingForm,
  first_name: "Lerato",
  last_name: "Dlamini",
  cellphone_number: "0821234567",
  email: "lerato@example.org",
  reason_for_appointment: "Panic attacks at night",
  booking_with: "Cash/Card",
  term_condition: true,
  remember: true,
};

describe("remember my details on this device", () => {
  it("saves the contact details only: never the reason nor the consent to the terms", () => {
    const ours = device();
    rememberAfterBooking(booked, ours);
    const stored = ours.data.get(KEY) ?? "";
    expect(JSON.parse(stored)).toEqual({
      first_name: "Lerato",
      last_name: "Dlamini",
      cellphone_number: "0821234567",
      email: "lerato@example.org",
    });
    expect(stored).not.toContain("Panic");
    expect(stored).not.toContain("term_condition");
    expect(loadDetails(ours)).toEqual(JSON.parse(stored));
  });

  it("stores nothing, and reads nothing, on a partner's page (another origin)", () => {
    const partner = device("https://www.partner-practice.example");
    expect(canRemember(partner)).toBe(false);
    rememberAfterBooking(booked, partner);
    expect(partner.data.size).toBe(0);
    // A copy an older version left on the partner's origin is deleted, not used.
    const legacy = device("https://www.partner-practice.example", {
      [KEY]: JSON.stringify({ first_name: "Lerato", reason_for_appointment: "Panic attacks" }),
      "partner.key": "theirs",
    });
    expect(loadDetails(legacy)).toBeNull();
    expect([...legacy.data.keys()]).toEqual(["partner.key"]);
    // A different port or scheme is another origin too.
    expect(canRemember(device("http://www.vulahealth.co.za"))).toBe(false);
  });

  it("stores nothing in the booking form's frame on a partner's page (our origin, framed)", () => {
    const framed = { ...device(SITE), framed: true };
    expect(canRemember(framed)).toBe(false);
    rememberAfterBooking(booked, framed);
    expect(framed.data.size).toBe(0);
  });

  it("deletes what was saved when the box is unticked, or a booking is made with it unticked", () => {
    const ours = device();
    rememberAfterBooking(booked, ours);
    rememberChanged(true, ours);
    expect(ours.data.has(KEY)).toBe(true);
    rememberChanged(false, ours);
    expect(ours.data.has(KEY)).toBe(false);
    expect(loadDetails(ours)).toBeNull();

    rememberAfterBooking(booked, ours);
    rememberAfterBooking({ ...booked, remember: false }, ours);
    expect(ours.data.has(KEY)).toBe(false);
  });

  it("rewrites a copy an older version saved with the reason and the consent", () => {
    const ours = device(SITE, {
      [KEY]: JSON.stringify({
        first_name: "Lerato",
        email: "lerato@example.org",
        reason_for_appointment: "Panic attacks",
        term_condition: true,
      }),
    });
    expect(loadDetails(ours)).toEqual({ first_name: "Lerato", email: "lerato@example.org" });
    expect(ours.data.get(KEY)).toBe(JSON.stringify({ first_name: "Lerato", email: "lerato@example.org" }));
    // Nothing usable left: the key goes.
    const onlyReason = device(SITE, { [KEY]: JSON.stringify({ reason_for_appointment: "Panic attacks" }) });
    expect(loadDetails(onlyReason)).toBeNull();
    expect(onlyReason.data.has(KEY)).toBe(false);
  });

  it("copes with blocked or failing storage", () => {
    const blocked: Device = { storage: null, pageOrigin: SITE, siteOrigin: SITE };
    expect(canRemember(blocked)).toBe(false);
    expect(loadDetails(blocked)).toBeNull();
    const full = device();
    full.storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(() => rememberAfterBooking(booked, full)).not.toThrow();
    expect(() => forgetDetails(full)).not.toThrow();
  });
});
