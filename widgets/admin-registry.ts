import { adminRegistry as registry } from "virtual:admin-registry";
import type { WidgetLoader } from "./ui/widget-module";

/**
 * data-widget name -> chunk for the admin pages (widgets/registry.ts loads this module only on a page
 * with an admin-* widget): one entry per admin page of core/pages.ts, made by infra/vite/pages-plugin.ts.
 * A widget's name is its folder name.
 */
export const adminRegistry: Record<string, WidgetLoader> = registry;
