import { useState } from "react";
import * as z from "../../core/schemas/z";
import { ADMIN_PAGES } from "../admin-ui/admin-pages";
import { api } from "../api/client";
import { clearSession } from "../api/session";
import { useCheckedUser } from "../lib/use-checked-user";
import { defineWidget } from "../ui/define-widget";
import { Loader } from "../ui/Loader";
import { AdminAttention } from "./AdminAttention";
import { LazyPanel } from "./LazyPanel";
import { PractitionerTools } from "./PractitionerTools";
import "./dashboard.css";

/**
 * /dashboard by role (spec section 2). Signed out (or the session was ended on the server), it
 * sends the person to /login and back here afterwards. Admins get the registration requests;
 * practitioners their bookings, profile, availability and out-of-office periods.
 */
const props = z.object({});

const ROLE_LABEL = { admin: "Administrator", practitioner: "Practitioner" } as const;

// At module level: a stable identity, so the panel loads once.
const loadRegistrationRequests = () =>
  import("../registration-requests/index").then((module) => module.RegistrationRequests);

/** The admin pages that exist (widgets/admin-ui/admin-pages.ts); this page is one of them. */
function AdminLinks() {
  const others = ADMIN_PAGES.filter((page) => page.href !== "/dashboard");
  if (others.length === 0) return null;
  return (
    <section className="db-section" aria-labelledby="db-admin-pages">
      <h2 id="db-admin-pages">Admin pages</h2>
      <ul className="db-links">
        {others.map((page) => (
          <li key={page.href}>
            <a href={page.href}>{page.label}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Dashboard() {
  const { user, checked } = useCheckedUser("/dashboard");
  const [leaving, setLeaving] = useState(false);

  const logout = async () => {
    setLeaving(true);
    try {
      await api.call("POST /api/auth/logout");
    } catch {
      // Signed out here whatever the server said: the token is dropped from this device.
    }
    clearSession();
    window.location.assign("/");
  };

  if (!user || !checked) return <Loader />;
  return (
    <>
      <h1 className="account-page__title">Dashboard</h1>
      <div className="db-who">
        <p>
          Signed in as <strong>{user.name ?? user.email}</strong>
          <span className="vh-badge db-role">{ROLE_LABEL[user.role]}</span>
        </p>
        <button type="button" className="vh-btn vh-btn--outline db-btn" onClick={logout} disabled={leaving}>
          {leaving ? "Logging out..." : "Log out"}
        </button>
      </div>
      {user.role === "admin" && (
        <>
          <AdminAttention />
          <LazyPanel load={loadRegistrationRequests} failure="error" />
          <AdminLinks />
        </>
      )}
      {user.role === "practitioner" && <PractitionerTools />}
    </>
  );
}

export const { mount } = defineWidget(props, Dashboard);
