/**
 * POST /api/dashboard/bookings/decline with the practitioner's note (issue 25): "Cancel" on a
 * confirmed booking, the note in the patient's mail only (escaped in its HTML, never stored on the
 * booking or logged); a note that is too long or not text is refused and nothing changes.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { CANCEL_NOTE_MAX } from "../../core/schemas/dashboard";
import { keys } from "../data/keys";
import { apiEvent, invoke } from "../test/api-event";
import { bearer, createAccount, practitionerSession, sessionOf } from "../test/auth-fixtures";
import {
  clockAtTestNowInEachTest,
  ipSequence,
  partition,
  putSchemes,
  queuedMailsTo,
} from "../test/booking-fixtures";
import { book } from "../test/manage-fixtures";
import { handler } from "./handler";

const NOTE = "I am ill <b>today</b> & closed. Please book with Dr Botha.";
const nextIp = ipSequence("10.126");

function act(action: "confirm" | "decline", headers: Record<string, string>, body: object) {
  return invoke(handler, apiEvent("POST", `/api/dashboard/bookings/${action}`, { headers, body }));
}

/** A booking of a new practitioner, confirmed; `ref` names it as the actions do. */
async function confirmedBooking() {
  const session = await practitionerSession();
  const { body, booking } = await book(session.practitioner, {}, nextIp());
  const ref = { id: booking.id, date: booking.date };
  expect((await act("confirm", session.headers, ref)).status).toBe(200);
  return { ...session, patientEmail: body.email as string, ref };
}

async function mailOfKind(email: string, kind: string) {
  return (await queuedMailsTo([email])).find((mail) => mail.kind === kind);
}

clockAtTestNowInEachTest();
beforeAll(putSchemes);

describe("cancelling a confirmed booking with a note to the patient", () => {
  it("mails the note (escaped in HTML) and keeps it nowhere else", async () => {
    const logged = [vi.spyOn(console, "log"), vi.spyOn(console, "warn"), vi.spyOn(console, "error")];
    const { practitioner, headers, patientEmail, ref } = await confirmedBooking();
    const answer = await act("decline", headers, { ...ref, reason: `  ${NOTE}  ` });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe("Appointment cancelled. We have emailed the patient.");
    expect(answer.body.data).toMatchObject({ status: "declined", cancelled_by: "practitioner" });
    expect(JSON.stringify(answer.body)).not.toContain("ill");

    const mail = await mailOfKind(patientEmail, "booking-withdrawn-patient");
    expect(mail?.mail.text).toContain(`Message from ${practitioner.name}: ${NOTE}`);
    expect(mail?.mail.html).toContain("I am ill &lt;b&gt;today&lt;/b&gt; &amp; closed.");
    expect(mail?.mail.html).not.toContain("<b>today");
    expect(mail?.mail.subject).not.toContain("ill");

    const stored = await partition(keys.practitioner(practitioner.id).PK);
    const booking = stored.find((item) => item.entity === "booking");
    expect(booking?.status).toBe("declined");
    expect(JSON.stringify(stored)).not.toContain("I am ill");
    for (const spy of logged) {
      expect(JSON.stringify(spy.mock.calls)).not.toContain("I am ill");
      spy.mockRestore();
    }
  });

  it("says nothing extra without a note, or with one of only spaces; a declined request may carry one", async () => {
    const { headers, patientEmail, ref } = await confirmedBooking();
    expect((await act("decline", headers, { ...ref, reason: "   " })).status).toBe(200);
    expect((await mailOfKind(patientEmail, "booking-withdrawn-patient"))?.mail.text).not.toContain(
      "Message from",
    );

    const other = await practitionerSession();
    const request = await book(other.practitioner, {}, nextIp());
    const ref2 = { id: request.booking.id, date: request.booking.date };
    expect((await act("decline", other.headers, { ...ref2, reason: "Fully booked that day." })).status).toBe(
      200,
    );
    const declined = await mailOfKind(request.body.email, "booking-declined-patient");
    expect(declined?.mail.text).toContain(`Message from ${other.practitioner.name}: Fully booked that day.`);
  });

  it("refuses a note that is too long or not text with a readable 400, and changes nothing", async () => {
    const { headers, patientEmail, ref } = await confirmedBooking();
    const tooLong = await act("decline", headers, { ...ref, reason: "x".repeat(CANCEL_NOTE_MAX + 1) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields.reason).toBe(`must be at most ${CANCEL_NOTE_MAX}`);
    const notText = await act("decline", headers, { ...ref, reason: 42 });
    expect(notText.status).toBe(400);
    expect(notText.body.fields.reason).toBe("must be a string");
    expect(await mailOfKind(patientEmail, "booking-withdrawn-patient")).toBeUndefined();
    const still = await invoke(handler, apiEvent("GET", "/api/dashboard/bookings", { headers }));
    expect(still.body.data[0].status).toBe("confirmed");
  });

  it("refuses missing and wrong credentials (401), an admin (403) and another practitioner (404)", async () => {
    const { headers, patientEmail, ref } = await confirmedBooking();
    const body = { ...ref, reason: NOTE };
    expect((await act("decline", {}, body)).status).toBe(401);
    expect((await act("decline", bearer("not-a-token"), body)).status).toBe(401);
    expect((await act("decline", await sessionOf(await createAccount("admin")), body)).status).toBe(403);
    expect((await act("decline", (await practitionerSession()).headers, body)).status).toBe(404);
    expect(await mailOfKind(patientEmail, "booking-withdrawn-patient")).toBeUndefined();
    const still = await invoke(handler, apiEvent("GET", "/api/dashboard/bookings", { headers }));
    expect(still.body.data[0].status).toBe("confirmed");
  });
});
