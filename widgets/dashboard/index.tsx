import { type ComponentType, useEffect, useState } from "react";
import * as z from "../../core/schemas/z";
import { ApiError, api } from "../api/client";
import { clearSession, currentUser, type SessionUser } from "../api/session";
import { defineWidget } from "../ui/define-widget";
import { Loader } from "../ui/Loader";
import { showToast } from "../ui/toast";
import { PractitionerBookings } from "./Bookings";
import { OutOfOfficePanel } from "./OutOfOffice";
import "./dashboard.css";

/**
 * /dashboard by role (spec section 2). Signed out (or the session was ended on the server), it
 * sends the person to /login and back here afterwards. The role's tools (registration requests
 * for admins; profile, availability, out-of-office and bookings for practitioners) join it as
 * they are built.
 */
const props = z.object({});

const ROLE_LABEL = { admin: "Administrator", practitioner: "Practitioner" } as const;

function toLogin(): void {
  window.location.assign(`/login?next=${encodeURIComponent("/dashboard")}`);
}

/** Admin tools load only for admins (their own chunk, shared with the registration-requests widget). */
function AdminTools() {
  const [Panel, setPanel] = useState<ComponentType | null>(null);
  useEffect(() => {
    import("../registration-requests/index")
      .then((module) => setPanel(() => module.RegistrationRequests))
      .catch(() => showToast("error", "error"));
  }, []);
  return Panel ? <Panel /> : <Loader />;
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
      .get<{ user: SessionUser }>("auth/me")
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
      await api.post("auth/logout", {});
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
          <span className="db-role">{ROLE_LABEL[user.role]}</span>
        </p>
        <button type="button" className="db-logout" onClick={logout} disabled={leaving}>
          {leaving ? "Logging out..." : "Log out"}
        </button>
      </div>
      {user.role === "admin" && <AdminTools />}
      {user.role === "practitioner" && (
        <>
          <PractitionerBookings />
          <OutOfOfficePanel />
        </>
      )}
    </>
  );
}

export const { mount } = defineWidget(props, Dashboard);
