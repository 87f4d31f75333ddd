/**
 * Admin practitioner list and CSV export (`npm run bench -- --only admin-practitioners`): 10 000
 * practitioners (the demo generator's profiles, listed under their names in GSI1) in an in-memory
 * DynamoDB Local on its own port; the handlers called in-process with an admin's token. Prints the
 * list's latency (page 1, a search, the last page) and the export's: requests, the slowest request
 * (each is one Lambda invocation, so it is what must stay under the 10 s timeout), the whole export,
 * and the browser's work per page (turning a page into CSV lines). Asserts nothing.
 */
import { pathToFileURL } from "node:url";
import type {
  PractitionerExportResponse,
  PractitionerListResponse,
} from "../core/schemas/practitioner-admin";
import { batchWrite } from "../functions/lib/batch-write";
import { apiEvent, invoke } from "../functions/test/api-event";
import { stopAll } from "../infra/local/stack";
import { generateSeed } from "../infra/seed/generate";
import { csvLines } from "../widgets/admin-practitioner-export/csv";
import { machineLoad, startBenchTable } from "./bench-table";

const PORT = 8411;
const TABLE = "bench-admin-practitioners";
const SIZE = Number(process.env.BENCH_ADMIN_SIZE ?? 10_000);
const RUNS = 3;

type Handler = Parameters<typeof invoke>[0];

const ms = (value: number) => `${value.toFixed(0)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
}

export async function benchAdminPractitioners(): Promise<void> {
  await startBenchTable(PORT, TABLE);
  try {
    // Handlers read their configuration when loaded: import them after the environment is set.
    const handler: Handler = (await import("../functions/practitioner-admin/handler")).handler;
    const auth = await import("../functions/test/auth-fixtures");

    const seeded = performance.now();
    const { practitioners, directory } = generateSeed({ practitioners: SIZE });
    // The list reads the admin directory (issue 30): its entries and counters with the profiles.
    await batchWrite([...practitioners, ...directory].map((Item) => ({ PutRequest: { Item } })));
    const active = practitioners.filter((p) => p.isActive).length;
    const bytes = practitioners.reduce((sum, p) => sum + JSON.stringify(p).length, 0);
    console.log(
      `\nAdmin practitioners, DynamoDB Local in memory (port ${PORT}): ${SIZE.toLocaleString("en-ZA")} profiles` +
        ` (${active.toLocaleString("en-ZA")} active; ~${Math.round(bytes / SIZE)} B each as JSON) written in` +
        ` ${((performance.now() - seeded) / 1000).toFixed(1)} s.`,
    );
    const token = (await auth.loginAs(await auth.createAccount("admin"))).access_token;
    const call = async <T>(path: string, query: Record<string, string>) => {
      const answer = await invoke(handler, apiEvent("GET", path, { query, headers: auth.bearer(token) }));
      if (answer.status !== 200)
        throw new Error(`${path}: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body as T;
    };
    const someone = practitioners.find((p) => p.isActive && p.id !== "1");
    const cases: [string, Record<string, string>][] = [
      ["page 1, no filter", {}],
      [`search "${someone?.lastName}"`, { search: someone?.lastName ?? "" }],
      ["contact number filter", { contact_number: someone?.contactNumber.slice(0, 6) ?? "" }],
      ["last page", { page: String(Math.ceil(active / 15)) }],
    ];
    // Warm the handler and the connection (a refused first call is reported below anyway).
    await call("/api/practitioner/export", {}).catch(() => undefined);
    console.log(`GET /api/practitioner/view (${RUNS} runs each; median, slowest):`);
    for (const [label, query] of cases) {
      const times: number[] = [];
      let total = 0;
      let failed = 0;
      for (let run = 0; run < RUNS; run++) {
        try {
          const { value, ms: took } = await timed(() =>
            call<PractitionerListResponse>("/api/practitioner/view", query),
          );
          times.push(took);
          total = value.total;
        } catch {
          failed++; // the handler's 10 s timeout, as a Lambda's
        }
      }
      const slowest = times.length ? ms(Math.max(...times)) : "-";
      console.log(
        `  ${label.padEnd(32)} ${(times.length ? ms(median(times)) : "-").padStart(8)} ${slowest.padStart(8)}` +
          `  (${total} match${failed ? `; ${failed} of ${RUNS} over the 10 s timeout` : ""})`,
      );
    }

    for (const [label, query] of [
      ["all active", {}],
      ["a search (few matches)", { search: someone?.lastName ?? "" }],
    ] as [string, Record<string, string>][]) {
      const requests: number[] = [];
      const csvWork: number[] = [];
      let rows = 0;
      let csvBytes = 0;
      let cursor: string | null = null;
      const whole = performance.now();
      do {
        const { value: page, ms: took } = await timed(() =>
          call<PractitionerExportResponse>("/api/practitioner/export", {
            ...query,
            ...(cursor ? { cursor } : {}),
          }),
        );
        requests.push(took);
        const built = performance.now();
        csvBytes += csvLines(page.data).length;
        csvWork.push(performance.now() - built);
        rows += page.data.length;
        cursor = page.next;
      } while (cursor);
      console.log(
        `Export, ${label}: ${rows.toLocaleString("en-ZA")} rows (${(csvBytes / 1024).toFixed(0)} KB of CSV) in` +
          ` ${requests.length} requests, ${ms(performance.now() - whole)} in all; a request: median` +
          ` ${ms(median(requests))}, slowest ${ms(Math.max(...requests))}; CSV lines for a page in the browser's` +
          ` place: slowest ${Math.max(...csvWork).toFixed(1)} ms.`,
      );
    }
    console.log(machineLoad());
  } finally {
    await stopAll();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchAdminPractitioners();
}
