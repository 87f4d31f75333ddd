import { isLoopbackUrl } from "../functions/lib/env";

/** What this needs of a DynamoDB (document) client: its configured endpoint, if any. */
interface ConfiguredClient {
  config: { endpoint?: () => Promise<{ protocol: string; hostname: string; port?: number }> };
}

/** The endpoint a client sends to, as a URL; undefined when it uses AWS's regional endpoint. */
export async function clientEndpoint(client: ConfiguredClient): Promise<string | undefined> {
  if (!client.config.endpoint) return undefined;
  const { protocol, hostname, port } = await client.config.endpoint();
  const host = hostname.includes(":") && !hostname.startsWith("[") ? `[${hostname}]` : hostname;
  return `${protocol}//${host}${port ? `:${port}` : ""}`;
}

/**
 * Local = DynamoDB Local on loopback (the local stack, tests, benchmarks). Decided from the client
 * itself, not from the environment, so a caller that built its client some other way is judged by
 * where its writes really go.
 */
export async function isLocalClient(client: ConfiguredClient): Promise<boolean> {
  return isLoopbackUrl(await clientEndpoint(client));
}

export class NotLocalTableError extends Error {
  override name = "NotLocalTableError";
}

/** Throws NotLocalTableError, naming `what` and why, unless the client writes to a local DynamoDB. */
export async function requireLocalTable(client: ConfiguredClient, what: string, why: string): Promise<void> {
  const endpoint = await clientEndpoint(client);
  if (isLoopbackUrl(endpoint)) return;
  throw new NotLocalTableError(
    `${what} only writes to a local DynamoDB (DYNAMODB_ENDPOINT on localhost or 127.0.0.1), not ${endpoint ?? "AWS"}: ${why}.`,
  );
}
