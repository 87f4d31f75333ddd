import type { ReactNode } from "react";
import { useCheckedUser } from "../lib/use-checked-user";
import { Loader } from "../ui/Loader";
import { ADMIN_PAGES } from "./admin-pages";
import { adminText } from "./admin-text";
import "./admin.css";

/** The admin nav: every admin page that exists, the current one marked. */
export function AdminNav({ current }: { current: string }) {
  return (
    <nav className="vh-admin-nav" aria-label="Admin pages">
      <ul>
        {ADMIN_PAGES.map((page) => (
          <li key={page.href}>
            <a href={page.href} aria-current={page.href === current ? "page" : undefined}>
              {page.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Frame of every admin page: the admin guard, then the nav, the page's title and its content.
 * Signed out: /login and back (useCheckedUser). A practitioner: a plain "admins only" message and a
 * link to their dashboard (the API refuses them anyway; this only saves a page of 403s).
 */
export function AdminShell({
  title,
  section,
  children,
}: {
  title: string;
  /** The nav entry this page belongs to (its address, or its list's address for detail pages). */
  section: string;
  children: ReactNode;
}) {
  const { user, checked } = useCheckedUser();
  if (!user || !checked) return <Loader />;
  if (user.role !== "admin") {
    return (
      <div className="vh-admin">
        <h1 className="account-page__title">{title}</h1>
        <p className="vh-admin__refused" role="alert">
          {adminText.adminsOnly} <a href="/dashboard">Go to your dashboard</a>.
        </p>
      </div>
    );
  }
  return (
    <div className="vh-admin">
      <AdminNav current={section} />
      <h1 className="account-page__title">{title}</h1>
      {children}
    </div>
  );
}
