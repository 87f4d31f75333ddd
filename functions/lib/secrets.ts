/**
 * The functions' secrets, read at run time. In AWS a function's environment carries only where a
 * secret is kept (SIGNING_SECRET_PARAMETER=/aws/reference/secretsmanager/vula-health/prod/signing-secret,
 * an SSM parameter name: a SecureString, or Parameter Store's pass-through to a Secrets Manager
 * secret), never the value: the Lambda console, `get-function-configuration` and the CloudFormation
 * template show names only. The value is fetched once per container and kept SECRET_TTL_MS, so a
 * rotation is picked up within minutes without a deploy.
 *
 * Locally and in tests (serverless-offline, DynamoDB Local, no Lambda) only the plain variable
 * (SIGNING_SECRET, ...) counts: parameter names are ignored and no AWS call is made. A function
 * deployed to Lambda refuses a plain value, so a secret exported in the deployer's shell cannot end
 * up in the function's configuration unnoticed.
 *
 * `loadSecrets` runs before a handler (functions/lib/http-handler.ts, the public-pages handler);
 * after it, `secretValue` answers synchronously, so env() and its callers stay as they are.
 */
import { GetParametersCommand, type GetParametersCommandOutput, SSMClient } from "@aws-sdk/client-ssm";
import { createLogger } from "./logger";
import { runsDeployed } from "./loopback";

interface SecretSpec {
  /** The plain variable (local stack, tests). */
  variable: string;
  /** Whether a deployed function that asks for it must have it (else the code using it decides). */
  requiredWhenDeployed: boolean;
}

const SPECS = {
  signingSecret: { variable: "SIGNING_SECRET", requiredWhenDeployed: true },
  originVerifySecret: { variable: "ORIGIN_VERIFY_SECRET", requiredWhenDeployed: true },
  // Only the affiliate function is given its parameter; functions/affiliate/bank-detail.ts refuses to run without it.
  dataEncryptionKey: { variable: "DATA_ENCRYPTION_KEY", requiredWhenDeployed: false },
  // Only the outbox is given its parameter, and only reads it when SMS is configured (functions/sms/send-sms.ts).
  smsTokenSecret: { variable: "SMS_TOKEN_SECRET", requiredWhenDeployed: false },
  // Only the billing function is given its parameter: it signs nothing, but calls Paystack and checks its webhooks.
  paystackSecretKey: { variable: "PAYSTACK_SECRET_KEY", requiredWhenDeployed: false },
} as const satisfies Record<string, SecretSpec>;

export type SecretName = keyof typeof SPECS;

/** The variable naming a secret's SSM parameter: SIGNING_SECRET -> SIGNING_SECRET_PARAMETER. */
export function parameterVariable(name: SecretName): string {
  return `${SPECS[name].variable}_PARAMETER`;
}

/** How long a fetched value is used before the next request fetches it again (rotation). */
export const SECRET_TTL_MS = 5 * 60_000;

/** What loadSecrets needs of an SSMClient (tests pass a stand-in: no AWS call). */
export interface ParameterClient {
  send(
    command: GetParametersCommand,
  ): Promise<Pick<GetParametersCommandOutput, "Parameters" | "InvalidParameters">>;
}

const kept = new Map<string, { value: string; fetchedAt: number }>();
let defaultClient: SSMClient | undefined;

/** Created on first need: region and credentials come from the Lambda environment. */
function ssmClient(): SSMClient {
  defaultClient ??= new SSMClient({});
  return defaultClient;
}

/** GetParameters (one round trip for all of a function's secrets), decrypting SecureStrings. */
async function readParameters(
  client: ParameterClient,
  names: readonly string[],
): Promise<Record<string, string>> {
  const answer = await client.send(new GetParametersCommand({ Names: [...names], WithDecryption: true }));
  if (answer.InvalidParameters?.length)
    throw new Error(`no such parameter: ${answer.InvalidParameters.join(", ")}`);
  const values: Record<string, string> = {};
  for (const parameter of answer.Parameters ?? [])
    if (parameter.Name && parameter.Value !== undefined) values[parameter.Name] = parameter.Value;
  return values;
}

function plainValue(name: SecretName): string | undefined {
  const value = process.env[SPECS[name].variable];
  if (!value) return undefined;
  if (runsDeployed())
    throw new Error(
      `${SPECS[name].variable} is a plain environment variable of this function: in AWS it is read from ` +
        `Parameter Store (${parameterVariable(name)}). Package and deploy without ${SPECS[name].variable} set.`,
    );
  return value;
}

/** Only a deployed function reads Parameter Store: locally the names are ignored, and no AWS call is made. */
function parameterName(name: SecretName): string | undefined {
  return runsDeployed() ? process.env[parameterVariable(name)] || undefined : undefined;
}

/**
 * Fetches the named secrets that are kept in Parameter Store and not yet (or no longer) cached.
 * Refuses, outside the local stack, a required secret with neither a parameter nor (locally) a value.
 * A failed refresh keeps serving the value it has (and tries again next request); a failed first
 * fetch throws, so the request fails instead of running without its secret.
 */
export async function loadSecrets(
  wanted: readonly SecretName[],
  options: { client?: ParameterClient; nowMs?: number } = {},
): Promise<void> {
  const nowMs = options.nowMs ?? Date.now();
  const due: string[] = [];
  for (const name of wanted) {
    if (plainValue(name) !== undefined) continue;
    const parameter = parameterName(name);
    if (!parameter) {
      if (SPECS[name].requiredWhenDeployed && runsDeployed())
        throw new Error(
          `${parameterVariable(name)} must name the SSM parameter holding ${SPECS[name].variable} in a deployed function`,
        );
      continue;
    }
    const hit = kept.get(parameter);
    if (!hit || nowMs - hit.fetchedAt >= SECRET_TTL_MS) due.push(parameter);
  }
  if (due.length === 0) return;
  let values: Record<string, string>;
  try {
    values = await readParameters(options.client ?? ssmClient(), due);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (due.every((parameter) => kept.has(parameter))) {
      createLogger({ area: "secrets" }).warn("secret refresh failed; the cached values stay in use", {
        parameters: due,
        reason,
      });
      return;
    }
    throw new Error(`Could not read ${due.join(", ")} from Parameter Store: ${reason}`);
  }
  const missing = due.filter((parameter) => !values[parameter]);
  if (missing.length) throw new Error(`Parameter Store returned no value for ${missing.join(", ")}`);
  for (const parameter of due) kept.set(parameter, { value: values[parameter] as string, fetchedAt: nowMs });
}

/**
 * A secret's value: the plain variable (local, tests), or what loadSecrets fetched; undefined when
 * neither is configured (the caller decides whether that is allowed). Throws when the secret is
 * kept in Parameter Store but was not loaded before this request.
 */
export function secretValue(name: SecretName): string | undefined {
  const plain = plainValue(name);
  if (plain !== undefined) return plain;
  const parameter = parameterName(name);
  if (!parameter) return undefined;
  const hit = kept.get(parameter);
  if (!hit) throw new Error(`${SPECS[name].variable} (${parameter}) was not loaded: call loadSecrets first`);
  return hit.value;
}

/** Tests start each case with an empty cache. */
export function resetSecretsForTests(): void {
  kept.clear();
}
