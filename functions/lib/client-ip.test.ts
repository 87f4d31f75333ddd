import { afterEach, describe, expect, it } from "vitest";
import { apiEvent } from "../test/api-event";
import { clientIp, limitKey } from "./client-ip";

afterEach(() => {
  delete process.env.CLIENT_IP_HEADER;
});

describe("clientIp", () => {
  it("uses the socket address when no trusted header is configured, whatever the request says", () => {
    const event = apiEvent("GET", "/api/x", {
      sourceIp: "198.51.100.7",
      headers: { "cloudfront-viewer-address": "203.0.113.1:443", "x-forwarded-for": "203.0.113.2" },
    });
    expect(clientIp(event)).toBe("198.51.100.7");
  });

  it("reads CloudFront's viewer address (without the port) when configured", () => {
    process.env.CLIENT_IP_HEADER = "CloudFront-Viewer-Address";
    const from = (value: string) =>
      clientIp(
        apiEvent("GET", "/api/x", { sourceIp: "10.0.0.1", headers: { "cloudfront-viewer-address": value } }),
      );
    expect(from("203.0.113.9:46532")).toBe("203.0.113.9");
    expect(from("2001:db8:1:2:3:4:5:6:443")).toBe("2001:db8:1:2::/64");
    expect(from("[2001:db8:1:2::9]:443")).toBe("2001:db8:1:2::/64");
  });

  it("falls back to the socket address when the configured header is absent", () => {
    process.env.CLIENT_IP_HEADER = "cloudfront-viewer-address";
    expect(clientIp(apiEvent("GET", "/api/x", { sourceIp: "198.51.100.8" }))).toBe("198.51.100.8");
  });
});

describe("limitKey", () => {
  it("keeps IPv4 as is and groups IPv6 by its /64", () => {
    expect(limitKey("192.0.2.1")).toBe("192.0.2.1");
    expect(limitKey("2001:db8:aa:bb::1")).toBe("2001:db8:aa:bb::/64");
    expect(limitKey("2001:0db8:00aa:00bb:1:2:3:4")).toBe("2001:db8:aa:bb::/64");
    expect(limitKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(limitKey("::1")).toBe("0:0:0:0::/64");
  });
});
