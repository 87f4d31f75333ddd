import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { encodeWords, type Mail, type RawMessageOptions, rawMessage, rfc5322Date } from "./mime";

const ics = "BEGIN:VCALENDAR\r\nMETHOD:PUBLISH\r\nSUMMARY:Thabo Mokoena – Sea Point\r\nEND:VCALENDAR\r\n";

function mail(overrides: Partial<Mail> = {}): Mail {
  return {
    to: ["thabo@example.com"],
    replyTo: "hello@vulahealth.co.za",
    subject: "Booking request – Dr Ndlovu",
    text: "Hi Thabo,\nYour request is pending.\n",
    html: "<p>Hi Thabo,</p><p>Your request is <strong>pending</strong>.</p>",
    attachments: [
      {
        filename: "appointment.ics",
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        content: Buffer.from(ics).toString("base64"),
      },
    ],
    ...overrides,
  };
}

const options: RawMessageOptions = {
  from: "Vula Health <bookings@vulahealth.co.za>",
  messageIdDomain: "vulahealth.co.za",
  date: new Date(Date.UTC(2026, 10, 20, 7, 5, 9)),
  boundarySeed: "seed1",
};

describe("rawMessage", () => {
  it("parses back to the same subject (non-ASCII as an encoded-word), addresses, text and html", async () => {
    const raw = rawMessage(mail(), options);
    expect(raw).toMatch(/^Subject: =\?UTF-8\?B\?/m);
    const parsed = await simpleParser(raw);
    expect(parsed.subject).toBe("Booking request – Dr Ndlovu");
    expect(parsed.from?.value).toEqual([{ address: "bookings@vulahealth.co.za", name: "Vula Health" }]);
    expect(parsed.to).toMatchObject({ value: [{ address: "thabo@example.com" }] });
    expect(parsed.replyTo?.value[0]?.address).toBe("hello@vulahealth.co.za");
    expect(parsed.text?.replace(/\r\n/g, "\n").trim()).toBe("Hi Thabo,\nYour request is pending.");
    expect(parsed.html).toBe("<p>Hi Thabo,</p><p>Your request is <strong>pending</strong>.</p>");
    expect(parsed.date?.toISOString()).toBe("2026-11-20T07:05:09.000Z");
    expect(parsed.messageId).toMatch(/^<seed1\.\d+@vulahealth\.co\.za>$/);
  });

  it("carries the attachment with its filename, content type (method kept) and exact bytes", async () => {
    const parsed = await simpleParser(rawMessage(mail(), options));
    expect(parsed.attachments).toHaveLength(1);
    const [attachment] = parsed.attachments;
    expect(attachment?.filename).toBe("appointment.ics");
    expect(attachment?.contentType).toBe("text/calendar");
    expect(attachment?.contentDisposition).toBe("attachment");
    expect(attachment?.content.toString("utf8")).toBe(ics);
    expect(rawMessage(mail(), options)).toContain(
      "Content-Type: text/calendar; charset=utf-8; method=PUBLISH",
    );
  });

  it("is CRLF throughout, with headers and base64 lines well within limits", () => {
    const raw = rawMessage(mail({ text: "x".repeat(5000) }), options);
    expect(raw.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of raw.split("\r\n")) expect(line.length).toBeLessThanOrEqual(78);
    expect(raw).toContain("MIME-Version: 1.0\r\n");
    expect(raw).toContain("Date: Fri, 20 Nov 2026 07:05:09 +0000\r\n");
    expect(raw).toContain('Content-Type: multipart/mixed; boundary="=_mixed_seed1"');
    expect(raw).toContain('Content-Type: multipart/alternative; boundary="=_alt_seed1"');
  });

  it("sends just multipart/alternative when nothing is attached", async () => {
    const raw = rawMessage(mail({ attachments: [] }), options);
    expect(raw).not.toContain("multipart/mixed");
    const parsed = await simpleParser(raw);
    expect(parsed.attachments).toEqual([]);
    expect(parsed.html).toContain("<strong>pending</strong>");
  });

  it("leaves an ASCII subject readable and encodes a long non-ASCII one in several words", async () => {
    expect(rawMessage(mail({ subject: "Booking confirmed" }), options)).toContain(
      "Subject: Booking confirmed\r\n",
    );
    const long =
      "Booking request received: Dr Nomvula Ndlovu – Sea Point on Monday 23 November 2026 at 09:00";
    const raw = rawMessage(mail({ subject: long }), options);
    expect((await simpleParser(raw)).subject).toBe(long);
    expect(encodeWords(long).split("\r\n ").length).toBeGreaterThan(1);
    for (const word of encodeWords(long).split("\r\n ")) expect(word.length).toBeLessThanOrEqual(75);
  });

  it("encodes a non-ASCII display name and several recipients", async () => {
    const raw = rawMessage(
      mail({ to: ["Sipho Ndlovu-Müller <sipho@example.com>", "b@example.com"] }),
      options,
    );
    const parsed = await simpleParser(raw);
    expect(parsed.to).toMatchObject({
      value: [{ address: "sipho@example.com", name: "Sipho Ndlovu-Müller" }, { address: "b@example.com" }],
    });
  });

  it("refuses header injection through a subject, recipient, reply-to or sender", () => {
    const inject = "x\r\nBcc: victim@example.com";
    expect(() => rawMessage(mail({ subject: `Hi${inject}` }), options)).toThrow(/header injection/);
    expect(() => rawMessage(mail({ subject: "Hi\nthere" }), options)).toThrow(/header injection/);
    expect(() => rawMessage(mail({ to: [`a@example.com${inject}`] }), options)).toThrow(/header injection/);
    expect(() => rawMessage(mail({ replyTo: `a@example.com\r${inject}` }), options)).toThrow(
      /header injection/,
    );
    expect(() => rawMessage(mail(), { ...options, from: `a@example.com${inject}` })).toThrow(
      /header injection/,
    );
    expect(() =>
      rawMessage(
        mail({ attachments: [{ filename: `a${inject}`, contentType: "text/plain", content: "" }] }),
        options,
      ),
    ).toThrow(/header injection/);
  });

  it("refuses a message with no recipient or a recipient that is not an address", () => {
    expect(() => rawMessage(mail({ to: [] }), options)).toThrow(/recipient/);
    expect(() => rawMessage(mail({ to: ["not an address"] }), options)).toThrow(/not an address/);
  });

  it("gives each message its own boundaries and Message-ID when no seed is given", () => {
    const { boundarySeed: _, ...unseeded } = options;
    const a = rawMessage(mail(), unseeded);
    const b = rawMessage(mail(), unseeded);
    const id = (raw: string) => /^Message-ID: (.*)$/m.exec(raw)?.[1];
    expect(id(a)).not.toBe(id(b));
  });
});

describe("rfc5322Date", () => {
  it("writes UTC with a numeric zone", () => {
    expect(rfc5322Date(new Date(Date.UTC(2026, 0, 5, 23, 0, 0)))).toBe("Mon, 05 Jan 2026 23:00:00 +0000");
  });
});
