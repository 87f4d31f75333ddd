import { createContext } from "react";
import { isFontList, type ThemeAttributes } from "./theme";

/**
 * The partner's theme, for the form's frame (./FramedForm.tsx puts it in the frame's address). A
 * context because the form is given to the calendar as a component with the site form's props.
 */
export const FrameTheme = createContext<ThemeAttributes>({});

/**
 * The theme the form's frame is given: the partner's data-font, or else the font the widget inherits
 * on their page (the frame is another document; where that font is a web font of the page's, the
 * frame falls back to the next one in the list, as docs/embedding.md says of data-font).
 */
export function frameTheme(options: ThemeAttributes, hostFont: string | undefined): ThemeAttributes {
  if (options.font || !hostFont || !isFontList(hostFont)) return options;
  return { ...options, font: hostFont };
}
