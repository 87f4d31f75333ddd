/**
 * Partner theming: data-* attributes on the embed's element -> CSS custom properties the widget's
 * stylesheets read (--vh-*, see widgets/ui/base.css). Pure, so the rules are unit-tested. An accent
 * that white text cannot be read on (WCAG AA, 4.5:1) is refused: the default stays and a warning
 * says why.
 */
export interface ThemeAttributes {
  /** A hex colour, e.g. "#1d4ed8": buttons, chosen times, links. */
  accent?: string | undefined;
  /** A CSS font-family list, e.g. "Georgia, serif". */
  font?: string | undefined;
  /** Corner radius of cards, fields and time buttons, e.g. "4px" or "0". */
  radius?: string | undefined;
  /** "light" (default) or "dark". */
  theme?: string | undefined;
}

export interface Theme {
  properties: Record<string, string>;
  dark: boolean;
  warnings: string[];
}

/** WCAG AA for normal text: white text on the accent must reach this. */
export const MIN_CONTRAST = 4.5;

type Rgb = [number, number, number];

export function parseHex(value: string): Rgb | null {
  const hex = value.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join("") : hex;
  return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16)) as Rgb;
}

/** WCAG 2 relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const [lr, lg, lb] = [r, g, b].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE: Rgb = [255, 255, 255];
/** The dark theme's surface (widgets/embed/embed.css). */
const DARK_SURFACE = "#13211f";
/** Letters, digits, spaces, commas, quotes and hyphens: a font list, nothing that ends a declaration. */
const FONT_LIST = /^[\w\s,"'-]{1,200}$/;
/** Whether `value` may be used as a font-family list (data-font, or the host page's font for the frame). */
export const isFontList = (value: string) => FONT_LIST.test(value);
const LENGTH = /^(\d{1,2}(\.\d+)?)(px|rem)?$/;

function shade(colour: string, other: string, percent: number): string {
  return `color-mix(in srgb, ${colour} ${percent}%, ${other})`;
}

export function themeFrom(attributes: ThemeAttributes): Theme {
  const properties: Record<string, string> = {};
  const warnings: string[] = [];
  const { accent, font, radius, theme } = attributes;

  if (accent) {
    const rgb = parseHex(accent);
    const ratio = rgb ? contrastRatio(rgb, WHITE) : 0;
    if (!rgb) {
      warnings.push(`data-accent="${accent}" is not a hex colour such as #1d4ed8; using the default colour.`);
    } else if (ratio < MIN_CONTRAST) {
      warnings.push(
        `data-accent="${accent}" has a contrast of ${ratio.toFixed(2)}:1 with white text; WCAG AA needs ${MIN_CONTRAST}:1. Using the default colour.`,
      );
    } else {
      const colour = accent.trim();
      // -700 is text on the surface, -50/-100 are tints behind text: toward the surface's opposite.
      const dark = theme === "dark";
      Object.assign(properties, {
        "--vh-brand": colour,
        "--vh-focus": dark ? shade(colour, "#fff", 45) : colour,
        "--vh-brand-700": dark ? shade(colour, "#fff", 45) : shade(colour, "#000", 85),
        "--vh-brand-800": shade(colour, "#000", 60),
        "--vh-brand-300": shade(colour, "#fff", 55),
        "--vh-brand-100": shade(colour, dark ? DARK_SURFACE : "#fff", dark ? 30 : 18),
        "--vh-brand-50": shade(colour, dark ? DARK_SURFACE : "#fff", dark ? 15 : 7),
      });
    }
  }
  if (font) {
    if (isFontList(font)) properties["--vh-font"] = font;
    else warnings.push(`data-font="${font}" is not a font-family list; using the default font.`);
  }
  if (radius) {
    const match = radius.trim().match(LENGTH);
    if (match) {
      // Pixels: rem would follow the host page's root font size, which the embed is isolated from.
      const px = Number(match[1]) * (match[3] === "rem" ? 16 : 1);
      Object.assign(properties, {
        "--vh-radius": `${px}px`,
        "--vh-radius-lg": `${Math.round(px * 1.33)}px`,
        "--vh-radius-xl": `${px * 2}px`,
      });
    } else {
      warnings.push(`data-radius="${radius}" is not a length such as 8px; using the default radius.`);
    }
  }
  if (theme && theme !== "light" && theme !== "dark") {
    warnings.push(`data-theme="${theme}" is neither "light" nor "dark"; using light.`);
  }
  return { properties, dark: theme === "dark", warnings };
}
