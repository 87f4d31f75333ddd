import { useEffect, useState } from "react";
import * as z from "../../core/schemas/z";
import { ApiError, api } from "../api/client";
import { clearSession, currentUser, type SessionUser } from "../api/session";
import { defineWidget } from "../ui/define-widget";
import { Loader } from "../ui/Loader";
import { showToast } from "../ui/toast";
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

function toLogin(): void {
  window.location.assign(`/login?next=${encodeURIComponent("/dashboard")}`);
}

// At module level: a stable identity, so the panel loads once.
const loadRegistrationRequests = () =>
  import("../registration-requests/index").then((module) => module.RegistrationRequests);

/** The admin pages of spec section 2 ("Admin-area widgets"); the next release fills them. */
const ADMIN_PAGES = [
  { href: "/admin/practitioners", label: "Practitioners" },
  { href: "/admin/patients", label: "Patients" },
  { href: "/admin/locations", label: "Locations" },
  { href: "/admin/bookings/add", label: "Add a booking" },
  { href: "/admin/out-of-office", label: "Out-of-office periods" },
];

function AdminLinks() {
  return (
    <section className="db-section" aria-labelledby="db-admin-pages">
      <h2 id="db-admin-pages">Admin pages</h2>
      <p className="db-note">These pages arrive with the next release.</p>
      <ul className="db-links">
        {ADMIN_PAGES.map((page) => (
          <li key={page.href}>
            <a href={page.href}>{page.label}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Dashboard() {
  const [user, setUser] = useState<SessionUser | null>(() => currentUser());
  const [checked, setChecked] = useState(false);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (!currentUser()) {
      toLogin();
      return;
    }
    // The server decides: a revoked or timed-out session is signed out here too.
    api
      .call("GET /api/auth/me")
      .then((body) => {
        setUser(body.user);
        setChecked(true);
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401) {
          clearSession();
          toLogin();
          return;
        }
        setChecked(true);
        showToast("We could not check your session. Some things may not load.", "error");
      });
  }, []);

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
          <LazyPanel load={loadRegistrationRequests} failure="error" />
          <AdminLinks />
        </>
      )}
      {user.role === "practitioner" && <PractitionerTools />}
    </>
  );
}

export const { mount } = defineWidget(props, Dashboard);
