import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startPaystackFake } from "./paystack-fake";
import { javaMissingMessage } from "./processes";
import { startSmsFake } from "./sms-fake";
import { prepareTable, startDynamo, startS3, startSes, stopAll } from "./stack";
import { testPorts } from "./test-ports";

/** Integration tests run against a real DynamoDB Local (in memory) and SES local. */
export default async function setup() {
  process.env.STACK_QUIET ??= "1";
  const javaMissing = javaMissingMessage();
  if (javaMissing) throw new Error(javaMissing);
  const clients = await startDynamo(testPorts.dynamodb, null);
  await prepareTable(clients);
  const ses: Server = await startSes(testPorts.ses);
  const sms: Server = await startSmsFake(testPorts.sms);
  // No webhook address: billing tests read the signed events (GET /events) and deliver them themselves.
  const paystack: Server = await startPaystackFake(testPorts.paystack);
  const s3Dir = mkdtempSync(join(tmpdir(), "vula-health-s3-test-"));
  const stopS3 = await startS3(testPorts.s3, s3Dir);
  return async () => {
    ses.close();
    sms.close();
    paystack.close();
    await stopS3();
    rmSync(s3Dir, { recursive: true, force: true });
    await stopAll();
  };
}
