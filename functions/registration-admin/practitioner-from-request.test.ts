import { describe, expect, it } from "vitest";
import { passwordProblem } from "../../core/schemas/password";
import { defaultWeeklyTemplate, locate, workWithOf } from "./practitioner-from-request";

describe("approval defaults", () => {
  it("opens weekdays 09:00-16:00 in 30-minute slots", () => {
    const template = defaultWeeklyTemplate();
    expect(Object.keys(template)).toEqual(["1", "2", "3", "4", "5"]);
    expect(template["3"]?.times).toHaveLength(14);
    expect(template["3"]?.duration).toBe(30);
  });

  it("maps the request's work_with to the profile's", () => {
    expect(workWithOf(["Medical Aid", "Cash/Card"])).toBe("both");
    expect(workWithOf(["Medical Aid"])).toBe("Medical Aid");
    expect(workWithOf(["Cash/Card"])).toBe("Cash-Card");
  });

  it("places the practice at its suburb, else its city, else nowhere", () => {
    expect(locate("Sea Point", "Cape Town")?.province).toBe("Western Cape");
    expect(locate("Nowhere Street Village", "Durban")?.province).toBe("KwaZulu-Natal");
    expect(locate("Xyzzy", "Qwertyville")).toBeUndefined();
  });
});

describe("password rules", () => {
  it("wants 10+ characters, not one repeated, not the email", () => {
    expect(passwordProblem("short")).toMatch(/at least 10/);
    expect(passwordProblem("zzzzzzzzzzzz")).toMatch(/repeated/);
    expect(passwordProblem("me@example.org", " ME@example.org")).toMatch(/email/);
    expect(passwordProblem("Blue#Harbour#Kettle", "me@example.org")).toBeUndefined();
  });
});
