import { type AdminPage, ADMIN_PAGES as pages } from "virtual:admin-nav";

export type { AdminPage };

/**
 * The admin pages that exist, in the order the admin nav and the dashboard list them: the rows of
 * core/pages.ts with a `nav` label (infra/vite/pages-plugin.ts makes the module).
 */
export const ADMIN_PAGES: readonly AdminPage[] = pages;
