import { describe, expect, it } from "vitest";
import { bulkSmsRequest, deduplicationId } from "./bulksms";

const config = { apiUrl: "https://api.bulksms.com/v1", tokenId: "token-id", senderId: "VulaHealth" };
const sms = { to: "+27821234567", text: "Reminder: your appointment is tomorrow at 10:00." };

describe("the request sent to BulkSMS", () => {
  it("posts the text as the provider's JSON body with Basic auth of the token id and secret", () => {
    const request = bulkSmsRequest(sms, config, "token-secret", "item-1");
    const url = new URL(request.url);
    expect(`${url.origin}${url.pathname}`).toBe("https://api.bulksms.com/v1/messages");
    expect(url.searchParams.get("deduplication-id")).toBe(String(deduplicationId("item-1")));
    expect(url.searchParams.get("auto-unicode")).toBe("true");
    expect(request.method).toBe("POST");
    expect(request.headers.Authorization).toBe(
      `Basic ${Buffer.from("token-id:token-secret").toString("base64")}`,
    );
    expect(request.headers["Content-Type"]).toBe("application/json");
    expect(JSON.parse(request.body)).toEqual({ to: sms.to, body: sms.text, from: "VulaHealth" });
  });

  it("leaves `from` out without a sender id (the account's default is used)", () => {
    const request = bulkSmsRequest(sms, { ...config, senderId: undefined }, "token-secret", "item-1");
    expect(JSON.parse(request.body)).toEqual({ to: sms.to, body: sms.text });
  });

  it("keeps one deduplication id per outbox item (a retry is not sent twice), a 32-bit one", () => {
    expect(deduplicationId("item-1")).toBe(deduplicationId("item-1"));
    expect(deduplicationId("item-1")).not.toBe(deduplicationId("item-2"));
    for (const id of ["a", "item-1", crypto.randomUUID()]) {
      expect(Number.isInteger(deduplicationId(id))).toBe(true);
      expect(deduplicationId(id)).toBeGreaterThanOrEqual(0);
      expect(deduplicationId(id)).toBeLessThanOrEqual(2 ** 31 - 1);
    }
  });
});
