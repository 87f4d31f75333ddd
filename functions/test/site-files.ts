import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import { resetEnvForTests } from "../lib/env";
import { LOCAL_SITE_FILES_PREFIX } from "../public-pages/site-files";

/**
 * Hooks of a file whose public-pages function reads its templates from a small web server standing
 * in for the local site (SITE_FILES_ORIGIN), as the local stack does: `answer` gets the file's name
 * (the path after the local prefix). The server stops and the origin is restored after the file.
 */
export function serveSiteFiles(answer: (file: string, res: ServerResponse<IncomingMessage>) => void): void {
  let site: Server;
  const savedOrigin = process.env.SITE_FILES_ORIGIN;
  beforeAll(async () => {
    site = createServer((req, res) => answer((req.url ?? "").slice(LOCAL_SITE_FILES_PREFIX.length), res));
    await new Promise<void>((done) => site.listen(0, "127.0.0.1", done));
    process.env.SITE_FILES_ORIGIN = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    resetEnvForTests();
  });
  afterAll(async () => {
    process.env.SITE_FILES_ORIGIN = savedOrigin;
    resetEnvForTests();
    await new Promise((done) => site.close(done));
  });
}
