import { once } from "node:events";
import { type AddressInfo, createServer, type Socket } from "node:net";
import { DynamoDBClient, ListTablesCommand } from "@aws-sdk/client-dynamodb";
import { afterAll, beforeAll, expect, it } from "vitest";
import { AWS_REQUEST_TIMEOUTS } from "./aws-timeouts";

// A server that accepts connections and never answers: the request lost on the way.
const sockets: Socket[] = [];
const silent = createServer((socket) => sockets.push(socket));

beforeAll(async () => {
  silent.listen(0, "127.0.0.1");
  await once(silent, "listening");
});

afterAll(() => {
  for (const socket of sockets) socket.destroy();
  silent.close();
});

it("an AWS request with no answer fails with a timeout instead of waiting for ever", async () => {
  const { port } = silent.address() as AddressInfo;
  const client = new DynamoDBClient({
    region: "af-south-1",
    endpoint: `http://127.0.0.1:${port}`,
    credentials: { accessKeyId: "local", secretAccessKey: "local" },
    requestHandler: AWS_REQUEST_TIMEOUTS,
    // One attempt: the retries are the SDK's own; this test is about the attempt giving up.
    maxAttempts: 1,
  });
  await expect(client.send(new ListTablesCommand({}))).rejects.toMatchObject({ name: "TimeoutError" });
  client.destroy();
}, 30_000);
