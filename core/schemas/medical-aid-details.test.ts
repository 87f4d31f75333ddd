import { describe, expect, it } from "vitest";
import { adminBookingForm } from "./admin-booking";
import { bookingForm } from "./booking";
import {
  DEPENDANT_CODE_FORMAT,
  MEMBERSHIP_NUMBER_FORMAT,
  medicalAidCard,
  medicalAidDetails,
} from "./medical-aid-details";
import { fieldErrors, object, safeParse } from "./z";

const details = object(medicalAidDetails);

function parsed(value: object) {
  const result = safeParse(details, value);
  return result.success ? { data: result.data } : { errors: fieldErrors(result.error.issues) };
}

describe("medicalAidDetails", () => {
  it("takes a membership number as printed on the card, without its spaces and dashes, in capitals", () => {
    expect(parsed({ medical_aid_number: " 123 456-789 " })).toEqual({
      data: { medical_aid_number: "123456789" },
    });
    expect(parsed({ medical_aid_number: "ab12cd34" })).toEqual({ data: { medical_aid_number: "AB12CD34" } });
    expect(parsed({ medical_aid_number: "A".repeat(20) }).data).toBeDefined();
  });

  it("takes a two-digit dependant code", () => {
    expect(parsed({ medical_aid_dependant: "00" })).toEqual({ data: { medical_aid_dependant: "00" } });
    expect(parsed({ medical_aid_dependant: " 01 " })).toEqual({ data: { medical_aid_dependant: "01" } });
  });

  it("is optional: absent or empty both mean not given", () => {
    expect(parsed({})).toEqual({ data: {} });
    expect(parsed({ medical_aid_number: "", medical_aid_dependant: "" }).data).toBeDefined();
  });

  it("refuses other formats with a message per field", () => {
    for (const number of ["A".repeat(21), "123/456", "12.34", "<b>1</b>", "١٢٣"])
      expect(parsed({ medical_aid_number: number })).toEqual({
        errors: { medical_aid_number: MEMBERSHIP_NUMBER_FORMAT },
      });
    for (const code of ["0", "1", "001", "AB", "0 1", "-1"])
      expect(parsed({ medical_aid_dependant: code })).toEqual({
        errors: { medical_aid_dependant: DEPENDANT_CODE_FORMAT },
      });
  });

  it("is part of the public booking form and the admin's phone booking form", () => {
    for (const schema of [bookingForm, adminBookingForm]) {
      const result = safeParse(schema, { medical_aid_number: "x/y", medical_aid_dependant: "7" });
      const errors = result.success ? {} : fieldErrors(result.error.issues);
      expect(errors).toMatchObject({
        medical_aid_number: MEMBERSHIP_NUMBER_FORMAT,
        medical_aid_dependant: DEPENDANT_CODE_FORMAT,
      });
    }
  });
});

describe("medicalAidCard", () => {
  it("keeps what was given on a medical-aid booking", () => {
    expect(
      medicalAidCard({ booking_with: "Medical aid", medical_aid_number: "123", medical_aid_dependant: "01" }),
    ).toEqual({ medicalAidNumber: "123", medicalAidDependant: "01" });
    expect(
      medicalAidCard({ booking_with: "Medical aid", medical_aid_number: "123", medical_aid_dependant: "" }),
    ).toEqual({ medicalAidNumber: "123" });
  });

  it("keeps nothing on a cash booking", () => {
    expect(
      medicalAidCard({ booking_with: "Cash/Card", medical_aid_number: "123", medical_aid_dependant: "01" }),
    ).toEqual({});
  });
});
