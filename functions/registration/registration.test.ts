import { describe, expect, it } from "vitest";
import { safeParse } from "zod/mini";
import { referralFrom, registrationForm } from "../../core/schemas/registration";
import { fieldErrors } from "../../core/schemas/z";
import { adminNewRequest, applicantReceived, type RegistrationMailFacts } from "./mails";
import { sniffType } from "./photo-store";

const bytes = (hex: string, tail = "") =>
  new Uint8Array(Buffer.concat([Buffer.from(hex, "hex"), Buffer.from(tail)]));

describe("sniffType (magic numbers)", () => {
  it("knows JPEG, PNG and WebP by their first bytes", () => {
    expect(sniffType(bytes("ffd8ffe000104a464946"))).toBe("image/jpeg");
    expect(sniffType(bytes("89504e470d0a1a0a0000"))).toBe("image/png");
    expect(sniffType(bytes("52494646c8000000", "WEBPVP8 "))).toBe("image/webp");
  });
  it("refuses anything else, including RIFF that is not WebP and truncated headers", () => {
    expect(sniffType(bytes("52494646c8000000", "WAVEfmt "))).toBeUndefined();
    expect(sniffType(bytes("89504e47"))).toBeUndefined();
    expect(sniffType(bytes("47494638396101"))).toBeUndefined();
    expect(sniffType(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeUndefined();
    expect(sniffType(new Uint8Array())).toBeUndefined();
  });
});

describe("registration form schema", () => {
  const valid = {
    title: "Dr",
    name: "Ayanda",
    surname: "Khumalo",
    sex: "Female",
    occupation: "Psychiatrist",
    email: "a@example.org",
    cell_number: "+27 82 123 4567",
    suburb: "Rondebosch",
    city: "Cape Town",
    postal_code: "7700",
    subscription_plan: "starter_package",
    work_with: ["Medical Aid"],
    council: "HPCSA",
    registration_number: "MP 0123456",
    image_key: "registrations/0b7b1c7e-1111-4222-8333-444455556666.jpg",
  };
  it("accepts SA numbers in the usual spellings and stores them without separators", () => {
    for (const number of ["082 123 4567", "082-123-4567", "(021) 555 0100", "+27821234567", "27821234567"]) {
      const parsed = safeParse(registrationForm, { ...valid, cell_number: number });
      expect(parsed.success, number).toBe(true);
      expect(parsed.data?.cell_number).toMatch(/^(\+27|27|0)\d{9}$/);
    }
    for (const number of ["0821234", "1821234567", "+44 20 7946 0958", "082 123 4567 8"])
      expect(safeParse(registrationForm, { ...valid, cell_number: number }).success, number).toBe(false);
  });

  it("says an empty number or postal code is required, and a wrong one what it must be", () => {
    const fields = (input: object) => {
      const parsed = safeParse(registrationForm, { ...valid, ...input });
      return parsed.success ? {} : fieldErrors(parsed.error.issues);
    };
    expect(fields({ cell_number: " ", postal_code: "" })).toEqual({
      cell_number: "is required",
      postal_code: "is required",
    });
    expect(fields({ cell_number: "12", postal_code: "12" })).toEqual({
      cell_number: "must be a South African number (e.g. 082 123 4567)",
      postal_code: "must be 4 digits",
    });
  });
});

describe("referralFrom", () => {
  it("reads ?referral_link= or ?ref=, and ignores anything that is not a plain code", () => {
    expect(referralFrom("?referral_link=AFF-1")).toBe("AFF-1");
    expect(referralFrom("?ref=abc_9")).toBe("abc_9");
    expect(referralFrom("?ref=%3Cscript%3E")).toBeUndefined();
    expect(referralFrom("")).toBeUndefined();
  });
});

describe("registration mails", () => {
  const facts: RegistrationMailFacts = {
    request: {
      id: "req-1",
      title: "Dr",
      name: "Ayanda <b>",
      surname: "Khumalo",
      email: "ayanda@example.org",
      occupation: "Psychiatrist",
      city: "Cape Town",
      subscriptionPlan: "starter_package",
      council: "HPCSA",
      registrationNumber: "MP 0123456",
      workWith: ["Medical Aid", "Cash/Card"],
    },
    adminEmail: "admins@example.org",
    dashboardUrl: "https://www.vulahealth.co.za/dashboard",
  };
  it("tells the applicant their plan and nothing sensitive, with every value escaped in HTML", () => {
    const mail = applicantReceived(facts);
    expect(mail.to).toEqual(["ayanda@example.org"]);
    expect(mail.text).toContain("Starter package (R375 per member per month)");
    expect(mail.text).not.toContain("0123456");
    // Nothing typed into the form: the address is not proven to be the applicant's.
    expect(mail.text).not.toContain("Ayanda");
    expect(mail.html).not.toContain("Ayanda");
  });
  it("tells the admins who applied, with a link to the dashboard", () => {
    const mail = adminNewRequest(facts);
    expect(mail.to).toEqual(["admins@example.org"]);
    expect(mail.replyTo).toBe("ayanda@example.org");
    expect(mail.text).toContain("HPCSA MP 0123456");
    expect(mail.text).toContain("Medical Aid, Cash/Card");
    expect(mail.html).toContain('href="https://www.vulahealth.co.za/dashboard"');
    expect(mail.html).toContain("Ayanda &lt;b&gt;");
    expect(mail.html).not.toContain("<b>,");
  });
});
