/**
 * The operators' CloudWatch dashboard (serverless.yml OperationsDashboard, issue 30): the figures
 * the alarms watch (infra/monitoring/alarms.test.ts keeps them in step) and a few beside them.
 * CloudFormation wants the body as one JSON string; the API, the table and the region are only
 * known at deploy, so the body is an Fn::Join of JSON text and their Refs.
 */
import type { MetricName } from "../../functions/lib/metrics";

/** What serverless.yml resolves for us: our metrics' namespace and the WAF's web ACL name. */
export interface DashboardSettings {
  namespace: string;
  webAclName: string;
}

type Ref = { Ref: string };
/** A metric row of a widget: namespace, name, dimension pairs, then options (CloudWatch's array form). */
type MetricRow = (string | Ref | Record<string, unknown>)[];

const API: Ref = { Ref: "HttpApi" };
const TABLE: Ref = { Ref: "Table" };
const REGION: Ref = { Ref: "AWS::Region" };

interface Widget {
  title: string;
  metrics: MetricRow[];
  stat: "Sum" | "Maximum" | "Average";
  /** A horizontal line at an alarm's threshold. */
  alarmAt?: number;
  /** A metric kept in another region (the CloudFront WAF's, us-east-1). */
  region?: string;
}

function widgets({ namespace, webAclName }: DashboardSettings): Widget[] {
  const ours = (name: MetricName, service: string, options: Record<string, unknown> = {}): MetricRow => [
    namespace,
    name,
    "Service",
    service,
    options,
  ];
  return [
    {
      title: "API 5xx rate (%)",
      stat: "Sum",
      alarmAt: 5,
      metrics: [
        ["AWS/ApiGateway", "5xx", "ApiId", API, { id: "errors", visible: false }],
        ["AWS/ApiGateway", "Count", "ApiId", API, { id: "requests", visible: false }],
        [{ expression: "IF(requests >= 20, 100 * errors / requests, 0)", label: "5xx %", id: "rate" }],
      ],
    },
    {
      title: "API errors by route (4xx, 5xx)",
      stat: "Sum",
      metrics: [
        [
          {
            expression: `SEARCH('{${namespace},Route,Service,StatusClass} MetricName="RequestErrors"', 'Sum', 300)`,
            id: "byRoute",
          },
        ],
      ],
    },
    { title: "Bookings made", stat: "Sum", metrics: [ours("BookingsMade", "booking")] },
    {
      title: "Mails sent, failed, suppressed",
      stat: "Sum",
      metrics: [
        ours("MailsSent", "outbox"),
        ours("MailsFailed", "outbox"),
        ours("MailsSuppressed", "outbox"),
        ours("AddressesSuppressed", "mail-events"),
      ],
    },
    {
      title: "Oldest due mail (seconds)",
      stat: "Maximum",
      alarmAt: 600,
      metrics: [ours("OldestDueMailAge", "outbox")],
    },
    {
      title: "Billing webhook failures",
      stat: "Sum",
      metrics: [ours("WebhookSignatureFailures", "billing"), ours("WebhookErrors", "billing")],
    },
    {
      title: "Lambda errors and throttles (account, this region)",
      stat: "Sum",
      metrics: [
        ["AWS/Lambda", "Errors"],
        ["AWS/Lambda", "Throttles"],
      ],
    },
    {
      title: "DynamoDB throttled requests",
      stat: "Sum",
      metrics: [
        ["AWS/DynamoDB", "ReadThrottleEvents", "TableName", TABLE],
        ["AWS/DynamoDB", "WriteThrottleEvents", "TableName", TABLE],
      ],
    },
    {
      title: "SES bounce rate (alarm at 5%)",
      stat: "Maximum",
      alarmAt: 0.05,
      metrics: [["AWS/SES", "Reputation.BounceRate"]],
    },
    {
      title: "SES complaint rate (alarm at 0.1%)",
      stat: "Maximum",
      alarmAt: 0.001,
      metrics: [["AWS/SES", "Reputation.ComplaintRate"]],
    },
    {
      title: "WAF blocked requests",
      stat: "Sum",
      alarmAt: 1000,
      region: "us-east-1",
      metrics: [["AWS/WAFV2", "BlockedRequests", "WebACL", webAclName, "Rule", "ALL"]],
    },
  ];
}

/** Two widgets a row, each 12 of the dashboard's 24 columns wide. */
function dashboard(settings: DashboardSettings) {
  return {
    widgets: widgets(settings).map((widget, index) => ({
      type: "metric",
      x: (index % 2) * 12,
      y: Math.floor(index / 2) * 6,
      width: 12,
      height: 6,
      properties: {
        title: widget.title,
        view: "timeSeries",
        region: widget.region ?? REGION,
        stat: widget.stat,
        period: 300,
        metrics: widget.metrics,
        ...(widget.alarmAt === undefined
          ? {}
          : { annotations: { horizontal: [{ label: "alarm", value: widget.alarmAt }] } }),
      },
    })),
  };
}

/** Where a Ref stood in the JSON text (no real value looks like it). */
const MARK = "__CLOUDFORMATION_REF__";

/**
 * The dashboard as CloudFormation's DashboardBody: JSON text, each Ref (API, table, region) cut out
 * of it and joined back in at deploy.
 */
export function dashboardBody(settings: DashboardSettings): { "Fn::Join": [string, (string | Ref)[]] } {
  const refs: Ref[] = [];
  const text = JSON.stringify(dashboard(settings), (_key, value: unknown) => {
    if (value && typeof value === "object" && "Ref" in value) {
      refs.push(value as Ref);
      return MARK;
    }
    return value;
  });
  const pieces = text.split(`"${MARK}"`);
  const parts: (string | Ref)[] = [];
  pieces.forEach((piece, index) => {
    parts.push(`${piece}${index < refs.length ? '"' : ""}`);
    const ref = refs[index];
    if (ref) parts.push(ref, '"');
  });
  // Adjacent strings are merged: the template stays readable.
  const merged = parts.reduce<(string | Ref)[]>((all, part) => {
    const last = all.at(-1);
    if (typeof part === "string" && typeof last === "string") all[all.length - 1] = last + part;
    else all.push(part);
    return all;
  }, []);
  return { "Fn::Join": ["", merged] };
}
