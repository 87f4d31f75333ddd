/**
 * Every HTTP route of the API: method, path (API Gateway syntax) and the function (route group)
 * that serves it. serverless.yml declares the same list (a unit test keeps them equal); the
 * catch-all function uses it to tell an unknown path (404) from a wrong method (405).
 */
export const routes = [
  { method: "GET", path: "/api/csrf-token", group: "site" },
  { method: "GET", path: "/api/get/feature/services", group: "site" },
  { method: "GET", path: "/api/search/prac/info", group: "search" },
  { method: "GET", path: "/api/search/prac/address", group: "search" },
  { method: "GET", path: "/api/search/index", group: "search" },
  { method: "GET", path: "/api/practitioner/users", group: "practitioner" },
  { method: "GET", path: "/api/practitioner/timeSlots", group: "practitioner" },
  { method: "GET", path: "/api/booking/get/duration/{practitionerId}/{dateTime}", group: "booking" },
  { method: "POST", path: "/api/booking/submit", group: "booking" },
  { method: "GET", path: "/api/booking/manage", group: "booking" },
  { method: "POST", path: "/api/booking/cancel", group: "booking" },
  { method: "POST", path: "/api/auth/login", group: "auth" },
  { method: "POST", path: "/api/auth/refresh", group: "auth" },
  { method: "POST", path: "/api/auth/logout", group: "auth" },
  { method: "GET", path: "/api/auth/me", group: "auth" },
  { method: "POST", path: "/api/auth/password/set", group: "auth" },
  { method: "POST", path: "/api/auth/password/forgot", group: "auth" },
  { method: "GET", path: "/api/dashboard/bookings", group: "dashboard" },
  { method: "POST", path: "/api/dashboard/bookings/confirm", group: "dashboard" },
  { method: "POST", path: "/api/dashboard/bookings/decline", group: "dashboard" },
  { method: "POST", path: "/api/out-of-office/store", group: "out-of-office" },
  { method: "GET", path: "/api/out-of-office/edit", group: "out-of-office" },
  { method: "POST", path: "/api/out-of-office/update/{id}", group: "out-of-office" },
  { method: "GET", path: "/api/out-of-office/delete/{id}", group: "out-of-office" },
  { method: "GET", path: "/api/profile/own", group: "profile-editor" },
  { method: "POST", path: "/api/profile/own", group: "profile-editor" },
  { method: "GET", path: "/api/availability/template", group: "availability" },
  { method: "POST", path: "/api/availability/template", group: "availability" },
  { method: "GET", path: "/api/availability/dates", group: "availability" },
  { method: "POST", path: "/api/availability/dates", group: "availability" },
  { method: "POST", path: "/api/availability/dates/delete", group: "availability" },
  { method: "POST", path: "/api/registration/photo-upload", group: "registration" },
  { method: "POST", path: "/api/registration/submit", group: "registration" },
  { method: "GET", path: "/api/registration/getrequest", group: "registration-admin" },
  { method: "GET", path: "/api/registration/confirmation/{id}", group: "registration-admin" },
] as const;

export type Route = (typeof routes)[number];
export type RouteKey = `${Route["method"]} ${Route["path"]}`;

function pathPattern(path: string): RegExp {
  const source = path
    .split("/")
    .map((part) => (/^\{[^}]+\}$/.test(part) ? "[^/]+" : part.replace(/[.*+?^$()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}/?$`);
}

const compiled = routes.map((route) => ({ ...route, pattern: pathPattern(route.path) }));

/** Methods that the given concrete path accepts (empty when no route has this path). */
export function methodsForPath(path: string): string[] {
  return [...new Set(compiled.filter((route) => route.pattern.test(path)).map((route) => route.method))];
}
