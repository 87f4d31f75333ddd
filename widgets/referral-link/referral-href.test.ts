import { describe, expect, it } from "vitest";
import { withReferral } from "./referral-href";

const BASE = "https://www.vulahealth.co.za/page/affiliate/programme";
const SIGNUP = "/page/affiliate/programme/signup";

describe("withReferral", () => {
  it("passes the code of ?referral_link= or ?ref= on as ?referral_link=", () => {
    expect(withReferral(SIGNUP, "?referral_link=ABCD2345", BASE)).toBe(`${SIGNUP}?referral_link=ABCD2345`);
    expect(withReferral(SIGNUP, "?ref=ab_cd-9&utm_source=x", BASE)).toBe(`${SIGNUP}?referral_link=ab_cd-9`);
    expect(withReferral(SIGNUP, "?referral_link=%20ABCD%20", BASE)).toBe(`${SIGNUP}?referral_link=ABCD`);
  });

  it("keeps the link's own query and fragment, and replaces a code it already had", () => {
    expect(withReferral(`${SIGNUP}?a=1#form`, "?referral_link=NEW1", BASE)).toBe(
      `${SIGNUP}?a=1&referral_link=NEW1#form`,
    );
    expect(withReferral(`${SIGNUP}?referral_link=OLD1`, "?referral_link=NEW1", BASE)).toBe(
      `${SIGNUP}?referral_link=NEW1`,
    );
  });

  it("leaves the link as written without a valid code", () => {
    for (const search of [
      "",
      "?referral_link=",
      '?referral_link="><script>alert(1)</script>',
      "?referral_link=ABC%26x%3D1",
      "?referral_link=ABC/../x",
      `?referral_link=${"A".repeat(65)}`,
    ]) {
      expect(withReferral(SIGNUP, search, BASE), search).toBe(SIGNUP);
    }
  });

  it("keeps a link to another origin absolute", () => {
    expect(withReferral("https://example.org/x", "?ref=AB12", BASE)).toBe(
      "https://example.org/x?referral_link=AB12",
    );
  });
});
