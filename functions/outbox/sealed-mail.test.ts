import { beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "../lib/env";
import { openMail, recipientHash, sealMail } from "./sealed-mail";

const mail = {
  to: ["Lerato@Example.org"],
  subject: "Set your password",
  text: "Open https://www.vulahealth.co.za/set-password?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG",
  html: "<a href='https://www.vulahealth.co.za/set-password?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG'>Set</a>",
};

beforeAll(() => {
  process.env.SIGNING_SECRET ??= "unit-test-signing-secret-of-32-bytes!!";
  process.env.TABLE_NAME ??= "unit";
  resetEnvForTests();
});

describe("a queued mail at rest", () => {
  it("is sealed to its own id: no link, address or subject in clear", () => {
    const sealed = sealMail(mail, "mail-1");
    for (const clear of ["token=", "abcdefghijklmnop", "Lerato", "Set your password"])
      expect(sealed).not.toContain(clear);
    expect(openMail(sealed, "mail-1")).toEqual(mail);
    expect(() => openMail(sealed, "mail-2")).toThrow();
  });

  it("keeps recipients as keyed hashes that match regardless of case and spaces", () => {
    expect(recipientHash(" lerato@example.org ")).toBe(recipientHash("Lerato@Example.org"));
    expect(recipientHash("lerato@example.org")).not.toBe(recipientHash("thabo@example.org"));
    expect(recipientHash("lerato@example.org")).not.toContain("lerato");
  });
});
