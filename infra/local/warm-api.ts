/**
 * Warm the local API before anyone uses it. serverless-offline starts a function's worker thread
 * on its first call, and a second one whenever a call arrives while the first is busy (a profile
 * page asks the practitioner function for the profile and the week's slots at once). On a busy
 * 2-core machine such a cold start took seconds, which made the first clicks slow and e2e waits
 * flaky; here every function gets its instances once, up front.
 */
import { routes } from "../../functions/routes";

/** Calls a page makes to one function at the same time (profile + time slots). */
const INSTANCES_PER_FUNCTION = 2;

/** One cheap call per function: parameters left out, so it answers 4xx without touching data. */
export function warmUpCalls(): { method: string; path: string }[] {
  const firstPerGroup = new Map<string, { method: string; path: string }>();
  for (const route of routes) {
    if (!firstPerGroup.has(route.group)) {
      firstPerGroup.set(route.group, { method: route.method, path: route.path.replace(/\{[^}]+\}/g, "0") });
    }
  }
  // The catch-all function serves unknown paths.
  firstPerGroup.set("fallback", { method: "GET", path: "/api/warm-up" });
  return [...firstPerGroup.values()];
}

export async function warmApi(apiPort: number): Promise<void> {
  const calls = warmUpCalls().flatMap((call) => Array.from({ length: INSTANCES_PER_FUNCTION }, () => call));
  await Promise.all(
    calls.map(({ method, path }) =>
      // No X-Requested-With: POSTs stop at the CSRF check, GETs at validation or auth.
      fetch(`http://127.0.0.1:${apiPort}${path}`, { method, signal: AbortSignal.timeout(120_000) })
        .then((response) => response.arrayBuffer())
        .catch(() => undefined),
    ),
  );
}
