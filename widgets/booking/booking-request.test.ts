import { describe, expect, it } from "vitest";
import { safeParse } from "zod/mini";
import { bookingForm } from "../../core/schemas/booking";
import {
  type BookingFormValues,
  bookingRequest,
  emptyBookingForm,
  parseRememberedDetails,
  rememberedDetails,
  typeOffer,
} from "./booking-request";

const slot = { practitionerId: "42", date: "2026-11-23", time: "09:00", duration: 30 as const };
const filled: BookingFormValues = {
  ...emptyBookingForm,
  first_name: "  Lerato ",
  last_name: "Dlamini",
  cellphone_number: "082 123-4567",
  email: " lerato@example.org ",
  reason_for_appointment: "Sleep",
  booking_with: "Cash/Card",
  medical_aid_id: "901",
  type: "1",
  term_condition: true,
};

describe("bookingRequest", () => {
  it("maps the form to the API body the handler's schema accepts", () => {
    const body = bookingRequest(filled, slot);
    expect(body).toMatchObject({
      practitioner_id: "42",
      first_name: "Lerato",
      cellphone_number: "0821234567",
      email: "lerato@example.org",
      booking_with: "Cash/Card",
      // A scheme picked before switching to Cash/Card is not sent.
      medical_aid_id: undefined,
      type: 1,
      date: "2026-11-23 09:00",
      duration: 30,
      term_condition: 1,
    });
    expect(safeParse(bookingForm, body).success).toBe(true);
  });

  it("keeps what the schema must refuse refusable: no payment choice, terms unticked, no scheme", () => {
    const refused = (values: Partial<BookingFormValues>) => {
      const parsed = safeParse(bookingForm, bookingRequest({ ...filled, ...values }, slot));
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join("."));
    };
    expect(refused({ booking_with: "" })).toEqual(["booking_with"]);
    expect(refused({ term_condition: false })).toEqual(["term_condition"]);
    expect(refused({ booking_with: "Medical aid", medical_aid_id: "" })).toEqual(["medical_aid_id"]);
    expect(refused({ first_name: "   " })).toEqual(["first_name"]);
    // "Remind me by SMS" with a number no text can reach: said under the cellphone field.
    expect(refused({ sms_reminders: true, cellphone_number: "021 123 4567" })).toEqual(["cellphone_number"]);
  });

  it("sends the medical aid card's details only when paying by medical aid, only when typed", () => {
    const card = { medical_aid_number: " 123 456 ", medical_aid_dependant: "01" };
    const aid = bookingRequest({ ...filled, ...card, booking_with: "Medical aid" }, slot);
    expect(aid).toMatchObject({ medical_aid_number: "123 456", medical_aid_dependant: "01" });
    expect(safeParse(bookingForm, aid).data).toMatchObject({ medical_aid_number: "123456" });
    const cash = bookingRequest({ ...filled, ...card }, slot);
    expect(cash).toMatchObject({ medical_aid_number: undefined, medical_aid_dependant: undefined });
    const blank = bookingRequest({ ...filled, booking_with: "Medical aid" }, slot);
    expect(blank).toMatchObject({ medical_aid_number: undefined, medical_aid_dependant: undefined });
    expect(safeParse(bookingForm, blank).success).toBe(true);
  });

  it("sends Remind me by SMS only with a cellphone number (the box hides when it is cleared)", () => {
    expect(bookingRequest({ ...filled, sms_reminders: true }, slot).sms_reminders).toBe(true);
    expect(bookingRequest({ ...filled, sms_reminders: false }, slot).sms_reminders).toBe(false);
    expect(
      bookingRequest({ ...filled, sms_reminders: true, cellphone_number: " " }, slot).sms_reminders,
    ).toBe(false);
  });
});

describe("remembered details (Auto Fill)", () => {
  it("round-trips the contact details, never the reason or the consent", () => {
    const saved = rememberedDetails(filled);
    expect(Object.keys(saved).sort()).toEqual(["cellphone_number", "email", "first_name", "last_name"]);
    expect(JSON.stringify(saved)).not.toContain(filled.reason_for_appointment);
    expect(parseRememberedDetails(JSON.stringify(saved))).toEqual(saved);
  });

  it("drops the reason and the consent from what an older version saved", () => {
    const old = {
      ...rememberedDetails(filled),
      reason_for_appointment: "Panic attacks",
      term_condition: true,
    };
    expect(parseRememberedDetails(JSON.stringify(old))).toEqual(rememberedDetails(filled));
    expect(parseRememberedDetails(JSON.stringify({ reason_for_appointment: "Panic attacks" }))).toBeNull();
  });

  it("treats missing, broken or foreign storage as nothing saved", () => {
    expect(parseRememberedDetails(null)).toBeNull();
    expect(parseRememberedDetails("{not json")).toBeNull();
    expect(parseRememberedDetails("[]")).toBeNull();
    expect(parseRememberedDetails(JSON.stringify({ first_name: 5, evil: "x" }))).toBeNull();
    expect(parseRememberedDetails(JSON.stringify({ first_name: "Ann", term_condition: "yes" }))).toEqual({
      first_name: "Ann",
    });
  });
});

describe("typeOffer", () => {
  it("offers both types, in person first, when the practitioner offers both (or says nothing)", () => {
    const both = {
      initial: "0",
      choices: [
        { value: "0", label: "In person" },
        { value: "1", label: "Virtual (video call)" },
      ],
      only: null,
    };
    expect(typeOffer(["in-person", "virtual"])).toEqual(both);
    expect(typeOffer(undefined)).toEqual(both);
    expect(typeOffer([])).toEqual(both);
  });

  it("shows no choice for a single mode, says which, and presets that type", () => {
    expect(typeOffer(["virtual"])).toEqual({
      initial: "1",
      choices: [{ value: "1", label: "Virtual (video call)" }],
      only: "Video call appointment",
    });
    expect(typeOffer(["in-person"])).toMatchObject({ initial: "0", only: "In-person appointment" });
  });

  it("sends the preset type: a virtual-only form asks for type 1", () => {
    const values = { ...filled, type: typeOffer(["virtual"]).initial };
    expect(bookingRequest(values, slot).type).toBe(1);
  });
});
