/**
 * `npm run bench`: prints figures, asserts nothing. Record notable figures in docs/benchmarks.md.
 *   npm run bench                                   # function bundles, search at 1k and 10k, then booking
 *   npm run bench -- --sizes 1000,10000,100000      # search sizes (100k seeds ~5M items: ~20 min once)
 *   npm run bench -- --only bundles|search|booking|outbox|admin-practitioners
 *   npm run bench -- --only soonest --sizes 10000,100000  # next-available upkeep and sort=soonest (issue 26)
 * admin-practitioners (the admin list and CSV export at 10k) runs only when asked for by name.
 *   npm run bench -- --only admin [--sizes 1000,10000,50000]  # admin lists at scale (issue 30; tables kept in .data/bench)
 *   npm run bench -- --only embed                   # the partner embed's weight (npm run build first)
 * Booking uses its own in-memory DynamoDB Local (port 8410) and, after search, its own process: the
 * API's DynamoDB client is made once per process and search has pointed it at its table. The
 * outbox (a booking's write units with all its mail, the sender's rate) follows in a process of its own.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { benchAdmin } from "./admin";
import { benchAdminPractitioners } from "./admin-practitioners";
import { benchBooking } from "./booking";
import { benchEmbed } from "./embed";
import { benchFunctionBundles } from "./function-bundles";
import { benchOutbox } from "./outbox";
import { benchSearch } from "./search";
import { benchSoonest } from "./soonest";

const { values } = parseArgs({
  options: { sizes: { type: "string", default: "1000,10000" }, only: { type: "string" } },
});
const sizes = (values.sizes ?? "").split(",").map(Number);
if (sizes.some((size) => !Number.isInteger(size) || size < 1)) {
  console.error(`--sizes must be whole numbers separated by commas, got "${values.sizes}"`);
  process.exit(2);
}
const only = values.only;
if (only === "admin") {
  await benchAdmin(process.argv.includes("--sizes") ? sizes : [1000, 10_000, 50_000]);
  process.exit(process.exitCode ?? 0);
}
if (only === "admin-practitioners") {
  await benchAdminPractitioners();
  process.exit(process.exitCode ?? 0);
}
// The embed needs the production build and a whole stack: only when asked for.
if (only === "embed") {
  await benchEmbed();
  process.exit(0);
}
if (only === "soonest") {
  await benchSoonest(sizes);
  process.exit(process.exitCode ?? 0);
}
if (only === "outbox") {
  await benchOutbox();
  process.exit(process.exitCode ?? 0);
}
if (only !== "search" && only !== "booking") await benchFunctionBundles();
if (only !== "bundles" && only !== "booking") {
  await benchSearch(sizes);
  // sort=soonest and the upkeep behind it, in a process of its own (its own DynamoDB client).
  const run = spawnSync(
    process.execPath,
    ["--import", "tsx", fileURLToPath(new URL("./soonest.ts", import.meta.url)), "--sizes", sizes.join(",")],
    { stdio: "inherit" },
  );
  if (run.status !== 0) process.exitCode = run.status ?? 1;
}
if (only === "booking") await benchBooking();
else if (only !== "bundles" && only !== "search") {
  // Each in a process of its own: the API's DynamoDB client is bound to the first table it meets.
  for (const bench of ["./booking.ts", "./outbox.ts"]) {
    const run = spawnSync(
      process.execPath,
      ["--import", "tsx", fileURLToPath(new URL(bench, import.meta.url))],
      {
        stdio: "inherit",
      },
    );
    if (run.status !== 0) process.exitCode = run.status ?? 1;
  }
}
