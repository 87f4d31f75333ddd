/**
 * The practitioner export as CSV (RFC 4180: comma-separated, CRLF line ends, fields with a comma,
 * quote or line break quoted, quotes doubled). A field that a spreadsheet would run as a formula
 * (starting with = + - @, a tab or a carriage return) gets a leading apostrophe: the file is opened in
 * Excel by people, and names and addresses come from applicants (OWASP "CSV injection").
 */
import type { AdminPractitionerRow } from "../../core/schemas/practitioner-admin";

export const CSV_HEADER = [
  "id",
  "name",
  "email",
  "profession",
  "contact_number",
  "business_address_physical",
  "is_active",
  "rating",
  "review_count",
] as const;

export function csvField(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function line(fields: (string | number | null)[]): string {
  return `${fields.map(csvField).join(",")}\r\n`;
}

export function csvHeaderLine(): string {
  return line([...CSV_HEADER]);
}

/** One CSV line per practitioner, in the header's order. */
export function csvLines(rows: AdminPractitionerRow[]): string {
  return rows
    .map((row) =>
      line([
        row.id,
        row.name,
        row.email,
        row.profession,
        row.get_member_detail.contact_number,
        row.get_member_detail.business_address_physical,
        row.get_member_detail.is_active,
        row.rating,
        row.review_count,
      ]),
    )
    .join("");
}

/** practitioners-active-2026-11-24.csv */
export function csvFileName(isActive: "0" | "1", today: string): string {
  return `practitioners-${isActive === "0" ? "deactivated" : "active"}-${today}.csv`;
}
