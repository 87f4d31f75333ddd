import { describe, expect, it } from "vitest";
import { maskAddress } from "./mask-address";

describe("maskAddress", () => {
  it("keeps the first letters and the top-level domain only", () => {
    expect(maskAddress("Thandi.Mokoena@Gmail.com")).toBe("t•••@g•••.com");
    expect(maskAddress("sipho@mweb.co.za")).toBe("s•••@m•••.za");
  });

  it("never answers more of an odd address than of a usual one", () => {
    expect(maskAddress("a@b")).toBe("a•••@b•••");
    expect(maskAddress("no-at-sign")).toBe("n•••@•••");
  });
});
