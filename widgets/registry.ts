import type { WidgetLoader } from "./mount/widget-module";

/**
 * data-widget name -> its chunk. A widget's name is its folder name. Each entry is a separate chunk,
 * loaded only when an element naming it is on the page.
 */
export const registry: Record<string, WidgetLoader> = {
  "site-header": () => import("./site-header/index"),
  "rotating-headline": () => import("./rotating-headline/index"),
  "home-search": () => import("./home-search/index"),
  "featured-services": () => import("./featured-services/index"),
};
