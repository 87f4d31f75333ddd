import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "../lib/env";
import { REDACTED_EMAIL } from "../lib/redact";
import { refusingSes } from "../test/refusing-ses";
import { MailSendError, resetMailClientForTests, sendMail } from "./ses";

const PATIENT = "lerato.dlamini@example.com";
let ses: Awaited<ReturnType<typeof refusingSes>>;

beforeAll(async () => {
  ses = await refusingSes(`Email address is not verified. The following identities failed: ${PATIENT}`);
  Object.assign(process.env, {
    TABLE_NAME: "unit",
    SIGNING_SECRET: "unit-test-signing-secret-of-32-bytes!",
    SES_ENDPOINT: ses.endpoint,
    AWS_REGION: "af-south-1",
  });
  resetEnvForTests();
  resetMailClientForTests();
});
afterAll(async () => {
  resetMailClientForTests();
  await ses.close();
});

describe("sendMail", () => {
  it("throws SES's error without the addresses it names, and without SES's raw response", async () => {
    const error = await sendMail({
      to: [PATIENT],
      subject: "Booking request received",
      text: "Hello",
      html: "<p>Hello</p>",
    }).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(MailSendError);
    expect((error as Error).name).toBe("MessageRejected");
    expect((error as Error).message).toBe(
      `Email address is not verified. The following identities failed: ${REDACTED_EMAIL}`,
    );
    expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).not.toContain(PATIENT);
  });
});
