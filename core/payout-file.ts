/**
 * The affiliate payout run's bank file (issue 29 item 6): FNB Online Banking's CSV payment import
 * (docs/decisions.md "Catalogue, payouts and bootstrap (issue 29)"). One header row, one payment per
 * row: recipient name, account number, branch code (six digits, leading zeros kept), amount in rand
 * with two decimals and no separators, our own statement reference and the recipient's (each at most
 * 20 characters). Text keeps letters, digits, spaces and . - / only: the import refuses commas and
 * quotes, and a cell that starts like a formula cannot reach a spreadsheet. Pure: the handler
 * (functions/affiliate/payout.ts) decrypts the details and records who saw them.
 */

/** The bank's universal branch code, by the names affiliates write their bank as (lower case). */
const UNIVERSAL_BRANCH: readonly (readonly [RegExp, string])[] = [
  [/\babsa\b/, "632005"],
  [/\bcapitec\b/, "470010"],
  [/\b(fnb|first national)\b/, "250655"],
  [/\bnedbank\b/, "198765"],
  [/\bstandard bank\b/, "051001"],
  [/\binvestec\b/, "580105"],
  [/\bafrican bank\b/, "430000"],
  [/\btyme ?bank\b/, "678910"],
  [/\bdiscovery bank\b/, "679000"],
  [/\bbidvest bank\b/, "462005"],
];

export interface BankAccount {
  accountNumber: string;
  branchCode: string;
}

/**
 * The account number and branch code in an affiliate's free-text bank details ("Capitec savings
 * 1234567890, branch 470010"), or undefined when they cannot be told apart for certain: a wrong
 * guess would pay a stranger, so such an affiliate is paid by hand after a single reveal.
 */
export function bankAccountOf(details: string): BankAccount | undefined {
  const text = details.toLowerCase();
  const numbers = [...text.matchAll(/\d[\d -]*\d|\d/g)].map((match) => ({
    digits: match[0].replace(/[ -]/g, ""),
    afterBranch: /branch( code)?\s*:?\s*$/.test(text.slice(0, match.index)),
  }));
  const named = numbers.find((n) => n.afterBranch && n.digits.length === 6)?.digits;
  const universal = UNIVERSAL_BRANCH.find(([name]) => name.test(text))?.[1];
  const known = numbers.find((n) => n.digits.length === 6 && n.digits === universal)?.digits;
  const branchCode = named ?? known ?? universal;
  if (!branchCode) return undefined;
  const accounts = numbers.filter(
    (n) => n.digits !== branchCode && !n.afterBranch && n.digits.length >= 7 && n.digits.length <= 13,
  );
  const [only] = accounts;
  return accounts.length === 1 && only ? { accountNumber: only.digits, branchCode } : undefined;
}

export interface PayoutPayment extends BankAccount {
  recipientName: string;
  amountCents: number;
}

/** The import's header row. */
export const PAYOUT_FILE_HEADER = [
  "Recipient Name",
  "Recipient Account",
  "Recipient Branch",
  "Amount",
  "Own Reference",
  "Recipient Reference",
] as const;

const REFERENCE_LENGTH = 20;
const NAME_LENGTH = 30;

/** Letters, digits, spaces and . - / only, trimmed to `length`, never starting with - (a formula). */
export function bankText(value: string, length: number): string {
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9 ./-]+/g, " ")
    .replace(/\s+/g, " ")
    .replace(/^[\s-]+/, "")
    .slice(0, length)
    .trim();
}

/** "R1 234.50" as the import takes it: "1234.50". */
export const randAmount = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

/** The statement references of a month's payout: ours names the run, theirs says what it is for. */
export function payoutReferences(month: string): { own: string; recipient: string } {
  return {
    own: bankText(`VULA AFF ${month}`, REFERENCE_LENGTH),
    recipient: bankText(`VULA HEALTH ${month}`, REFERENCE_LENGTH),
  };
}

/** The file, CRLF line ends (as the bank's own template saves them). */
export function payoutFileCsv(payments: readonly PayoutPayment[], month: string): string {
  const { own, recipient } = payoutReferences(month);
  const rows = payments.map((p) => [
    bankText(p.recipientName, NAME_LENGTH),
    p.accountNumber,
    p.branchCode,
    randAmount(p.amountCents),
    own,
    recipient,
  ]);
  return `${[PAYOUT_FILE_HEADER, ...rows].map((row) => row.join(",")).join("\r\n")}\r\n`;
}
