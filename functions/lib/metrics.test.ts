import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import * as z from "../../core/schemas/z";
import { apiEvent, invoke } from "../test/api-event";
import { issueCsrfToken } from "./csrf";
import { resetEnvForTests } from "./env";
import { addMetric, emfDocuments, flushMetrics, METRICS, safeDimensionValue } from "./metrics";

/**
 * The embedded metric format as its specification defines it (docs.aws.amazon.com, "Specification:
 * Embedded metric format"): the root has `_aws` with a millisecond `Timestamp` and
 * `CloudWatchMetrics`, an array of directives, each a `Namespace` (1-255 characters), `Dimensions`
 * (an array of dimension sets, each at most 30 keys naming string members of the root) and `Metrics`
 * (at most 100, each a `Name` naming a numeric root member and an optional `Unit` from the list).
 */
const UNITS = [
  "Seconds",
  "Microseconds",
  "Milliseconds",
  "Bytes",
  "Kilobytes",
  "Megabytes",
  "Gigabytes",
  "Terabytes",
  "Bits",
  "Kilobits",
  "Megabits",
  "Gigabits",
  "Terabits",
  "Percent",
  "Count",
  "Bytes/Second",
  "Kilobytes/Second",
  "Megabytes/Second",
  "Gigabytes/Second",
  "Terabytes/Second",
  "Bits/Second",
  "Kilobits/Second",
  "Megabits/Second",
  "Gigabits/Second",
  "Terabits/Second",
  "Count/Second",
  "None",
] as const;

const emfDocument = z.looseObject({
  _aws: z.object({
    Timestamp: z.number().check(z.int(), z.positive()),
    CloudWatchMetrics: z.array(
      z.object({
        Namespace: z.string().check(z.minLength(1), z.maxLength(255)),
        Dimensions: z.array(z.array(z.string()).check(z.maxLength(30))),
        Metrics: z
          .array(z.object({ Name: z.string().check(z.minLength(1), z.maxLength(255)), Unit: z.enum(UNITS) }))
          .check(z.minLength(1), z.maxLength(100)),
      }),
    ),
  }),
});

/** Checks one log line against the specification, including the members its directives reference. */
function expectEmf(line: string): Record<string, unknown> {
  const parsed = JSON.parse(line) as Record<string, unknown>;
  const document = z.parse(emfDocument, parsed);
  for (const directive of document._aws.CloudWatchMetrics) {
    for (const key of directive.Dimensions.flat()) expect(typeof parsed[key], key).toBe("string");
    for (const { Name } of directive.Metrics) expect(typeof parsed[Name], Name).toBe("number");
  }
  return parsed;
}

let lines: string[];
beforeEach(() => {
  lines = [];
  vi.spyOn(console, "log").mockImplementation((line: string) => void lines.push(line));
  process.env.METRICS_NAMESPACE = "VulaHealth/test";
});
afterEach(() => {
  vi.restoreAllMocks();
  delete process.env.METRICS_NAMESPACE;
});

describe("metrics in CloudWatch's embedded metric format", () => {
  it("writes one line per set of dimension values, counts summed, in the specification's shape", () => {
    addMetric("MailsSent", { Service: "outbox" });
    addMetric("MailsSent", { Service: "outbox" });
    addMetric("MailsFailed", { Service: "outbox" });
    addMetric("RequestErrors", { Service: "api", Route: "POST /api/booking/submit", StatusClass: "4xx" });
    flushMetrics(1_780_000_000_000);
    expect(lines).toHaveLength(2);
    const [outbox, api] = lines.map(expectEmf);
    expect(outbox).toEqual({
      _aws: {
        Timestamp: 1_780_000_000_000,
        CloudWatchMetrics: [
          {
            Namespace: "VulaHealth/test",
            Dimensions: [["Service"]],
            Metrics: [
              { Name: "MailsSent", Unit: "Count" },
              { Name: "MailsFailed", Unit: "Count" },
            ],
          },
        ],
      },
      Service: "outbox",
      MailsSent: 2,
      MailsFailed: 1,
    });
    expect(api).toMatchObject({ Route: "POST /api/booking/submit", StatusClass: "4xx", RequestErrors: 1 });
    expect(api).toMatchObject({
      _aws: { CloudWatchMetrics: [{ Dimensions: [["Service", "Route", "StatusClass"]] }] },
    });
    // Flushed: the next invocation starts empty.
    flushMetrics();
    expect(lines).toHaveLength(2);
  });

  it("keeps a gauge's last value rather than a sum", () => {
    addMetric("OldestDueMailAge", { Service: "outbox" }, 700);
    addMetric("OldestDueMailAge", { Service: "outbox" }, 30);
    flushMetrics();
    expect(expectEmf(lines[0] ?? "")).toMatchObject({ OldestDueMailAge: 30 });
  });

  it("writes nothing without a namespace configured (the local stack, tests)", () => {
    delete process.env.METRICS_NAMESPACE;
    addMetric("BookingsMade", { Service: "booking" });
    flushMetrics();
    expect(lines).toEqual([]);
  });

  it("every metric's unit is one the specification allows", () => {
    for (const unit of Object.values(METRICS)) expect(UNITS).toContain(unit);
  });

  it("never lets an email, an id, a raw path or free text become a dimension value", () => {
    for (const value of [
      "thandi@example.co.za",
      "GET /api/booking/3f2c9a4e-0000-4000-8000-000000000000",
      "GET /api/practitioner/12345",
      "3f2c9a4e-0000-4000-8000-000000000000",
      "Sore throat and fever",
      "POST /api/booking/submit?email=thandi@example.co.za",
      "x".repeat(200),
    ])
      expect(safeDimensionValue(value), value).toBe("other");
    for (const value of ["POST /api/booking/submit", "GET /api/booking/{id}", "outbox", "5xx"])
      expect(safeDimensionValue(value)).toBe(value);
    const [document] = emfDocuments(
      [
        {
          name: "RequestErrors",
          value: 1,
          dimensions: { Service: "api", Route: "GET /api/x/thandi@example.co.za" },
        },
      ],
      "VulaHealth/test",
      1,
    );
    expect(JSON.stringify(document)).not.toContain("thandi");
  });
});

describe("the request log line and metrics of the handler factory", () => {
  const SECRET = "unit-test-signing-secret-of-32-bytes";
  beforeAll(() => {
    process.env.TABLE_NAME = "unit";
    process.env.SIGNING_SECRET = SECRET;
    resetEnvForTests();
  });

  it("logs latency and the cold-start flag, and counts a 4xx by route with nothing from the request", async () => {
    const { httpHandler } = await import("./http-handler");
    const handler = httpHandler({ route: "POST /api/booking/submit" }, async () => {
      throw new Error("not reached: the body is refused first");
    });
    const secretWords = { email: "thandi@example.co.za", reason: "Sore throat and fever", name: "Thandi" };
    const send = () =>
      invoke(
        handler,
        apiEvent("POST", "/api/booking/submit", {
          route: "/api/booking/submit",
          body: secretWords,
          headers: { "x-csrf-token": issueCsrfToken(SECRET).token },
        }),
      );
    expect((await send()).status).toBe(400);
    expect((await send()).status).toBe(400);
    const requests = lines.map((line) => JSON.parse(line)).filter((line) => line.message === "request");
    expect(requests.map(({ coldStart }) => coldStart)).toEqual([true, false]);
    for (const line of requests) expect(line.ms).toBeTypeOf("number");
    const metrics = lines.filter((line) => line.includes('"_aws"')).map(expectEmf);
    expect(metrics).toHaveLength(2);
    expect(metrics[0]).toMatchObject({
      Service: "api",
      Route: "POST /api/booking/submit",
      StatusClass: "4xx",
    });
    for (const line of lines.filter((line) => line.includes('"_aws"')))
      for (const word of Object.values(secretWords)) expect(line).not.toContain(word);
  });
});
