/**
 * One CSV cell: always quoted, quotes doubled, and a cell that starts like a formula (=, +, -, @,
 * tab, carriage return) prefixed with ' so a spreadsheet shows it as text (OWASP "CSV injection").
 */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}
