/**
 * The "My bookings" session on this device (issue 28): the patient session's token, its email and
 * when it ends, in localStorage beside (never instead of) an account's token. The header's
 * "My bookings" link shows while there is one.
 */
const KEY = "my-bookings-session";

export interface PatientSession {
  token: string;
  email: string;
  /** Epoch ms. */
  endsAt: number;
}

export function patientSession(nowMs = Date.now()): PatientSession | null {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? "null") as PatientSession | null;
    return stored && typeof stored.token === "string" && stored.endsAt > nowMs ? stored : null;
  } catch {
    // Blocked or unreadable storage: no session on this device.
    return null;
  }
}

export function setPatientSession(session: PatientSession | null): void {
  try {
    if (session === null) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(session));
  } catch {
    // The session simply does not outlive the page.
  }
  // Other tabs hear of it from the browser; this page's header (auth-nav) from this event.
  window.dispatchEvent(new StorageEvent("storage", { key: KEY }));
}

export const PATIENT_SESSION_KEY = KEY;
