import { describe, expect, it } from "vitest";
import type { Mail } from "../email/mime";
import { bookingMailFacts as facts } from "../test/mail-facts";
import {
  type BookingMailFacts,
  calendarUid,
  patientCancelled,
  patientConfirmed,
  patientDeclined,
  patientRequestReceived,
  patientWithdrawn,
  practitionerCancelled,
  practitionerNewRequest,
} from "./mails";

const virtual = (): BookingMailFacts =>
  facts({ type: "virtual", videoUrl: "https://meet.example.com/ndlovu-123", bookingWith: "Cash/Card" });

/** The .ics of a mail, decoded and unfolded. */
function calendar(mail: Mail): string {
  expect(mail.attachments).toHaveLength(1);
  const [attachment] = mail.attachments ?? [];
  expect(attachment?.filename).toBe("appointment.ics");
  return Buffer.from(attachment?.content ?? "", "base64")
    .toString("utf8")
    .replace(/\r\n /g, "");
}

const all = {
  patientRequestReceived,
  practitionerNewRequest,
  patientConfirmed,
  patientDeclined,
  patientWithdrawn,
  patientCancelled,
  practitionerCancelled,
};

describe("patientRequestReceived", () => {
  const mail = patientRequestReceived(facts());

  it("goes to the patient with the practitioner and SAST date in the subject", () => {
    expect(mail.to).toEqual(["thabo@example.com"]);
    expect(mail.replyTo).toBe("hello@vulahealth.co.za");
    expect(mail.subject).toBe(
      "Booking request received: Dr Nomvula Ndlovu on Monday 23 November 2026 at 09:00",
    );
  });

  it("says it is pending, when (SAST), with whom, where, how paid, and how to view or cancel", () => {
    expect(mail.text).toContain("pending the practitioner's confirmation");
    expect(mail.html).toContain("pending the practitioner&#39;s confirmation");
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain("you will get another email");
      expect(body).toContain("Monday 23 November 2026, 09:00–10:00 (SAST)");
      expect(body).toContain("Dr Nomvula Ndlovu, Psychologist");
      expect(body).toContain("12 Main Road, Sea Point, Cape Town");
      expect(body).toContain("Medical aid: Discovery Health Medical Scheme");
      expect(body).toContain(
        "https://vulahealth.co.za/page/booking/manage?token=tok_abcdefghijklmnopqrstuvwxyz",
      );
      expect(body).toContain("Vula Health");
    }
    expect(mail.text).toContain(
      "View or cancel your booking: https://vulahealth.co.za/page/booking/manage?token=",
    );
  });

  it("points to the SADAG crisis line from the site config", () => {
    expect(mail.text).toContain(
      "If you are in crisis, do not wait for your appointment: call SADAG on 0800 567 567 (24 hours).",
    );
    expect(mail.html).toContain('<a href="tel:0800567567"');
  });

  it("attaches a tentative PUBLISH event in UTC with the booking's UID and sequence 0", () => {
    const ics = calendar(mail);
    expect(mail.attachments?.[0]?.contentType).toBe("text/calendar; charset=utf-8; method=PUBLISH");
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(ics).toContain("\r\nMETHOD:PUBLISH\r\n");
    expect(ics).toContain("\r\nSTATUS:TENTATIVE\r\n");
    expect(ics).toContain("\r\nUID:bk_01@vulahealth.co.za\r\n");
    expect(ics).toContain("\r\nSEQUENCE:0\r\n");
    expect(ics).toContain("\r\nDTSTART:20261123T070000Z\r\n");
    expect(ics).toContain("\r\nDTEND:20261123T080000Z\r\n");
    expect(ics).toContain("\r\nLOCATION:12 Main Road\\, Sea Point\\, Cape Town\r\n");
    expect(calendarUid("bk_01")).toBe("bk_01@vulahealth.co.za");
  });

  it("shows a virtual appointment with its video link instead of an address", () => {
    const online = patientRequestReceived(virtual());
    expect(online.text).toContain("Where: Virtual appointment: https://meet.example.com/ndlovu-123");
    expect(online.text).not.toContain("12 Main Road");
    expect(online.text).toContain("Payment: Cash/Card");
    expect(online.html).toContain('<a href="https://meet.example.com/ndlovu-123"');
    expect(calendar(online)).toContain("\r\nLOCATION:https://meet.example.com/ndlovu-123\r\n");
  });

  it("writes the end of a 20-minute slot", () => {
    expect(patientRequestReceived(facts({ time: "14:40", duration: 20 })).text).toContain(
      "Monday 23 November 2026, 14:40–15:00 (SAST)",
    );
  });
});

describe("practitionerNewRequest", () => {
  const mail = practitionerNewRequest(facts());

  it("goes to the practitioner, replies reach the patient, and nothing is attached", () => {
    expect(mail.to).toEqual(["nomvula@ndlovu-psychology.example"]);
    expect(mail.replyTo).toBe("thabo@example.com");
    expect(mail.subject).toBe("New booking request: Thabo Mokoena on Monday 23 November 2026 at 09:00");
    expect(mail.attachments).toBeUndefined();
  });

  it("greets the practitioner by first name, without the title and surname", () => {
    expect(mail.text).toMatch(/^Hi Nomvula,$/m);
    expect(mail.text).not.toContain("Hi Dr");
  });

  it("lists the patient's name and contacts, the time, type and payment, and the dashboard link", () => {
    expect(mail.text).toContain("Patient: Thabo Mokoena");
    expect(mail.text).toContain("Email: thabo@example.com");
    expect(mail.text).toContain("Cellphone: 0821234567");
    expect(mail.text).toContain("When: Monday 23 November 2026, 09:00–10:00 (SAST)");
    expect(mail.text).toContain("Type: In person");
    expect(mail.text).toContain("Payment: Medical aid: Discovery Health Medical Scheme");
    expect(mail.text).toContain(
      "Confirm or decline in your dashboard: https://vulahealth.co.za/page/dashboard/bookings",
    );
    expect(mail.html).toContain('href="https://vulahealth.co.za/page/dashboard/bookings"');
    expect(mail.html).toContain('href="mailto:thabo@example.com"');
  });

  it("leaves out a cellphone and last name the patient did not give", () => {
    const minimal = practitionerNewRequest(
      facts({ patient: { firstName: "Thabo", email: "t@example.com" } }),
    );
    expect(minimal.text).not.toContain("Cellphone");
    expect(minimal.subject).toBe("New booking request: Thabo on Monday 23 November 2026 at 09:00");
    expect(practitionerNewRequest(virtual()).text).toContain("Type: Virtual");
  });
});

describe("patientConfirmed", () => {
  it("updates the event to CONFIRMED with sequence 1", () => {
    const mail = patientConfirmed(facts());
    expect(mail.to).toEqual(["thabo@example.com"]);
    expect(mail.subject).toBe("Booking confirmed: Dr Nomvula Ndlovu on Monday 23 November 2026 at 09:00");
    expect(mail.text).toContain("Monday 23 November 2026, 09:00–10:00 (SAST)");
    const ics = calendar(mail);
    expect(ics).toContain("\r\nMETHOD:PUBLISH\r\n");
    expect(ics).toContain("\r\nSTATUS:CONFIRMED\r\n");
    expect(ics).toContain("\r\nSEQUENCE:1\r\n");
    expect(ics).toContain("\r\nUID:bk_01@vulahealth.co.za\r\n");
  });
});

describe("cancellation and decline", () => {
  it("tells the patient and cancels the calendar event (CANCEL, CANCELLED, same UID, sequence 1)", () => {
    const mail = patientCancelled(facts());
    expect(mail.to).toEqual(["thabo@example.com"]);
    expect(mail.subject).toBe("Booking cancelled: Dr Nomvula Ndlovu on Monday 23 November 2026 at 09:00");
    expect(mail.text).toContain("Monday 23 November 2026, 09:00–10:00 (SAST) has been cancelled");
    expect(mail.attachments?.[0]?.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    const ics = calendar(mail);
    expect(ics).toContain("\r\nMETHOD:CANCEL\r\n");
    expect(ics).toContain("\r\nSTATUS:CANCELLED\r\n");
    expect(ics).toContain("\r\nUID:bk_01@vulahealth.co.za\r\n");
    expect(ics).toContain("\r\nSEQUENCE:1\r\n");
    expect(mail.text).toContain("do not wait for a new appointment: call SADAG on 0800 567 567 (24 hours).");
  });

  it("tells the practitioner, with no attachment", () => {
    const mail = practitionerCancelled(facts());
    expect(mail.to).toEqual(["nomvula@ndlovu-psychology.example"]);
    expect(mail.subject).toBe("Booking cancelled: Thabo Mokoena on Monday 23 November 2026 at 09:00");
    expect(mail.text).toContain("Monday 23 November 2026, 09:00–10:00 (SAST)");
    expect(mail.text).toContain("https://vulahealth.co.za/page/dashboard/bookings");
    expect(mail.attachments).toBeUndefined();
  });

  it("declines: removes the tentative event and offers another time", () => {
    const mail = patientDeclined(facts());
    expect(mail.to).toEqual(["thabo@example.com"]);
    expect(mail.subject).toBe(
      "Booking request declined: Dr Nomvula Ndlovu on Monday 23 November 2026 at 09:00",
    );
    expect(mail.text).toContain("Find another time: https://vulahealth.co.za/page/search");
    const ics = calendar(mail);
    expect(ics).toContain("\r\nMETHOD:CANCEL\r\n");
    expect(ics).toContain("\r\nSTATUS:CANCELLED\r\n");
  });

  it("calls off a confirmed appointment in those words, with the same cancelling calendar file", () => {
    const mail = patientWithdrawn(facts());
    expect(mail.subject).toBe("Appointment cancelled: Dr Nomvula Ndlovu on Monday 23 November 2026 at 09:00");
    expect(mail.text).toContain("Your appointment was cancelled");
    expect(mail.text).toContain("can no longer see you on");
    expect(mail.text).not.toContain("request");
    expect(calendar(mail)).toContain("\r\nMETHOD:CANCEL\r\n");
  });
});

describe("the cancellation policy and the cancel reason", () => {
  const policy = "You can cancel or reschedule online up to 48 hours before your appointment.";

  it("states the policy in the patient's request and confirmation mails, text and HTML", () => {
    for (const build of [patientRequestReceived, patientConfirmed]) {
      const mail = build(facts({ policy }));
      expect(mail.text).toContain(policy);
      expect(mail.html).toContain(policy);
    }
    expect(practitionerNewRequest(facts({ policy })).text).not.toContain(policy);
  });

  it("tells the practitioner the category the patient chose, and the patient nothing of it", () => {
    const withReason = facts({ cancelReason: "feeling_better" });
    expect(practitionerCancelled(withReason).text).toContain("Reason for cancelling: Feeling better");
    expect(practitionerCancelled(withReason).html).toContain("Feeling better");
    expect(patientCancelled(withReason).text).not.toContain("Feeling better");
    expect(practitionerCancelled(facts()).text).not.toContain("Reason for cancelling");
  });
});

describe("every mail", () => {
  const hostile = facts({
    patient: {
      firstName: "<script>alert(1)</script>",
      lastName: `O'Brien & "Sons"`,
      email: "thabo@example.com",
    },
    practitioner: {
      name: "<img src=x onerror=alert(1)>",
      firstName: "<img src=x onerror=alert(1)>",
      email: "nomvula@ndlovu-psychology.example",
      profession: "<b>Psychologist</b>",
      address: "<iframe>",
    },
    medicalAidName: "<svg onload=alert(1)>",
    policy: "<script>alert(2)</script>",
    type: "virtual",
    videoUrl: "javascript:alert(1)",
  });

  for (const [name, build] of Object.entries(all)) {
    it(`${name}: escapes every value in the HTML and never links a non-web URL`, () => {
      const { html } = build(hostile);
      expect(html).not.toMatch(/<script|<img|<iframe|<svg|<b>/);
      expect(html).not.toContain('href="javascript:');
      expect(html).toContain("&lt;");
    });

    it(`${name}: has a text and an html version, both with the SAST time`, () => {
      const mail = build(facts());
      expect(mail.text).toContain("09:00–10:00 (SAST)");
      expect(mail.html).toContain("09:00–10:00 (SAST)");
      expect(mail.html).toMatch(/^<!doctype html>/);
      expect(mail.html).toContain('name="viewport"');
    });
  }

  it("keeps a line break in a name out of the subject", () => {
    const mail = patientRequestReceived(
      facts({ practitioner: { ...facts().practitioner, name: "Dr A\r\nBcc: x" } }),
    );
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it("shows the patient's first name in the greeting, escaped in HTML", () => {
    expect(patientRequestReceived(hostile).html).toContain("Hi &lt;script&gt;alert(1)&lt;/script&gt;,");
    expect(practitionerNewRequest(hostile).html).toContain("O&#39;Brien &amp; &quot;Sons&quot;");
  });
});
