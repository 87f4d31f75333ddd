import type { OutOfOfficeItem } from "../data/items";
import { keys } from "../data/keys";
import { handler } from "../out-of-office/handler";
import { apiEvent, invoke } from "./api-event";
import { MONDAY, partition, TUESDAY } from "./booking-fixtures";

/** The out-of-office routes as the dashboard calls them, and what the practitioner's partition holds. */

type Headers = Record<string, string>;

/** Monday 12:00 to Tuesday 17:00 of the test week, with `overrides`. */
export const period = (overrides: Record<string, unknown> = {}) => ({
  day: MONDAY,
  second_day: TUESDAY,
  time: "12:00",
  to_time: "17:00",
  ...overrides,
});

export function store(headers: Headers, body: unknown) {
  return invoke(handler, apiEvent("POST", "/api/out-of-office/store", { headers, body: body as object }));
}

export function list(headers: Headers, query?: Record<string, string>) {
  return invoke(
    handler,
    apiEvent("GET", "/api/out-of-office/edit", { headers, ...(query ? { query } : {}) }),
  );
}

export function update(headers: Headers, id: string, body: unknown) {
  return invoke(
    handler,
    apiEvent("POST", `/api/out-of-office/update/${id}`, {
      route: "/api/out-of-office/update/{id}",
      pathParameters: { id },
      headers,
      body: body as object,
    }),
  );
}

export function remove(headers: Headers, id: string, query?: Record<string, string>) {
  return invoke(
    handler,
    apiEvent("GET", `/api/out-of-office/delete/${id}`, {
      route: "/api/out-of-office/delete/{id}",
      pathParameters: { id },
      headers,
      ...(query ? { query } : {}),
    }),
  );
}

export async function periodsOf(practitionerId: string): Promise<OutOfOfficeItem[]> {
  const items = await partition(keys.practitioner(practitionerId).PK);
  return items.filter((item) => item.entity === "outOfOffice") as unknown as OutOfOfficeItem[];
}
