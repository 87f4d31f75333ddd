import { createContext } from "react";
import type { ThemeAttributes } from "./theme";

/**
 * The partner's theme, for the form's frame (./FramedForm.tsx puts it in the frame's address). A
 * context because the form is given to the calendar as a component with the site form's props.
 */
export const FrameTheme = createContext<ThemeAttributes>({});
