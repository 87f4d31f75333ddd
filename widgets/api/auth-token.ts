/** Where the logged-in user's bearer token is kept (set by the login page, cleared on logout). */
const KEY = "token";

export function authToken(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    // Storage can be blocked (privacy modes, partner iframes): behave as logged out.
    return null;
  }
}

export function setAuthToken(token: string | null): void {
  try {
    if (token === null) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, token);
  } catch {
    // Nothing to do: the session simply won't persist.
  }
}
