// Modules infra/vite/pages-plugin.ts makes from the table of pages (core/pages.ts).

declare module "virtual:admin-nav" {
  export interface AdminPage {
    href: string;
    label: string;
  }
  export const ADMIN_PAGES: readonly AdminPage[];
}

declare module "virtual:admin-registry" {
  import type { WidgetLoader } from "./ui/widget-module";
  export const adminRegistry: Record<string, WidgetLoader>;
}
