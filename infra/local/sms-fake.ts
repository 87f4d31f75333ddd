/**
 * A local stand-in for BulkSMS's JSON REST API (functions/sms/bulksms.ts), run by `npm start` and the
 * integration tests like SES local: POST /v1/messages with the provider's Basic auth and body shape,
 * answered as the provider answers (201 with the created messages; 401/400 as problem+json). It
 * keeps what was sent: GET / is a page listing the texts, GET /store the same as JSON for tests.
 * POST /fault {status, times} makes the next sends fail with that status (tests of retries).
 */
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { escapeHtml } from "../../core/escape-html";

/** The token the local stack and tests configure (infra/local/stack.ts apiEnvironment). */
export const LOCAL_SMS_TOKEN = { id: "local-sms-token", secret: "local-sms-secret" };

export interface FakeSms {
  id: string;
  to: string;
  from: string | null;
  body: string;
  submittedAt: string;
}

interface Submission {
  to?: unknown;
  body?: unknown;
  from?: unknown;
}

const MAX_BODY_BYTES = 64 * 1024;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((done, fail) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on("end", () => done(Buffer.concat(chunks).toString("utf8")));
    request.on("error", fail);
  });
}

function json(response: ServerResponse, status: number, value: unknown, type = "application/json"): void {
  response.writeHead(status, { "Content-Type": type });
  response.end(JSON.stringify(value));
}

/** The provider's error shape. */
function problem(response: ServerResponse, status: number, title: string, detail: string): void {
  json(
    response,
    status,
    { type: "https://developer.bulksms.com/json/v1/errors#fake", title, status, detail },
    "application/problem+json",
  );
}

function page(sent: readonly FakeSms[]): string {
  const items = sent
    .toReversed()
    .map(
      (sms) =>
        `<li><p class="meta">To <strong>${escapeHtml(sms.to)}</strong> from ${escapeHtml(sms.from ?? "the account's default")}, ${escapeHtml(sms.submittedAt)}</p><p>${escapeHtml(sms.body)}</p></li>`,
    )
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>SMS sent (local fake of BulkSMS)</title>
<style>body{font:16px system-ui,sans-serif;margin:1rem;max-width:48rem}ul{list-style:none;padding:0}li{border:1px solid #ccc;border-radius:.5rem;padding:.25rem .75rem;margin:.5rem 0;overflow-wrap:anywhere}.meta{color:#555;font-size:.9rem}</style></head>
<body><h1>Text messages sent</h1><p>${sent.length} sent, newest first. Nothing here reaches a phone. JSON: <a href="/store">/store</a></p>
<ul>${items}</ul></body></html>`;
}

/** Starts the fake on 127.0.0.1:`port`, accepting only `token`. */
export async function startSmsFake(port: number, token = LOCAL_SMS_TOKEN): Promise<Server> {
  const sent: FakeSms[] = [];
  // A retry with the same deduplication-id answers the first submission's messages again.
  const submissions = new Map<string, FakeSms[]>();
  let fault: { status: number; times: number } | undefined;
  const expectedAuth = `Basic ${Buffer.from(`${token.id}:${token.secret}`).toString("base64")}`;

  const send = async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    if (request.headers.authorization !== expectedAuth)
      return problem(response, 401, "Authentication Failed", "The token id or secret is wrong.");
    if (fault && fault.times > 0) {
      fault.times -= 1;
      return problem(response, fault.status, "Injected fault", "POST /fault asked for this answer.");
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readBody(request));
    } catch {
      return problem(response, 400, "Bad Request", "The body is not JSON.");
    }
    const entries = (Array.isArray(parsed) ? parsed : [parsed]) as Submission[];
    const dedup = url.searchParams.get("deduplication-id");
    const earlier = dedup ? submissions.get(dedup) : undefined;
    if (earlier) return json(response, 201, earlier.map(asProviderMessage));
    const created: FakeSms[] = [];
    const submittedAt = new Date().toISOString();
    for (const entry of entries) {
      const recipients = Array.isArray(entry.to) ? entry.to : [entry.to];
      if (
        typeof entry.body !== "string" ||
        recipients.some((to) => typeof to !== "string" || !/^\+?\d{7,15}$/.test(to))
      )
        return problem(response, 400, "Bad Request", "Each message needs `to` (phone numbers) and `body`.");
      const from = typeof entry.from === "string" ? entry.from : null;
      for (const to of recipients as string[])
        created.push({ id: randomUUID(), to, from, body: entry.body, submittedAt });
    }
    sent.push(...created);
    if (dedup) submissions.set(dedup, created);
    json(response, 201, created.map(asProviderMessage));
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const route = `${request.method} ${url.pathname}`;
    const handled =
      route === "POST /v1/messages"
        ? send(request, response, url)
        : route === "GET /store"
          ? Promise.resolve(json(response, 200, { messages: sent }))
          : route === "POST /fault"
            ? readBody(request).then((body) => {
                fault = JSON.parse(body) as { status: number; times: number };
                json(response, 200, fault);
              })
            : route === "GET /"
              ? Promise.resolve(
                  response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(page(sent)),
                )
              : Promise.resolve(problem(response, 404, "Not Found", "No such path on the SMS fake."));
    handled.catch(() => problem(response, 500, "Fake failed", "The fake could not handle the request."));
  });
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(port, "127.0.0.1", done);
  });
  return server;
}

function asProviderMessage(sms: FakeSms) {
  return {
    id: sms.id,
    type: "SENT",
    from: sms.from ?? "",
    to: sms.to,
    body: sms.body,
    encoding: "TEXT",
    status: { id: "ACCEPTED.null", type: "ACCEPTED" },
    submission: { id: `fake-${sms.id}`, date: sms.submittedAt },
  };
}
