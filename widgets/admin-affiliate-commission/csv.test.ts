import { describe, expect, it } from "vitest";
import type { CommissionReportResponse } from "../../core/schemas/affiliate";
import { commissionCsv, csvCell } from "./csv";

const report: CommissionReportResponse = {
  month: "2026-11",
  rate_percent: 10,
  data: [
    {
      referral_code: "ABCD2345",
      name: '=HYPERLINK("http://evil.example")',
      surname: 'Dube "Lee"',
      email: "l@example.org",
      contact: "+27821234567",
      bank_detail_masked: "•••• 0010",
      practitioners: [
        { id: "301", name: "Dr A", plan: "starter_package", price_cents: 37_500, commission_cents: 3750 },
        { id: "302", name: "Dr B", plan: "business_package", price_cents: 70_000, commission_cents: 7000 },
      ],
      practitioner_count: 2,
      commission_cents: 10_750,
    },
  ],
  practitioner_count: 2,
  total_cents: 10_750,
};

describe("commission CSV", () => {
  it("has a header, one line per affiliate and the total, in rand and cents", () => {
    const lines = commissionCsv(report).trimEnd().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^"Month","Referral code",/);
    expect(lines[1]).toContain(
      '"Dr A (301, Starter package, 37.50); Dr B (302, Business package, 70.00)","2","107.50"',
    );
    expect(lines[2]).toBe('"2026-11","Total","","","","","","","2","107.50"');
  });

  it("quotes every cell and neutralises formulas", () => {
    const line = commissionCsv(report).split("\r\n")[1] ?? "";
    expect(line).toContain('"\'=HYPERLINK(""http://evil.example"")"');
    expect(line).toContain('"Dube ""Lee"""');
    expect(line).toContain(`"'+27821234567"`);
    expect(csvCell("-1")).toBe(`"'-1"`);
    expect(csvCell("@x")).toBe(`"'@x"`);
    expect(csvCell("plain")).toBe('"plain"');
  });
});
