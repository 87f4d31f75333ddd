import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * An SES v2 endpoint that refuses every mail the way SES does for an unverified recipient, naming
 * the address in its message. Real SES local never refuses, so this is how tests see that message.
 */
export async function refusingSes(
  message: string,
): Promise<{ endpoint: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      response.writeHead(400, { "Content-Type": "application/json", "x-amzn-ErrorType": "MessageRejected" });
      response.end(JSON.stringify({ message }));
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
