import { describe, expect, it } from "vitest";
import { accountNumbers, normalEmail, normalPhone } from "./identity";

describe("what identifies an affiliate", () => {
  it("reads one mailbox however it is spelt: case, +tag, Gmail's dots and googlemail", () => {
    expect(normalEmail(" Lindiwe.Dube+vula@GoogleMail.com ")).toBe("lindiwedube@gmail.com");
    expect(normalEmail("l.dube+x@example.org")).toBe("l.dube@example.org");
  });

  it("reads one cellphone however it is written", () => {
    for (const written of ["082 123 4567", "+27 82 123 4567", "0027821234567", "(082) 123-4567"])
      expect(normalPhone(written)).toBe("821234567");
  });

  it("finds the account number in bank details however it is spaced", () => {
    const plain = accountNumbers("Capitec savings 1234567890, branch 470010");
    expect(plain).toEqual(["1234567890"]);
    expect(accountNumbers("acc 1234 567 890 / Capitec")).toContain("1234567890");
    expect(accountNumbers("1234567890 470010")).toContain("1234567890");
    expect(accountNumbers("branch 470010 only")).toEqual([]);
  });
});
