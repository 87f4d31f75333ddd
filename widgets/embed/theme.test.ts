import { describe, expect, it } from "vitest";
import { contrastRatio, parseHex, themeFrom } from "./theme";

describe("embed theme", () => {
  it("reads hex colours and computes WCAG contrast", () => {
    expect(parseHex("#fff")).toEqual([255, 255, 255]);
    expect(parseHex("#0B6B66")).toEqual([11, 107, 102]);
    expect(parseHex("red")).toBeNull();
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255], [255, 255, 255])).toBe(1);
  });

  it("maps a readable accent, a font, a radius and dark mode to custom properties", () => {
    const theme = themeFrom({
      accent: "#1d4ed8",
      font: "Georgia, 'Times New Roman', serif",
      radius: "4px",
      theme: "dark",
    });
    expect(theme.warnings).toEqual([]);
    expect(theme.dark).toBe(true);
    expect(theme.properties["--vh-brand"]).toBe("#1d4ed8");
    expect(theme.properties["--vh-brand-700"]).toContain("#1d4ed8");
    expect(theme.properties["--vh-font"]).toBe("Georgia, 'Times New Roman', serif");
    expect(theme.properties["--vh-radius"]).toBe("4px");
    expect(themeFrom({ radius: "0.5rem" }).properties["--vh-radius"]).toBe("8px");
  });

  it("refuses an accent white text cannot be read on, and says why", () => {
    const theme = themeFrom({ accent: "#ffd166" });
    expect(theme.properties["--vh-brand"]).toBeUndefined();
    expect(theme.warnings[0]).toMatch(/contrast of 1\.\d\d:1 with white text; WCAG AA needs 4\.5:1/);
    // Just over the line passes (#767676 on white is 4.54:1), just under does not.
    expect(themeFrom({ accent: "#767676" }).warnings).toEqual([]);
    expect(themeFrom({ accent: "#777777" }).warnings).toHaveLength(1);
  });

  it("refuses values that could end the declaration or are not what they claim", () => {
    const theme = themeFrom({
      accent: "blue;}",
      font: "x; } * { display: none",
      radius: "huge",
      theme: "sepia",
    });
    expect(theme.properties).toEqual({});
    expect(theme.warnings).toHaveLength(4);
  });
});
