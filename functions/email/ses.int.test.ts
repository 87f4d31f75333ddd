import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { appointmentCalendar } from "../../core/ics";
import { sastToMs } from "../../core/sast-time";
import { testPorts } from "../../infra/local/test-ports";
import type { StoredEmail } from "../test/booking-fixtures";
import { resetMailClientForTests, sendMail } from "./ses";

async function stored(messageId: string): Promise<StoredEmail | undefined> {
  // Other suites send mail to the same SES local at the same time: find ours by id, never clear the store.
  const response = await fetch(`http://127.0.0.1:${testPorts.ses}/store`);
  expect(response.status).toBe(200);
  const { emails } = (await response.json()) as { emails: StoredEmail[] };
  return emails.find((email) => email.messageId === messageId);
}

describe("sendMail (SES local)", () => {
  afterAll(resetMailClientForTests);

  it("delivers a raw MIME mail with its .ics attachment", async () => {
    const start = sastToMs("2026-11-23", "09:00");
    const ics = appointmentCalendar({
      uid: "int-test@vulahealth.co.za",
      startMs: start,
      endMs: start + 3_600_000,
      summary: "Appointment with Thabo Mokoena",
      location: "12 Main Road, Sea Point",
      description: "Thabo Mokoena – Sea Point",
      status: "TENTATIVE",
      method: "PUBLISH",
      sequence: 0,
      organizer: { name: "Vula Health", email: "hello@vulahealth.co.za" },
      nowMs: Date.now(),
    });
    const subject = `Booking request – Dr Ndlovu ${randomUUID()}`;

    const messageId = await sendMail({
      to: ["thabo.int@example.com"],
      replyTo: "hello@vulahealth.co.za",
      subject,
      text: "Your request is pending.",
      html: "<p>Your request is <strong>pending</strong>.</p>",
      attachments: [
        {
          filename: "appointment.ics",
          contentType: "text/calendar; charset=utf-8; method=PUBLISH",
          content: Buffer.from(ics).toString("base64"),
        },
      ],
    });
    expect(messageId).toBeTruthy();

    const email = await stored(messageId);
    expect(email).toBeDefined();
    expect(email?.subject).toBe(subject);
    expect(email?.from).toContain("bookings@vulahealth.co.za");
    expect(email?.destination.to.join(",")).toContain("thabo.int@example.com");
    expect(email?.body.text).toContain("Your request is pending.");
    expect(email?.body.html).toContain("<strong>pending</strong>");
    expect(email?.attachments).toHaveLength(1);
    const [attachment] = email?.attachments ?? [];
    expect(attachment?.filename).toBe("appointment.ics");
    expect(attachment?.contentType).toBe("text/calendar");
    expect(Buffer.from(attachment?.content ?? "", "base64").toString("utf8")).toBe(ics);
  });
});
