/**
 * `npm start`: the whole product on loopback. DynamoDB Local (data in .data/, or --in-memory),
 * SES local, the API from serverless.yml under serverless-offline, and the pages through Vite,
 * all behind http://localhost:3000. Seeds demo data when the table is empty, and demo patients'
 * bookings when they are missing. Ctrl-C stops it all.
 *
 *   npm start                      # dev server, data kept in .data/dynamodb
 *   npm start -- --in-memory       # throwaway data (also LOCAL_IN_MEMORY=1)
 *   npm start -- --preview         # serve the production build (npm run build first)
 */
import { tmpdir } from "node:os";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { seedDemoBookings } from "../seed/demo-bookings";
import { seedDemoHistory } from "../seed/demo-history";
import { demoAccounts } from "../seed/generate";
import { seedNextAvailable } from "../seed/next-available";
import { isTableEmpty, seedIsCurrent, seedTable } from "../seed/write";
import { startPartnerDemo } from "./partner-demo";
import { startPaystackFake } from "./paystack-fake";
import { LOCAL_UPLOADS_BUCKET, ports } from "./ports";
import { previewBuildProblem } from "./preview-build";
import { javaMissingMessage, killAllNow } from "./processes";
import { startSmsFake } from "./sms-fake";
import {
  apiEnvironment,
  LOCAL_TABLE,
  prepareTable,
  startApi,
  startDynamo,
  startOutboxWorker,
  startS3,
  startSes,
  startWeb,
  stopAll,
} from "./stack";

const DEMO_PRACTITIONERS = 240;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      "in-memory": { type: "boolean", default: false },
      preview: { type: "boolean", default: false },
    },
  });
  const inMemory = values["in-memory"] || process.env.LOCAL_IN_MEMORY === "1";

  // Before anything starts: without a build every page would fail at its first request.
  const noBuild = values.preview
    ? previewBuildProblem(resolve(import.meta.dirname, "../../dist/site"))
    : undefined;
  if (noBuild) {
    console.error(noBuild);
    process.exit(1);
  }

  const javaMissing = javaMissingMessage();
  if (javaMissing) {
    console.error(javaMissing);
    process.exit(1);
  }

  let stopWeb: (() => Promise<void>) | undefined;
  let stopS3: (() => Promise<void>) | undefined;
  let stopPartner: (() => Promise<void>) | undefined;
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log("\nStopping the local stack...");
    await stopWeb?.().catch(() => undefined);
    await stopPartner?.().catch(() => undefined);
    await stopS3?.().catch(() => undefined);
    await stopAll();
    process.exit(code);
  };
  process.on("SIGINT", () => void shutdown(0));
  process.on("SIGTERM", () => void shutdown(0));
  process.on("exit", killAllNow);

  try {
    console.log(
      `Starting DynamoDB Local on 127.0.0.1:${ports.dynamodb} (${inMemory ? "in memory" : ".data/dynamodb"})...`,
    );
    const clients = await startDynamo(ports.dynamodb, inMemory ? null : ".data/dynamodb");
    await prepareTable(clients);
    if (!(await seedIsCurrent(clients.doc, LOCAL_TABLE))) {
      const kept = !(await isTableEmpty(clients.doc, LOCAL_TABLE));
      console.log(`${kept ? "Updating" : "Seeding"} demo data (${DEMO_PRACTITIONERS} practitioners)...`);
      await seedTable({ client: clients.doc, tableName: LOCAL_TABLE, practitioners: DEMO_PRACTITIONERS });
    }
    // Demo patients' bookings go through the booking core, which reads the functions' environment.
    Object.assign(process.env, apiEnvironment(ports));
    await seedDemoBookings().then(
      (placed) => placed > 0 && console.log(`Placed ${placed} demo bookings for demo patients.`),
      (error: unknown) =>
        console.warn(`No demo bookings: ${error instanceof Error ? error.message : String(error)}`),
    );
    await seedDemoHistory().then(
      (placed) =>
        placed > 0 && console.log(`Placed ${placed} past demo appointments to mark (practitioner 1).`),
      (error: unknown) =>
        console.warn(`No past demo appointments: ${error instanceof Error ? error.message : String(error)}`),
    );
    await seedNextAvailable().then(
      (changed) => changed > 0 && console.log(`Stored the next open time of ${changed} practitioners.`),
      (error: unknown) =>
        console.warn(`Next available not stored: ${error instanceof Error ? error.message : String(error)}`),
    );
    console.log(`Starting SES local on 127.0.0.1:${ports.ses}...`);
    await startSes(ports.ses);
    console.log(`Starting the SMS provider's local fake on 127.0.0.1:${ports.sms}...`);
    await startSmsFake(ports.sms);
    console.log(`Starting the payment provider's local fake (Paystack) on 127.0.0.1:${ports.paystack}...`);
    // It sends its signed webhooks straight to the API, as Paystack would to our public address.
    await startPaystackFake(ports.paystack, {
      webhookUrl: `http://127.0.0.1:${ports.api}/api/billing/webhook`,
    });
    console.log(`Starting the S3-compatible server (photos) on 127.0.0.1:${ports.s3}...`);
    stopS3 = await startS3(ports.s3, inMemory ? `${tmpdir()}/vula-health-s3-${process.pid}` : ".data/s3");
    console.log(`Starting the API (serverless-offline) on 127.0.0.1:${ports.api}...`);
    await startApi(ports);
    startOutboxWorker(ports);
    stopWeb = await startWeb(values.preview ? "preview" : "dev", ports.web);
    stopPartner = await startPartnerDemo(ports.partner, `http://localhost:${ports.web}`, !values.preview);
  } catch (error) {
    console.error(
      `Could not start the local stack: ${error instanceof Error ? error.message : String(error)}`,
    );
    await shutdown(1);
    return;
  }

  const accounts = demoAccounts.map(
    (account) => `    ${account.role.padEnd(13)} ${account.email} / ${account.password}`,
  );
  console.log(`
Vula Health is running:
  Site          http://localhost:${ports.web}
  API           http://localhost:${ports.web}/api  (serverless-offline on :${ports.api})
  Partner demo  http://localhost:${ports.partner}  (Example Family Practice: the booking widget embedded)
  SES outbox    http://localhost:${ports.ses}
  SMS sent      http://localhost:${ports.sms}  (local fake of BulkSMS; JSON at /store)
  Payments      http://localhost:${ports.paystack}  (local fake of Paystack: subscriptions, "Fail the renewal")
  S3 (photos)   http://127.0.0.1:${ports.s3}  bucket ${LOCAL_UPLOADS_BUCKET}
  DynamoDB      http://127.0.0.1:${ports.dynamodb}  table ${LOCAL_TABLE}
  Demo accounts (seeded):
${accounts.join("\n")}
Press Ctrl-C to stop.`);
}

void main();
