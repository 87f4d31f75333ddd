import { describe, expect, it } from "vitest";
import { REDACTED_EMAIL, redactEmails, redactedErrorText } from "./redact";

describe("redactEmails", () => {
  it("removes every address, whatever surrounds it", () => {
    const text =
      "Email address is not verified. The following identities failed the check in region AF-SOUTH-1: " +
      'lerato.dlamini+booking@Example.co.za, "Dr T" <t.mkhize@mkhize-psychology.example>; (pieter@localhost)';
    const redacted = redactEmails(text);
    expect(redacted).not.toMatch(/lerato|mkhize-psychology|pieter@/i);
    expect(redacted).toBe(
      "Email address is not verified. The following identities failed the check in region AF-SOUTH-1: " +
        `${REDACTED_EMAIL}, "Dr T" <${REDACTED_EMAIL}>; (${REDACTED_EMAIL})`,
    );
  });

  it("removes URL-encoded addresses too", () => {
    expect(redactEmails("to=lerato%40example.com&x=1")).toBe(`to=${REDACTED_EMAIL}&x=1`);
  });

  it("leaves text without addresses alone (package paths and ARNs included)", () => {
    const text =
      "ThrottlingException at node_modules/@aws-sdk/client-sesv2 for arn:aws:ses:af-south-1:1:identity/vulahealth.co.za";
    expect(redactEmails(text)).toBe(text);
  });

  it("formats an error as name: message, redacted", () => {
    const error = new Error("Address blacklisted: someone@example.com");
    error.name = "MessageRejected";
    expect(redactedErrorText(error)).toBe(`MessageRejected: Address blacklisted: ${REDACTED_EMAIL}`);
    expect(redactedErrorText("bounced for a@b.co")).toBe(`bounced for ${REDACTED_EMAIL}`);
  });
});
