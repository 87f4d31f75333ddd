import {
  CALENDAR_PATH,
  CARD_PATH,
  EXTERNAL_PATH,
  INFO_PATH,
  PIN_PATH,
  SEARCH_PATH,
  VIDEO_PATH,
} from "../../core/icon-paths";
import { iconComponent } from "../ui/icon";

const PATHS = {
  calendar: CALENDAR_PATH,
  pin: PIN_PATH,
  video: VIDEO_PATH,
  card: CARD_PATH,
  info: INFO_PATH,
  external: EXTERNAL_PATH,
  search: SEARCH_PATH,
} as const;

export type IconName = keyof typeof PATHS;

export const Icon = iconComponent(PATHS, "bm-icon");
