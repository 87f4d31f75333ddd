import { describe, expect, it } from "vitest";
import { serviceAddedMessage, uiText } from "./ui-text";

describe("ui text", () => {
  it("quotes the spec's strings exactly", () => {
    expect(uiText.loading).toBe("Loading...");
    expect(uiText.emptyRecord).toBe("Empty Record !");
    expect(uiText.resultNotFound).toBe("Result Not Found !");
  });

  it("builds the featured-service toast", () => {
    expect(serviceAddedMessage("Couples counselling")).toBe(
      "Couples counselling added in the search input field.",
    );
  });
});
