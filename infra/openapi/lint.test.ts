import { createConfig, lintFromString } from "@redocly/openapi-core";
import { describe, expect, it } from "vitest";
import { openApiText } from "./document";

describe("OpenAPI document under Redocly's linter", () => {
  it("has no error or warning of the recommended rules, nor a missing description, tag or contact", async () => {
    const config = await createConfig({
      extends: ["recommended"],
      // What partners' tools (and Spectral's oas ruleset) also ask, which `recommended` leaves off.
      rules: {
        "info-contact": "error",
        "operation-description": "error",
        "operation-tag-defined": "error",
        "tag-description": "error",
      },
    });
    const problems = await lintFromString({ source: openApiText(), absoluteRef: "openapi.json", config });
    expect(
      problems.map(({ severity, ruleId, message, location }) =>
        [severity, ruleId, message, location[0]?.pointer].join(" "),
      ),
    ).toEqual([]);
  });
});
