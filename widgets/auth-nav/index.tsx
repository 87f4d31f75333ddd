import { useEffect, useState } from "react";
import * as z from "../../core/schemas/z";
import { authToken } from "../api/auth-token";
import { defineWidget } from "../ui/define-widget";

/**
 * The token-dependent bits of the shared header; the rest of the header is static HTML.
 * part="link": the Virtual Receptionist menu link, only for a logged-in user (else nothing).
 * part="button": Dashboard when logged in, otherwise Login as Practitioner.
 * Host markup keeps the logged-out rendering inside the element, so the header paints before JS.
 */
const props = z.object({ part: z.enum(["link", "button"]) });

function useLoggedIn(): boolean {
  const [loggedIn, setLoggedIn] = useState(() => Boolean(authToken()));
  useEffect(() => {
    // Logging in or out in another tab updates this one.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === "token") setLoggedIn(Boolean(authToken()));
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);
  return loggedIn;
}

function AuthNav({ part }: z.infer<typeof props>) {
  const loggedIn = useLoggedIn();
  if (part === "link") {
    return loggedIn ? <a href="/page/virtual-receptionist">Virtual Receptionist</a> : null;
  }
  return loggedIn ? (
    <a className="btn btn--primary" href="/dashboard">
      Dashboard
    </a>
  ) : (
    <a className="btn btn--primary" href="/login">
      Login as Practitioner
    </a>
  );
}

export const { mount } = defineWidget(props, AuthNav);
