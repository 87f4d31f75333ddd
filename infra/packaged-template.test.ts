import { execFile } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { SpecChecker, type Template } from "./template-spec";

/**
 * Issue 30's proof: `osls package` (offline) makes templates holding the alarms, the dashboard, the
 * operators' topic, the SES configuration set, the table's point-in-time recovery and deletion
 * protection; and every resource type and property name in them, nested ones too, is in the
 * CloudFormation resource specification (infra/template-spec.ts). Packaged once for the file, into
 * folders of its own, so a running `npm start` or `npm run package` keeps its bundles.
 */
const OUT = resolve(".serverless-template-test");
const OSLS = resolve("node_modules/.bin/osls");
const run = promisify(execFile);

let main: Template;
let waf: Template;
let checker: SpecChecker;

async function packaged(cwd: string, folder: string): Promise<Template> {
  await run(OSLS, ["package", "--package", folder], {
    cwd,
    env: { ...process.env, ESBUILD_WORK_FOLDER: `${OUT}/esbuild` },
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(readFileSync(`${folder}/cloudformation-template-update-stack.json`, "utf8")) as Template;
}

beforeAll(async () => {
  rmSync(OUT, { recursive: true, force: true });
  [main, waf, checker] = await Promise.all([
    packaged(".", `${OUT}/main`),
    packaged("infra/waf", `${OUT}/waf`),
    SpecChecker.load(),
  ]);
}, 600_000);

type Resource = Template["Resources"][string];
const resource = (template: Template, id: string): Resource => {
  const found = template.Resources[id];
  if (!found) throw new Error(`${id} is missing from the packaged template`);
  return found;
};
const props = (template: Template, id: string) => resource(template, id).Properties ?? {};

const ALARMS = {
  ApiServerErrorsAlarm: undefined,
  LambdaErrorsAlarm: undefined,
  LambdaThrottlesAlarm: undefined,
  DynamoDbThrottlesAlarm: undefined,
  OldestDueMailAlarm: 600,
  SesBounceRateAlarm: 0.05,
  SesComplaintRateAlarm: 0.001,
} as const;

/** Namespace and name of every metric an alarm reads (its own, or its metric math's). */
function alarmMetrics(alarm: Record<string, unknown>): string[] {
  if (alarm.MetricName) return [`${alarm.Namespace}/${alarm.MetricName}`];
  const queries = (alarm.Metrics ?? []) as {
    MetricStat?: { Metric: { Namespace: string; MetricName: string } };
  }[];
  return queries.flatMap(({ MetricStat }) =>
    MetricStat ? [`${MetricStat.Metric.Namespace}/${MetricStat.Metric.MetricName}`] : [],
  );
}

describe("the packaged templates", () => {
  it("use only resource types and property names of the CloudFormation specification", () => {
    const reports = [checker.check(main), checker.check(waf)];
    expect(reports.flatMap((report) => report.problems)).toEqual([]);
    // Counted, not compared: a new resource must not need this test changed.
    const total = reports.reduce((sum, report) => sum + report.properties, 0);
    console.info(`spec check: ${reports.map((r) => r.resources).join(" + ")} resources, ${total} properties`);
    expect(total).toBeGreaterThan(1000);
  });

  it("would catch a misspelt property, nested or not, and an unknown type", () => {
    const broken: Template = JSON.parse(JSON.stringify(main));
    const alarm = resource(broken, "OldestDueMailAlarm").Properties as Record<string, unknown>;
    alarm.Threshhold = alarm.Threshold;
    const api = resource(broken, "ApiServerErrorsAlarm").Properties as { Metrics: Record<string, unknown>[] };
    (api.Metrics[1] as { MetricStat: Record<string, unknown> }).MetricStat.Stats = "Sum";
    broken.Resources.Extra = { Type: "AWS::CloudWatch::Alarms", Properties: {} };
    expect(checker.check(broken).problems.sort()).toEqual([
      "ApiServerErrorsAlarm.Metrics[1].MetricStat.Stats: unknown property",
      "Extra: unknown resource type AWS::CloudWatch::Alarms",
      "OldestDueMailAlarm.Threshhold: unknown property",
    ]);
  });

  it("hold every alarm, each mailing the operators' topic, which has an email subscription", () => {
    for (const [id, threshold] of Object.entries(ALARMS)) {
      expect(resource(main, id).Type, id).toBe("AWS::CloudWatch::Alarm");
      expect(props(main, id).AlarmActions, id).toEqual([{ Ref: "OperatorsTopic" }]);
      if (threshold !== undefined) expect(props(main, id).Threshold, id).toBe(threshold);
    }
    expect(props(main, "OldestDueMailAlarm").TreatMissingData).toBe("breaching");
    for (const template of [main, waf]) {
      expect(resource(template, "OperatorsTopic").Type).toBe("AWS::SNS::Topic");
      expect(props(template, "OperatorsTopic").Subscription).toEqual([
        { Protocol: "email", Endpoint: expect.stringContaining("@") },
      ]);
    }
    expect(props(waf, "BlockedRequestsAlarm")).toMatchObject({
      Namespace: "AWS/WAFV2",
      MetricName: "BlockedRequests",
      AlarmActions: [{ Ref: "OperatorsTopic" }],
    });
  });

  it("hold a dashboard showing every figure an alarm watches", () => {
    const join = props(main, "OperationsDashboard").DashboardBody as { "Fn::Join": [string, unknown[]] };
    const text = join["Fn::Join"][1].map((part) => (typeof part === "string" ? part : "REF")).join("");
    const body = JSON.parse(text) as { widgets: { properties: { metrics: unknown[][] } }[] };
    const shown = new Set(
      body.widgets.flatMap(({ properties }) =>
        properties.metrics.filter((row) => typeof row[0] === "string").map((row) => `${row[0]}/${row[1]}`),
      ),
    );
    const watched = [
      ...Object.keys(ALARMS).map((id) => props(main, id)),
      props(waf, "BlockedRequestsAlarm"),
    ].flatMap(alarmMetrics);
    expect(watched.length).toBeGreaterThanOrEqual(8);
    for (const metric of watched) expect(shown, metric).toContain(metric);
  });

  it("send every mail through the SES configuration set, whose bounces and complaints reach the mail-events function", () => {
    const setName = props(main, "MailConfigurationSet").Name;
    expect(props(main, "MailEventsDestination")).toMatchObject({
      ConfigurationSetName: { Ref: "MailConfigurationSet" },
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: ["bounce", "complaint"],
        SnsDestination: { TopicARN: { Ref: "MailEventsTopic" } },
      },
    });
    const functions = Object.values(main.Resources).filter(({ Type }) => Type === "AWS::Lambda::Function");
    expect(functions.length).toBeGreaterThan(20);
    for (const fn of functions) {
      const variables = (fn.Properties as { Environment: { Variables: Record<string, unknown> } }).Environment
        .Variables;
      expect(variables.SES_CONFIGURATION_SET).toBe(setName);
      expect(variables.METRICS_NAMESPACE).toMatch(/^VulaHealth\//);
    }
    const subscriptions = Object.values(main.Resources).filter(
      ({ Type }) => Type === "AWS::SNS::Subscription",
    );
    expect(subscriptions.map(({ Properties }) => Properties)).toContainEqual({
      TopicArn: { Ref: "MailEventsTopic" },
      Protocol: "lambda",
      Endpoint: { "Fn::GetAtt": ["MailDasheventsLambdaFunction", "Arn"] },
    });
  });

  it("keep the table recoverable and the uploads bucket versioned with a lifecycle", () => {
    const table = resource(main, "Table");
    expect(table.DeletionPolicy).toBe("Retain");
    expect(table.UpdateReplacePolicy).toBe("Retain");
    expect(table.Properties).toMatchObject({
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      DeletionProtectionEnabled: true,
    });
    const uploads = props(main, "UploadsBucket") as {
      VersioningConfiguration: unknown;
      LifecycleConfiguration: { Rules: Record<string, unknown>[] };
    };
    expect(uploads.VersioningConfiguration).toEqual({ Status: "Enabled" });
    expect(uploads.LifecycleConfiguration.Rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Status: "Enabled", NoncurrentVersionExpiration: { NoncurrentDays: 30 } }),
        expect.objectContaining({
          Status: "Enabled",
          AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
        }),
      ]),
    );
  });
});
