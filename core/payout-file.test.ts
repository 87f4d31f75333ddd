import { describe, expect, it } from "vitest";
import { bankAccountOf, bankText, PAYOUT_FILE_HEADER, payoutFileCsv, randAmount } from "./payout-file";

describe("bankAccountOf", () => {
  it("reads the account number and the branch code the details name", () => {
    expect(bankAccountOf("Capitec savings 1234567890, branch 470010")).toEqual({
      accountNumber: "1234567890",
      branchCode: "470010",
    });
    expect(bankAccountOf("FNB 6200 0000 123 branch code: 250655")).toEqual({
      accountNumber: "62000000123",
      branchCode: "250655",
    });
  });

  it("uses the bank's universal branch code when the details name the bank but no branch", () => {
    expect(bankAccountOf("Standard Bank cheque account 012345678, L Dube")).toEqual({
      accountNumber: "012345678",
      branchCode: "051001",
    });
  });

  it("gives up rather than guess: no branch, two account-like numbers, or none", () => {
    expect(bankAccountOf("Mule Bank 9988776655")).toBeUndefined();
    expect(bankAccountOf("Absa 1234567890 or 9876543210")).toBeUndefined();
    expect(bankAccountOf("Nedbank, branch 198765")).toBeUndefined();
  });
});

describe("payoutFileCsv", () => {
  it("writes the header and one row per payment, amounts in rand, references of the month", () => {
    const csv = payoutFileCsv(
      [
        {
          recipientName: "Lindiwe Dube",
          accountNumber: "1234567890",
          branchCode: "051001",
          amountCents: 107_505,
        },
      ],
      "2026-10",
    );
    expect(csv.split("\r\n")).toEqual([
      PAYOUT_FILE_HEADER.join(","),
      "Lindiwe Dube,1234567890,051001,1075.05,VULA AFF 2026-10,VULA HEALTH 2026-10",
      "",
    ]);
  });

  it("keeps commas, quotes and formula starts out of the file", () => {
    expect(bankText('=HYPERLINK("x"), Zoë', 30)).toBe("HYPERLINK x Zoe");
    expect(bankText("-2+3 Mokoena", 30)).toBe("2 3 Mokoena");
    expect(randAmount(5)).toBe("0.05");
  });
});
