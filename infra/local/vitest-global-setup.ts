import type { Server } from "node:http";
import { javaMissingMessage } from "./processes";
import { prepareTable, startDynamo, startSes, stopAll } from "./stack";
import { testPorts } from "./test-ports";

/** Integration tests run against a real DynamoDB Local (in memory) and SES local. */
export default async function setup() {
  process.env.STACK_QUIET ??= "1";
  const javaMissing = javaMissingMessage();
  if (javaMissing) throw new Error(javaMissing);
  const clients = await startDynamo(testPorts.dynamodb, null);
  await prepareTable(clients);
  const ses: Server = await startSes(testPorts.ses);
  return async () => {
    ses.close();
    await stopAll();
  };
}
