import type { ComponentType } from "react";
import type { core } from "zod/mini";
import { defineWidget, type HostProp } from "../ui/define-widget";
import type { WidgetModule } from "../ui/widget-module";
import { AdminShell } from "./AdminShell";

/**
 * An admin page's widget: `defineAdminPage(props, Content, { title, section })` is `defineWidget`
 * with the admin shell (guard, nav, title) around `Content`, which renders only for an admin.
 */
export function defineAdminPage<P extends object>(
  schema: core.$ZodType<P>,
  Content: ComponentType<P>,
  page: { title: string | ((props: P) => string); section: string },
): WidgetModule {
  function AdminPage(props: P & HostProp) {
    const { host: _host, replaced: _replaced, ...own } = props;
    const title = typeof page.title === "function" ? page.title(own as P) : page.title;
    return (
      <AdminShell title={title} section={page.section}>
        <Content {...(own as P)} />
      </AdminShell>
    );
  }
  return defineWidget(schema, AdminPage);
}
