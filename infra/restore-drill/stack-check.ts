/**
 * Proof that the API runs on a restored table: the public path a patient takes (search, a profile,
 * that practitioner's week, a booking on an open slot), each through its real handler in-process
 * with TABLE_NAME pointed at the table. Call after the API's environment is set.
 */
import { addDays, sastDate, weekStart } from "../../core/sast-time";
import { issueCsrfToken } from "../../functions/lib/csrf";
import { env, resetEnvForTests } from "../../functions/lib/env";
import { apiEvent, invoke } from "../../functions/test/api-event";

export interface StackCheck {
  step: string;
  status: number;
  ok: boolean;
  detail: string;
}

export async function checkStackOn(table: string, nowMs = Date.now()): Promise<StackCheck[]> {
  process.env.TABLE_NAME = table;
  resetEnvForTests();
  const search = (await import("../../functions/search/handler")).handler;
  const practitioner = (await import("../../functions/practitioner/handler")).handler;
  const booking = (await import("../../functions/booking/handler")).handler;
  const checks: StackCheck[] = [];
  const found = await invoke(
    search,
    apiEvent("GET", "/api/search/index", { query: { find: "", perPage: "20" }, route: "/api/search/index" }),
  );
  const ids = ((found.body?.data ?? []) as { id: string }[]).map((card) => card.id);
  checks.push({
    step: "search",
    status: found.status,
    ok: found.status === 200 && ids.length > 0,
    detail: `${found.body?.total ?? 0} practitioners`,
  });
  const sunday = addDays(weekStart(sastDate(nowMs)), 7);
  for (const id of ids) {
    const profile = await invoke(practitioner, apiEvent("GET", "/api/practitioner/users", { query: { id } }));
    const week = await invoke(
      practitioner,
      apiEvent("GET", "/api/practitioner/timeSlots", {
        query: { id, start_date: sunday, end_date: addDays(sunday, 6) },
      }),
    );
    const open = (week.body?.practitioner ?? []) as {
      date: string;
      time_slots: string[];
      duration: number;
    }[];
    const day = open.find((d) => d.time_slots.length > 0);
    if (!day) continue;
    checks.push({
      step: "profile",
      status: profile.status,
      ok: profile.status === 200,
      detail: `practitioner ${id}`,
    });
    checks.push({
      step: "timeSlots",
      status: week.status,
      ok: week.status === 200,
      detail: `week of ${sunday}`,
    });
    const submitted = await invoke(
      booking,
      apiEvent("POST", "/api/booking/submit", {
        headers: { "x-csrf-token": issueCsrfToken(env().signingSecret).token },
        body: {
          practitioner_id: id,
          first_name: "Restore",
          last_name: "Drill",
          cellphone_number: "0821234567",
          email: `restore-drill-${nowMs}@example.org`,
          reason_for_appointment: "Restore drill",
          booking_with: "Cash/Card",
          type: 0,
          date: `${day.date} ${day.time_slots[0]}`,
          duration: day.duration,
          follow_up_session: false,
          term_condition: 1,
        },
      }),
    );
    checks.push({
      step: "booking submit",
      status: submitted.status,
      ok: submitted.status === 201,
      detail: `${day.date} ${day.time_slots[0]}${submitted.status === 201 ? "" : `: ${submitted.status} ${submitted.body?.error}`}`,
    });
    return checks;
  }
  checks.push({
    step: "profile, timeSlots, booking",
    status: 0,
    ok: false,
    detail: `no open slot in the week of ${sunday}`,
  });
  return checks;
}
