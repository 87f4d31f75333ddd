/**
 * Metrics in CloudWatch's embedded metric format (EMF): counts and gauges gathered during an
 * invocation and written by `flushMetrics()` as JSON log lines with an `_aws` block, which CloudWatch
 * Logs turns into metrics (no API call, no extra latency). Smaller than Powertools' Metrics and the
 * same format. The namespace is configuration (METRICS_NAMESPACE); unset (the local stack, most
 * tests), nothing is written.
 *
 * Nothing personal can reach a metric: values are numbers, dimension names are fixed here, and a
 * dimension value that is not a short route template or a plain word is replaced by "other" (an
 * id, an email or free text never becomes a dimension, which would also multiply the cost).
 */

/** Every metric we write, with its unit (docs/operations.md "Alarms" reads some of them). */
export const METRICS = {
  /** A booking placed (patient's form, an admin's phone booking). */
  BookingsMade: "Count",
  /** An API answer with status 4xx or 5xx, by route and status class. */
  RequestErrors: "Count",
  MailsSent: "Count",
  /** A send that failed and will be retried (SES down, throttled, a transient bounce). */
  MailsFailed: "Count",
  /** A mail not sent because its address is on the suppression list (hard bounce, complaint). */
  MailsSuppressed: "Count",
  /** Seconds since the oldest mail still due was due (0: none due), each scheduled outbox run. */
  OldestDueMailAge: "Seconds",
  /** Paystack webhooks refused for a bad signature, and signed ones that failed while applied. */
  WebhookSignatureFailures: "Count",
  WebhookErrors: "Count",
  /** Addresses put on the suppression list by SES bounce and complaint events. */
  AddressesSuppressed: "Count",
} as const;

export type MetricName = keyof typeof METRICS;

/** The only dimensions: the function's area (a fixed name), and for requests the route and status class. */
export interface Dimensions {
  Service: string;
  Route?: string;
  StatusClass?: "4xx" | "5xx";
}

/**
 * "POST /api/booking/{id}" style route templates (no digit: an id or a number is never a template's),
 * or a plain lower-case word ("outbox") or a status class ("5xx").
 */
const SAFE_VALUE =
  /^(?:(?:GET|POST|PUT|PATCH|DELETE|OPTIONS|HEAD|ANY) \/[A-Za-z/{}+_.-]{0,120}|[a-z][a-z-]{0,30}|[45]xx)$/;

export function safeDimensionValue(value: string): string {
  return SAFE_VALUE.test(value) && !value.includes("@") ? value : "other";
}

interface Sample {
  dimensions: Dimensions;
  name: MetricName;
  value: number;
}

let pending: Sample[] = [];

/** Adds to a metric for this invocation (counts add up; a gauge's last value wins). */
export function addMetric(name: MetricName, dimensions: Dimensions, value = 1): void {
  if (!Number.isFinite(value)) return;
  pending.push({ name, value, dimensions });
}

function cleaned(dimensions: Dimensions): Record<string, string> {
  return Object.fromEntries(
    Object.entries(dimensions)
      .filter((entry): entry is [string, string] => typeof entry[1] === "string")
      .map(([key, value]) => [key, safeDimensionValue(value)]),
  );
}

/**
 * The EMF documents for `samples`: one per distinct set of dimension values (a document carries one
 * value per dimension), each metric summed (a gauge: its last value).
 */
export function emfDocuments(samples: readonly Sample[], namespace: string, timestampMs: number): object[] {
  const groups = new Map<string, { dimensions: Record<string, string>; values: Map<MetricName, number> }>();
  for (const sample of samples) {
    const dimensions = cleaned(sample.dimensions);
    const key = JSON.stringify(Object.entries(dimensions).sort());
    let group = groups.get(key);
    if (!group) {
      group = { dimensions, values: new Map() };
      groups.set(key, group);
    }
    const gauge = METRICS[sample.name] === "Seconds";
    group.values.set(sample.name, gauge ? sample.value : (group.values.get(sample.name) ?? 0) + sample.value);
  }
  return [...groups.values()].map(({ dimensions, values }) => ({
    _aws: {
      Timestamp: timestampMs,
      CloudWatchMetrics: [
        {
          Namespace: namespace,
          Dimensions: [Object.keys(dimensions)],
          Metrics: [...values.keys()].map((name) => ({ Name: name, Unit: METRICS[name] })),
        },
      ],
    },
    ...dimensions,
    ...Object.fromEntries(values),
  }));
}

/**
 * Writes what this invocation gathered, one line per dimension set, and starts afresh. Lambda runs
 * one invocation at a time per container; where invocations share a process (the local stack)
 * a flush may carry another's samples too, which changes no total.
 */
export function flushMetrics(timestampMs = Date.now()): void {
  const samples = pending;
  pending = [];
  const namespace = process.env.METRICS_NAMESPACE;
  if (!namespace || samples.length === 0) return;
  for (const document of emfDocuments(samples, namespace, timestampMs)) console.log(JSON.stringify(document));
}
