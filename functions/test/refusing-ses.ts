import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeSes {
  endpoint: string;
  close: () => Promise<void>;
}

/**
 * An SES v2 endpoint of our own, for what SES local never does: refuse a mail (`refuse`: SES's
 * message for an unverified recipient, naming the address), or let something happen while a mail is
 * being sent (`during`, run before the answer) and then accept it.
 */
export async function fakeSes(options: { refuse?: string; during?: () => Promise<void> }): Promise<FakeSes> {
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", async () => {
      try {
        await options.during?.();
      } catch (error) {
        response.writeHead(500, {
          "Content-Type": "application/json",
          "x-amzn-ErrorType": "InternalFailure",
        });
        response.end(JSON.stringify({ message: `the test's step failed: ${(error as Error).message}` }));
        return;
      }
      if (options.refuse !== undefined) {
        response.writeHead(400, {
          "Content-Type": "application/json",
          "x-amzn-ErrorType": "MessageRejected",
        });
        response.end(JSON.stringify({ message: options.refuse }));
        return;
      }
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ MessageId: "fake-ses-message" }));
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** An SES v2 endpoint that refuses every mail the way SES does for an unverified recipient. */
export function refusingSes(message: string): Promise<FakeSes> {
  return fakeSes({ refuse: message });
}
