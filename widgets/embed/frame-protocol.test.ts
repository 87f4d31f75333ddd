import { describe, expect, it } from "vitest";
import { FRAME_PATH, frameUrl, fromFrame, isOrigin, readFrameParams, toFrame } from "./frame-protocol";

const SITE = "https://www.vulahealth.co.za";
const params = {
  practitionerId: "2",
  date: "2026-11-26",
  time: "09:30",
  host: "https://partner.example",
  theme: { accent: "#1d4ed8", theme: "dark" },
};

describe("the form frame's address", () => {
  it("carries the practitioner, the time, the partner's origin and theme, and reads back the same", () => {
    const url = new URL(frameUrl(SITE, params));
    expect(url.origin + url.pathname).toBe(`${SITE}${FRAME_PATH}`);
    expect(readFrameParams(url.search)).toEqual(params);
  });

  it("has no room for personal data: only these parameters, whatever the options held", () => {
    const url = new URL(
      frameUrl(SITE, {
        ...params,
        theme: { ...params.theme, firstName: "Naledi", email: "naledi@example.org" } as typeof params.theme,
      }),
    );
    expect([...url.searchParams.keys()].sort()).toEqual(
      ["accent", "date", "host", "practitioner", "theme", "time"].sort(),
    );
    expect(url.href).not.toMatch(/Naledi|example\.org/);
  });

  it.each([
    ["no practitioner", "?date=2026-11-26&time=09:30&host=https%3A%2F%2Fpartner.example"],
    ["a malformed id", "?practitioner=2x&date=2026-11-26&time=09:30&host=https%3A%2F%2Fpartner.example"],
    ["a malformed date", "?practitioner=2&date=26-11-2026&time=09:30&host=https%3A%2F%2Fpartner.example"],
    ["a malformed time", "?practitioner=2&date=2026-11-26&time=9&host=https%3A%2F%2Fpartner.example"],
    ["no host", "?practitioner=2&date=2026-11-26&time=09:30"],
    [
      "a host with a path",
      "?practitioner=2&date=2026-11-26&time=09:30&host=https%3A%2F%2Fpartner.example%2Fx",
    ],
    ["a host that is no URL", "?practitioner=2&date=2026-11-26&time=09:30&host=*"],
  ])("is refused with %s", (_what, search) => {
    expect(readFrameParams(search)).toBeNull();
  });

  it("isOrigin accepts exactly an origin", () => {
    expect(isOrigin("http://localhost:3001")).toBe(true);
    expect(isOrigin("https://partner.example/")).toBe(false);
    expect(isOrigin("null")).toBe(false);
  });
});

describe("messages", () => {
  it("from the frame: only the known shapes, bounded", () => {
    expect(fromFrame({ vula: "ready" })).toEqual({ vula: "ready" });
    expect(fromFrame({ vula: "height", height: 512.4 })).toEqual({ vula: "height", height: 513 });
    expect(fromFrame({ vula: "height", height: 1e9 })).toEqual({ vula: "height", height: 20_000 });
    expect(fromFrame({ vula: "height", height: -1 })).toBeNull();
    expect(fromFrame({ vula: "toast", text: "Saved", kind: "success" })).toEqual({
      vula: "toast",
      text: "Saved",
      kind: "success",
    });
    expect(fromFrame({ vula: "toast", text: "x", kind: "<b>" })).toBeNull();
    expect(
      fromFrame({
        vula: "booked",
        booking: { id: "b1", status: "pending", date: "2026-11-26 09:30", duration: 30, email: "a@b.c" },
      }),
    ).toEqual({
      vula: "booked",
      booking: { id: "b1", status: "pending", date: "2026-11-26 09:30", duration: 30 },
    });
    expect(fromFrame({ vula: "closed", reload: "yes" })).toEqual({ vula: "closed", reload: false });
    expect(fromFrame({ vula: "escape" })).toEqual({ vula: "escape" });
    expect(fromFrame({ vula: "done", extra: "ignored" })).toEqual({ vula: "done" });
    expect(fromFrame({ vula: "navigate", to: "javascript:alert(1)" })).toBeNull();
    expect(fromFrame("ready")).toBeNull();
    expect(fromFrame(null)).toBeNull();
  });

  it("to the frame: the prefill, strings only, nothing else", () => {
    expect(
      toFrame({ vula: "init", prefill: { first_name: "Naledi", email: 5, reason_for_appointment: "x" } }),
    ).toEqual({ vula: "init", prefill: { first_name: "Naledi" } });
    expect(toFrame({ vula: "init" })).toBeNull();
    expect(toFrame({ vula: "other", prefill: {} })).toBeNull();
  });
});
