import { describe, expect, it } from "vitest";
import { saCellphone } from "./sa-cellphone";

describe("South African cellphone numbers for SMS", () => {
  it.each([
    ["0821234567", "+27821234567"],
    ["082 123 4567", "+27821234567"],
    ["082-123-4567", "+27821234567"],
    ["27821234567", "+27821234567"],
    ["+27821234567", "+27821234567"],
    ["+27 82 123 4567", "+27821234567"],
    ["+27 (0)82 123 4567", "+27821234567"],
    ["0027821234567", "+27821234567"],
    ["0601234567", "+27601234567"],
    ["0731234567", "+27731234567"],
    ["0841234567", "+27841234567"],
  ])("%s becomes %s", (typed, e164) => {
    expect(saCellphone(typed)).toBe(e164);
  });

  it.each([
    ["a Cape Town landline", "0211234567"],
    ["a Johannesburg landline", "+27111234567"],
    ["a toll-free number", "0801234567"],
    ["a share-call number", "0861234567"],
    ["a VoIP number", "0871234567"],
    ["a UK number", "+447700900123"],
    ["too short", "082123456"],
    ["too long", "08212345678"],
    ["no leading 0 or country code", "821234567"],
    ["letters", "082abc4567"],
    ["empty", ""],
  ])("refuses %s (%s)", (_what, typed) => {
    expect(saCellphone(typed)).toBeNull();
  });
});
