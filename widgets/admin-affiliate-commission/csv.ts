/**
 * The commission report as CSV (one line per affiliate, what is paid; then the total), for the
 * payout spreadsheet. Every cell is quoted, and a cell that starts like a formula (=, +, -, @, tab,
 * carriage return) is prefixed with ' so a spreadsheet shows it as text: names come from a public form.
 */
import type { CommissionReportResponse } from "../../core/schemas/affiliate";
import { siteConfig } from "../../core/site-config";
import { csvCell } from "../lib/csv-cell";

export { csvCell };

const rands = (cents: number) => (cents / 100).toFixed(2);

export function commissionCsv(report: CommissionReportResponse): string {
  const header = [
    "Month",
    "Referral code",
    "Name",
    "Surname",
    "Email",
    "Contact",
    "Bank details (masked)",
    "Practitioners",
    "Practitioner count",
    "Commission (ZAR)",
  ];
  const lines = report.data.map((row) => [
    report.month,
    row.referral_code,
    row.name,
    row.surname,
    row.email,
    row.contact,
    row.bank_detail_masked,
    row.practitioners
      .map((p) => `${p.name} (${p.id}, ${siteConfig.plans[p.plan].label}, ${rands(p.commission_cents)})`)
      .join("; "),
    row.practitioner_count,
    rands(row.commission_cents),
  ]);
  const total = [
    report.month,
    "Total",
    "",
    "",
    "",
    "",
    "",
    "",
    report.practitioner_count,
    rands(report.total_cents),
  ];
  return `${[header, ...lines, total].map((line) => line.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
