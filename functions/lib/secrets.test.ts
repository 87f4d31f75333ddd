import type { GetParametersCommand } from "@aws-sdk/client-ssm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { env, resetEnvForTests } from "./env";
import {
  loadSecrets,
  type ParameterClient,
  resetSecretsForTests,
  SECRET_TTL_MS,
  secretValue,
} from "./secrets";

/**
 * The run-time secret loader. The SSM client is a stand-in object (the one fake here): it records
 * each GetParameters request and answers from a map, so no AWS call is made; the real SSMClient
 * would send the same command.
 */
const SIGNING = "/aws/reference/secretsmanager/vula-health/prod/signing-secret";
const ORIGIN = "/aws/reference/secretsmanager/vula-health/prod/origin-verify";
const DATA_KEY = "/aws/reference/secretsmanager/vula-health/prod/data-key";

function parameterStore(values: Record<string, string>) {
  const requests: { names: string[]; decrypt: boolean | undefined }[] = [];
  let failing = false;
  const client: ParameterClient = {
    send: async (command: GetParametersCommand) => {
      const names = command.input.Names ?? [];
      requests.push({ names, decrypt: command.input.WithDecryption });
      if (failing) throw new Error("ThrottlingException: Rate exceeded");
      return {
        Parameters: names
          .filter((name) => name in values)
          .map((name) => ({ Name: name, Value: values[name] })),
        InvalidParameters: names.filter((name) => !(name in values)),
      };
    },
  };
  return { client, requests, values, fail: (on: boolean) => (failing = on) };
}

const saved = { ...process.env };

/** A function as deployed: in Lambda, not offline, DynamoDB in AWS, secrets named, no plain values. */
function deployed(extra: Record<string, string> = {}) {
  process.env = { ...saved };
  for (const name of PLAIN_AND_LOCAL) delete process.env[name];
  Object.assign(process.env, {
    TABLE_NAME: "vula-health-prod",
    AWS_LAMBDA_FUNCTION_NAME: "vula-health-prod-booking",
    SIGNING_SECRET_PARAMETER: SIGNING,
    ORIGIN_VERIFY_SECRET_PARAMETER: ORIGIN,
    ...extra,
  });
  resetEnvForTests();
}
const PLAIN_AND_LOCAL = [
  "IS_OFFLINE",
  "DYNAMODB_ENDPOINT",
  "SIGNING_SECRET",
  "ORIGIN_VERIFY_SECRET",
  "DATA_ENCRYPTION_KEY",
];

beforeEach(() => resetSecretsForTests());
afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
  resetSecretsForTests();
});

describe("secrets in AWS (Parameter Store)", () => {
  it("fetches a function's secrets in one decrypting request, then answers synchronously", async () => {
    deployed();
    const store = parameterStore({ [SIGNING]: "s".repeat(40), [ORIGIN]: "origin-secret" });
    expect(() => secretValue("signingSecret")).toThrow(/was not loaded/);
    await loadSecrets(["signingSecret", "originVerifySecret", "dataEncryptionKey"], {
      client: store.client,
      nowMs: 0,
    });
    expect(store.requests).toEqual([{ names: [SIGNING, ORIGIN], decrypt: true }]);
    expect(env().signingSecret).toBe("s".repeat(40));
    expect(env().originVerifySecret).toBe("origin-secret");
    // No parameter named for the data key in this function: it is not fetched, and not there.
    expect(secretValue("dataEncryptionKey")).toBeUndefined();
  });

  it("keeps the values for the container's next requests, and fetches again after the TTL (rotation)", async () => {
    deployed();
    const store = parameterStore({ [SIGNING]: "a".repeat(40), [ORIGIN]: "origin-1" });
    const load = (nowMs: number) =>
      loadSecrets(["signingSecret", "originVerifySecret"], { client: store.client, nowMs });
    await load(0);
    await load(SECRET_TTL_MS - 1);
    expect(store.requests).toHaveLength(1);
    store.values[SIGNING] = "b".repeat(40);
    await load(SECRET_TTL_MS);
    expect(store.requests).toHaveLength(2);
    expect(env().signingSecret).toBe("b".repeat(40));
  });

  it("keeps serving the cached value when a refresh fails, but never starts without one", async () => {
    deployed();
    const store = parameterStore({ [SIGNING]: "a".repeat(40), [ORIGIN]: "origin-1" });
    store.fail(true);
    await expect(loadSecrets(["signingSecret"], { client: store.client, nowMs: 0 })).rejects.toThrow(
      /Could not read .*signing-secret from Parameter Store: ThrottlingException/,
    );
    store.fail(false);
    await loadSecrets(["signingSecret"], { client: store.client, nowMs: 0 });
    store.fail(true);
    await loadSecrets(["signingSecret"], { client: store.client, nowMs: SECRET_TTL_MS });
    expect(env().signingSecret).toBe("a".repeat(40));
  });

  it("refuses a parameter that does not exist", async () => {
    deployed({ DATA_ENCRYPTION_KEY_PARAMETER: DATA_KEY });
    const store = parameterStore({ [SIGNING]: "a".repeat(40), [ORIGIN]: "origin-1" });
    await expect(
      loadSecrets(["signingSecret", "dataEncryptionKey"], { client: store.client, nowMs: 0 }),
    ).rejects.toThrow(/no such parameter: .*data-key/);
  });

  it("refuses to start without a required secret's parameter", async () => {
    deployed();
    delete process.env.SIGNING_SECRET_PARAMETER;
    const store = parameterStore({});
    await expect(loadSecrets(["signingSecret"], { client: store.client })).rejects.toThrow(
      "SIGNING_SECRET_PARAMETER must name the SSM parameter holding SIGNING_SECRET in a deployed function",
    );
    expect(() => env().signingSecret).toThrow(/Missing SIGNING_SECRET/);
    // The data key is only configured where it is used; bank-detail.ts refuses to run without it.
    await loadSecrets(["dataEncryptionKey"], { client: store.client });
    expect(store.requests).toHaveLength(0);
  });

  it("refuses a plain secret in a deployed function's environment", async () => {
    deployed({ SIGNING_SECRET: "p".repeat(40) });
    const store = parameterStore({ [SIGNING]: "a".repeat(40) });
    await expect(loadSecrets(["signingSecret"], { client: store.client })).rejects.toThrow(
      /SIGNING_SECRET is a plain environment variable of this function/,
    );
    expect(() => env().signingSecret).toThrow(/plain environment variable/);
  });
});

describe("secrets on the local stack and in tests", () => {
  it("uses only the plain variables, never asking AWS, even where parameters are named", async () => {
    process.env = {
      ...saved,
      TABLE_NAME: "vula-health-local",
      AWS_LAMBDA_FUNCTION_NAME: "vula-health-local-booking",
      IS_OFFLINE: "true",
      DYNAMODB_ENDPOINT: "http://127.0.0.1:8000",
      SIGNING_SECRET: "local-development-signing-secret",
      SIGNING_SECRET_PARAMETER: SIGNING,
      ORIGIN_VERIFY_SECRET: "",
      ORIGIN_VERIFY_SECRET_PARAMETER: ORIGIN,
      DATA_ENCRYPTION_KEY: "",
      DATA_ENCRYPTION_KEY_PARAMETER: DATA_KEY,
    };
    resetEnvForTests();
    const store = parameterStore({});
    await loadSecrets(["signingSecret", "originVerifySecret", "dataEncryptionKey"], { client: store.client });
    expect(store.requests).toHaveLength(0);
    expect(env().signingSecret).toBe("local-development-signing-secret");
    // Empty locally: no origin check, a data key derived from the signing secret (bank-detail.ts).
    expect(env().originVerifySecret).toBeUndefined();
    expect(secretValue("dataEncryptionKey")).toBeUndefined();
  });
});
