import { useEffect, useState } from "react";
import { ApiError, api } from "../api/client";
import { clearSession, currentUser, type SessionUser } from "../api/session";
import { showToast } from "../ui/toast";

/** /login, then back to `next` (this page with its query, by default). */
export function toLogin(next = `${window.location.pathname}${window.location.search}`): void {
  window.location.assign(`/login?next=${encodeURIComponent(next)}`);
}

/**
 * The signed-in user once the server has confirmed the session (GET /api/auth/me), for pages that
 * need an account (dashboard, admin pages). Signed out, or a session the server ended: off to
 * /login and back here afterwards. `checked` is false until the server answered; if it could not be
 * asked, the stored user is kept and a toast says so (the page's own calls will tell the rest).
 */
export function useCheckedUser(next?: string): { user: SessionUser | null; checked: boolean } {
  const [user, setUser] = useState<SessionUser | null>(() => currentUser());
  const [checked, setChecked] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: checked once per page load.
  useEffect(() => {
    if (!currentUser()) {
      toLogin(next);
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
          toLogin(next);
          return;
        }
        setChecked(true);
        showToast("We could not check your session. Some things may not load.", "error");
      });
  }, []);

  return { user, checked };
}
