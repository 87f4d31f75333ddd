import { describe, expect, it } from "vitest";
import { clashLabel, clashMessage, clashSummary, tooManyClashesMessage } from "./out-of-office-clashes";

const thandi = { id: "b1", date: "2026-12-07 09:00", first_name: "Thandi" };
const sipho = { id: "b2", date: "2026-12-08 14:30", first_name: "Sipho" };

describe("out-of-office clash text", () => {
  it("names each booking by weekday, date, time and first name", () => {
    expect(clashLabel(thandi)).toBe("Mon 7 Dec 09:00 Thandi");
  });

  it("lists the bookings a period covers, one or many", () => {
    expect(clashSummary([thandi])).toBe("1 appointment falls in this period: Mon 7 Dec 09:00 Thandi.");
    expect(clashSummary([thandi, sipho])).toBe(
      "2 appointments fall in this period: Mon 7 Dec 09:00 Thandi, Tue 8 Dec 14:30 Sipho.",
    );
  });

  it("says what to do, without naming anyone (the error is logged)", () => {
    expect(clashMessage(1)).toBe(
      "1 appointment falls in this period. Cancel it and email the patient, or change the dates.",
    );
    expect(clashMessage(3)).toBe(
      "3 appointments fall in this period. Cancel them and email the patients, or change the dates.",
    );
    expect(tooManyClashesMessage(73)).toMatch(
      /^73 appointments fall in this period\. We can cancel at most 50 /,
    );
  });
});
