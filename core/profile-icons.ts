import {
  CALENDAR_PATH,
  CARD_PATH,
  CHAT_PATH,
  EXTERNAL_PATH,
  GLOBE_PATH,
  PIN_PATH,
  SEARCH_PATH,
} from "./icon-paths";

/** SVG paths of the profile's icons, shared by the widget (JSX) and the server-rendered page (core/profile-html.ts). */
export const PROFILE_ICONS = {
  pin: PIN_PATH,
  card: CARD_PATH,
  chat: CHAT_PATH,
  globe: GLOBE_PATH,
  external: EXTERNAL_PATH,
  calendar: CALENDAR_PATH,
  search: SEARCH_PATH,
} as const;

export type ProfileIconName = keyof typeof PROFILE_ICONS;

export const STAR_PATH =
  "M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8L12 2.8Z";
