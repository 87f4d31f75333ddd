import { describe, expect, it } from "vitest";
import type { AdminPractitionerRow } from "../../core/schemas/practitioner-admin";
import { csvField, csvFileName, csvHeaderLine, csvLines } from "./csv";

const row: AdminPractitionerRow = {
  id: "7",
  name: 'Dr Thandi "TK" Khumalo, Jr',
  email: "thandi@example.co.za",
  profession: "Clinical Psychologist",
  rating: null,
  review_count: 0,
  get_member_detail: {
    image: "",
    is_active: 1,
    listed: true,
    contact_number: "+27 21 555 0100",
    business_address_physical: "12 Main Road\nSea Point",
  },
};

describe("csv", () => {
  it("quotes commas, quotes and line breaks", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField(null)).toBe("");
    expect(csvField(4)).toBe("4");
  });

  it("defuses spreadsheet formulas", () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField("+27 21 555")).toBe("'+27 21 555");
    expect(csvField("-1")).toBe("'-1");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
  });

  it("writes the header and one CRLF line per practitioner", () => {
    expect(csvHeaderLine()).toBe(
      "id,name,email,profession,contact_number,business_address_physical,is_active,rating,review_count\r\n",
    );
    expect(csvLines([row])).toBe(
      '7,"Dr Thandi ""TK"" Khumalo, Jr",thandi@example.co.za,Clinical Psychologist,\'+27 21 555 0100,"12 Main Road\nSea Point",1,,0\r\n',
    );
    expect(csvLines([])).toBe("");
  });

  it("names the file after the status and the day", () => {
    expect(csvFileName("1", "2026-11-24")).toBe("practitioners-active-2026-11-24.csv");
    expect(csvFileName("0", "2026-11-24")).toBe("practitioners-deactivated-2026-11-24.csv");
  });
});
