/**
 * `npm run loadtest`: autocannon against the local stack over HTTP (local-stack.ts: production rate
 * limits, client address from CloudFront's header). Four scenarios: search, profile, a week's time
 * slots, and booking submit from many client addresses (each a fresh CSRF token and email, a
 * distinct open slot). Prints requests/s, p50/p99 latency, non-2xx and errors per scenario; 429s
 * the limits are expected to give are counted apart. Figures, not a test: docs/benchmarks.md.
 *
 *   npm run loadtest [-- --seconds 15 --connections 10]
 */
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { addDays, sastDate, weekStart } from "../../core/sast-time";
import { DEFAULT_RATE_LIMITS } from "../../functions/lib/rate-limit-config";
import { apiBase, CLIENT_HEADER, startLoadStack } from "./local-stack";

const { values } = parseArgs({
  options: { seconds: { type: "string", default: "15" }, connections: { type: "string", default: "10" } },
});
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
/** Submits per client address: past the per-address limit, so its 429s show (the rest of an hour's). */
const PER_ADDRESS = DEFAULT_RATE_LIMITS["booking-ip"].max + 5;
const SCRIPT = { "X-Requested-With": "XMLHttpRequest" };

const getJson = async (path: string) => {
  const answer = await fetch(`${apiBase}${path}`, { headers: SCRIPT });
  if (!answer.ok) throw new Error(`GET ${path}: HTTP ${answer.status}`);
  return answer.json();
};

/** Address number n as CloudFront would pass it ("ip:port"), from 10.30.0.0/16. */
const address = (n: number) => `10.30.${Math.floor(n / 250)}.${(n % 250) + 1}:443`;

interface Slot {
  id: string;
  date: string;
  time: string;
  duration: number;
}

/**
 * Open slots of next week (Sunday to Saturday) of the directory's practitioners who take cash or
 * card (the submits pay that way; a medical-aid-only practice rightly answers 400), over HTTP.
 */
async function openSlots(ids: string[], sunday: string): Promise<Slot[]> {
  const slots: Slot[] = [];
  for (const id of ids) {
    const profile = await getJson(`/api/practitioner/users?id=${id}`);
    if (profile.practitioner?.get_member_active_detail?.work_with === "Medical Aid") continue;
    const week = await getJson(
      `/api/practitioner/timeSlots?id=${id}&start_date=${sunday}&end_date=${addDays(sunday, 6)}`,
    );
    const taken = new Set((week.booking as { date: string }[]).map((b) => b.date));
    for (const day of week.practitioner as { date: string; time_slots: string[]; duration: number }[])
      for (const time of day.time_slots)
        if (!taken.has(`${day.date} ${time}`))
          slots.push({ id, date: day.date, time, duration: day.duration });
  }
  return slots;
}

interface Row {
  name: string;
  result: autocannon.Result;
  /** Statuses the scenario expects besides 2xx (the limits' 429). */
  expected: number[];
  /** What the unexpected non-2xx answers said, and how often (the error text of each). */
  said?: Map<string, number>;
}

function counts(result: autocannon.Result): Map<number, number> {
  const stats = result.statusCodeStats ?? {};
  return new Map(Object.entries(stats).map(([code, { count = 0 }]) => [Number(code), count]));
}

function print(rows: Row[]): void {
  const head = [
    "scenario",
    "requests",
    "req/s",
    "p50 ms",
    "p99 ms",
    "2xx",
    "expected 429",
    "other non-2xx",
    "errors",
  ];
  console.log(`\n${head.join(" | ")}`);
  for (const { name, result, expected, said } of rows) {
    const byCode = counts(result);
    const ok = [...byCode].filter(([code]) => code < 300).reduce((sum, [, n]) => sum + n, 0);
    const limited = [...byCode]
      .filter(([code]) => expected.includes(code))
      .reduce((sum, [, n]) => sum + n, 0);
    const other = result.non2xx - limited;
    console.log(
      [
        name,
        result.requests.total,
        result.requests.average.toFixed(1),
        result.latency.p50,
        result.latency.p99,
        ok,
        limited,
        other > 0
          ? `${other} (${[...byCode]
              .filter(([c]) => c >= 300 && !expected.includes(c))
              .map(([c, n]) => `${n}x${c}`)
              .join(", ")})`
          : 0,
        result.errors + result.timeouts,
      ].join(" | "),
    );
    for (const [text, count] of said ?? []) console.log(`  ${count} x ${text}`);
  }
}

const run = (options: Omit<autocannon.Options, "url">) =>
  autocannon({
    connections: CONNECTIONS,
    ...options,
    url: apiBase,
    headers: { ...SCRIPT, ...options.headers },
  });

async function main(): Promise<void> {
  console.log("Starting the local stack (in memory, production rate limits)...");
  const stop = await startLoadStack();
  try {
    const sunday = addDays(weekStart(sastDate(Date.now())), 7);
    // The directory, page by page until the search says there is no further page.
    const ids: string[] = [];
    for (let page = 1; ; page++) {
      const answer = await fetch(`${apiBase}/api/search/index?find=&perPage=50&page=${page}`, {
        headers: SCRIPT,
      });
      const cards = answer.ok ? ((await answer.json()).data as { id: string }[]) : [];
      if (cards.length === 0) break;
      ids.push(...cards.map((card) => card.id));
    }
    const slots = await openSlots(ids, sunday);
    const tokens: string[] = [];
    const submits = Math.min(slots.length, PER_ADDRESS * 16);
    for (let n = 0; n * PER_ADDRESS < submits; n++)
      tokens.push((await getJson("/api/csrf-token")).token as string);
    console.log(
      `${ids.length} practitioners, ${slots.length} open slots in the week of ${sunday}; ${SECONDS} s a read` +
        ` scenario, ${CONNECTIONS} connections; ${submits} submits from ${tokens.length} addresses` +
        ` (${PER_ADDRESS} each: the last ${PER_ADDRESS - DEFAULT_RATE_LIMITS["booking-ip"].max} of each are 429 by the per-address limit).` +
        ` Load average before: ${loadavg()[0]?.toFixed(1)}.`,
    );
    const finds = ["psychologist", "gp cape town", "dentist", "physiotherapist durban", "anxiety", ""];
    const rows: Row[] = [];
    let i = 0;
    // A read scenario: GET the path `pathOf` gives for each request in turn, for SECONDS.
    const read = async (name: string, pathOf: () => string) =>
      rows.push({
        name,
        expected: [],
        result: await run({
          duration: SECONDS,
          requests: [{ setupRequest: (request) => ({ ...request, path: pathOf() }) }],
        }),
      });
    await read(
      "search",
      () => `/api/search/index?perPage=20&find=${encodeURIComponent(finds[i++ % finds.length] ?? "")}`,
    );
    await read("profile", () => `/api/practitioner/users?id=${ids[i++ % ids.length]}`);
    await read(
      "timeSlots",
      () =>
        `/api/practitioner/timeSlots?id=${ids[i++ % ids.length]}&start_date=${sunday}&end_date=${addDays(sunday, 6)}`,
    );
    let n = 0;
    const said = new Map<string, number>();
    rows.push({
      name: "booking submit",
      expected: [429],
      said,
      result: await run({
        amount: submits,
        method: "POST",
        requests: [
          {
            setupRequest: (request) => {
              const at = n++;
              const slot = slots[at] as Slot;
              const client = Math.floor(at / PER_ADDRESS);
              return {
                ...request,
                path: "/api/booking/submit",
                method: "POST",
                headers: {
                  ...request.headers,
                  "content-type": "application/json",
                  "x-csrf-token": tokens[client] ?? "",
                  "idempotency-key": `loadtest-${process.pid}-${at}`,
                  [CLIENT_HEADER]: address(client),
                },
                body: JSON.stringify({
                  practitioner_id: slot.id,
                  first_name: "Lerato",
                  last_name: "Dlamini",
                  cellphone_number: "0821234567",
                  email: `loadtest-${process.pid}-${at}@example.org`,
                  reason_for_appointment: "Load test",
                  booking_with: "Cash/Card",
                  type: 0,
                  date: `${slot.date} ${slot.time}`,
                  duration: slot.duration,
                  follow_up_session: false,
                  term_condition: 1,
                }),
              };
            },
            // The error text of each unexpected answer (a status and the message; never a body sent).
            onResponse: (status, body) => {
              if (status < 300 || status === 429) return;
              const text = `${status} ${String(body).slice(0, 200)}`;
              said.set(text, (said.get(text) ?? 0) + 1);
            },
          },
        ],
      }),
    });
    print(rows);
    console.log(`Load average after: ${loadavg()[0]?.toFixed(1)}. ${new Date().toISOString()}`);
  } finally {
    await stop();
  }
}

await main();
