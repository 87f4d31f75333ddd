import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { env, isLoopbackUrl, MIN_SIGNING_SECRET_BYTES, resetEnvForTests } from "./env";

const saved = { ...process.env };
const GOOD = "x".repeat(MIN_SIGNING_SECRET_BYTES);

function configure(vars: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvForTests();
}

beforeEach(() => configure({ TABLE_NAME: "unit", DYNAMODB_ENDPOINT: undefined, SIGNING_SECRET: undefined }));
afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
});

describe("SIGNING_SECRET", () => {
  it("outside the local stack, refuses a missing or short secret", () => {
    expect(() => env().signingSecret).toThrow("Missing SIGNING_SECRET");
    configure({ SIGNING_SECRET: "x".repeat(MIN_SIGNING_SECRET_BYTES - 1) });
    expect(() => env().signingSecret).toThrow(
      "SIGNING_SECRET must be at least 32 bytes outside the local stack (it has 31)",
    );
    configure({ SIGNING_SECRET: GOOD });
    expect(env().signingSecret).toBe(GOOD);
  });

  it("counts bytes, not characters", () => {
    configure({ SIGNING_SECRET: "é".repeat(16) }); // 16 characters, 32 bytes
    expect(env().signingSecret).toHaveLength(16);
    configure({ SIGNING_SECRET: "é".repeat(15) });
    expect(() => env().signingSecret).toThrow(/it has 30/);
  });

  it("treats a DynamoDB endpoint that is not loopback as outside the local stack", () => {
    for (const endpoint of [
      "https://dynamodb.af-south-1.amazonaws.com",
      "http://127.0.0.1.example.com:8000",
      "http://localhost.example.com:8000",
      "http://10.0.0.5:8000",
    ]) {
      configure({ DYNAMODB_ENDPOINT: endpoint, SIGNING_SECRET: "short" });
      expect(() => env().signingSecret, endpoint).toThrow(/at least 32 bytes/);
    }
  });

  it("accepts a short secret locally (DynamoDB on loopback), but never a missing one", () => {
    for (const endpoint of ["http://127.0.0.1:8000", "http://localhost:8100", "http://[::1]:8000"]) {
      configure({ DYNAMODB_ENDPOINT: endpoint, SIGNING_SECRET: "short" });
      expect(env().signingSecret, endpoint).toBe("short");
    }
    configure({ DYNAMODB_ENDPOINT: "http://127.0.0.1:8000", SIGNING_SECRET: undefined });
    expect(() => env().signingSecret).toThrow("Missing SIGNING_SECRET");
  });
});

describe("isLoopbackUrl", () => {
  it("is true only for loopback hosts", () => {
    expect(isLoopbackUrl("http://127.0.0.1:8000")).toBe(true);
    expect(isLoopbackUrl("http://127.1.2.3")).toBe(true);
    expect(isLoopbackUrl("http://LOCALHOST:8000")).toBe(true);
    expect(isLoopbackUrl("http://[::1]:8000")).toBe(true);
    expect(isLoopbackUrl(undefined)).toBe(false);
    expect(isLoopbackUrl("")).toBe(false);
    expect(isLoopbackUrl("127.0.0.1:8000")).toBe(false);
    expect(isLoopbackUrl("http://localhost@evil.example")).toBe(false);
    expect(isLoopbackUrl("https://dynamodb.af-south-1.amazonaws.com")).toBe(false);
  });
});
