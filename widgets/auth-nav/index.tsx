import { useEffect, useState } from "react";
import * as z from "../../core/schemas/z";
import { authToken } from "../api/auth-token";
import { PATIENT_SESSION_KEY, patientSession } from "../api/patient-session";
import { defineWidget } from "../ui/define-widget";

/**
 * The token-dependent bits of the shared header; the rest of the header is static HTML.
 * part="link": the Virtual Receptionist menu link, only for a logged-in user (else nothing).
 * part="button": Dashboard when logged in, otherwise Login as Practitioner.
 * part="my": "My bookings" for a patient with a session on this device (issue 28), else nothing.
 * Host markup keeps the logged-out rendering inside the element, so the header paints before JS.
 */
const props = z.object({ part: z.enum(["link", "button", "my"]) });

/** Whether this device holds a session (`read`), kept current when another tab signs in or out. */
function useSignedIn(storageKey: string, read: () => unknown): boolean {
  const [signedIn, setSignedIn] = useState(() => Boolean(read()));
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === storageKey) setSignedIn(Boolean(read()));
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [storageKey, read]);
  return signedIn;
}

function AuthNav({ part }: z.infer<typeof props>) {
  const loggedIn = useSignedIn("token", authToken);
  const patient = useSignedIn(PATIENT_SESSION_KEY, patientSession);
  if (part === "my") return patient ? <a href="/page/my-bookings">My bookings</a> : null;
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
