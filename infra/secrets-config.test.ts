// biome-ignore-all lint/suspicious/noTemplateCurlyInString: serverless.yml variables and CloudFormation placeholders, not JS
import { describe, expect, it } from "vitest";
import { readServerlessConfig } from "./serverless-config";

/**
 * What serverless.yml promises about secrets (functions/lib/secrets.ts): the functions' environment
 * carries where each secret is kept, never its value, and IAM lets only the functions that use a
 * secret read it. (`osls package` resolves these into .serverless/; docs/security.md "Configuration".)
 */
interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown[];
  Condition?: Record<string, Record<string, unknown>>;
}
interface Config {
  service: string;
  provider: { environment: Record<string, string>; iam: { role: { statements: Statement[] } } };
  custom: { secretIds: Record<string, string>; secretParameterPrefix: string };
  functions: Record<string, { environment?: Record<string, string> }>;
}

const config = readServerlessConfig<Config>();
const PLAIN = {
  SIGNING_SECRET: "signing",
  ORIGIN_VERIFY_SECRET: "originVerify",
  DATA_ENCRYPTION_KEY: "dataKey",
  SMS_TOKEN_SECRET: "smsToken",
};
const environments = () => [
  ["provider", config.provider.environment] as const,
  ...Object.entries(config.functions).map(([name, fn]) => [name, fn.environment ?? {}] as const),
];

/** The IAM statement granting a secret, found by its Secrets Manager id in the resources. */
function grantOf(secretId: string): Statement {
  const found = config.provider.iam.role.statements.filter((statement) =>
    JSON.stringify(statement.Resource).includes(`secret:${secretId}-??????`),
  );
  expect(found, secretId).toHaveLength(1);
  return found[0] as Statement;
}
const functionArn = (name: string) =>
  `arn:aws:lambda:\${AWS::Region}:\${AWS::AccountId}:function:\${self:service}-\${sls:stage}-${name}`;

describe("secrets in serverless.yml", () => {
  it("no function's environment resolves a secret's value: plain variables are empty unless given locally", () => {
    for (const [where, environment] of environments()) {
      for (const [name, value] of Object.entries(environment)) {
        expect(String(value), `${where}.${name}`).not.toMatch(/resolve:(secretsmanager|ssm)/);
        if (name in PLAIN) expect(value, `${where}.${name}`).toBe(`\${env:${name}, ''}`);
      }
    }
  });

  it("names each secret's parameter: Parameter Store's path to the Secrets Manager secret", () => {
    const prefix = "${self:custom.secretParameterPrefix}";
    expect(config.custom.secretParameterPrefix).toBe("/aws/reference/secretsmanager/");
    expect(config.provider.environment.SIGNING_SECRET_PARAMETER).toBe(
      `${prefix}\${self:custom.secretIds.signing}`,
    );
    expect(config.provider.environment.ORIGIN_VERIFY_SECRET_PARAMETER).toBe(
      `${prefix}\${self:custom.secretIds.originVerify}`,
    );
    // The data key: the affiliate function only.
    const withDataKey = environments()
      .filter(([, environment]) => "DATA_ENCRYPTION_KEY_PARAMETER" in environment)
      .map(([where]) => where);
    expect(withDataKey).toEqual(["affiliate"]);
    expect(config.functions.affiliate?.environment?.DATA_ENCRYPTION_KEY_PARAMETER).toBe(
      `${prefix}\${self:custom.secretIds.dataKey}`,
    );
    expect(config.custom.secretIds).toEqual({
      signing: "vula-health/${sls:stage}/signing-secret",
      originVerify: "vula-health/${sls:stage}/origin-verify",
      dataKey: "vula-health/${sls:stage}/data-key",
      smsToken: "vula-health/${sls:stage}/sms-token-secret",
      paystackKey: "vula-health/${sls:stage}/paystack-secret-key",
    });
    // The SMS provider's token secret: the outbox only (it sends the texts).
    const withSmsToken = environments()
      .filter(([, environment]) => "SMS_TOKEN_SECRET_PARAMETER" in environment)
      .map(([where]) => where);
    expect(withSmsToken).toEqual(["outbox"]);
    // Paystack's secret key: the billing function only (issue 29).
    const withPaystackKey = environments()
      .filter(([, environment]) => "PAYSTACK_SECRET_KEY_PARAMETER" in environment)
      .map(([where]) => where);
    expect(withPaystackKey).toEqual(["billing"]);
  });

  it("lets only the functions that use a secret read it, through Parameter Store and nothing wider", () => {
    for (const [key, id] of Object.entries(config.custom.secretIds)) {
      const grant = grantOf(`\${self:custom.secretIds.${key}}`);
      expect(grant.Effect).toBe("Allow");
      expect(grant.Action).toEqual(["ssm:GetParameters", "secretsmanager:GetSecretValue"]);
      expect(grant.Resource).toEqual([
        `arn:aws:ssm:\${AWS::Region}:\${AWS::AccountId}:parameter\${self:custom.secretParameterPrefix}\${self:custom.secretIds.${key}}`,
        `arn:aws:secretsmanager:\${AWS::Region}:\${AWS::AccountId}:secret:\${self:custom.secretIds.${key}}-??????`,
      ]);
      expect(id).toMatch(/^vula-health\/\$\{sls:stage\}\//);
    }
    expect(grantOf("${self:custom.secretIds.dataKey}").Condition).toEqual({
      ArnEqualsIfExists: { "lambda:SourceFunctionArn": functionArn("affiliate") },
    });
    expect(grantOf("${self:custom.secretIds.smsToken}").Condition).toEqual({
      ArnEqualsIfExists: { "lambda:SourceFunctionArn": functionArn("outbox") },
    });
    expect(grantOf("${self:custom.secretIds.paystackKey}").Condition).toEqual({
      ArnEqualsIfExists: { "lambda:SourceFunctionArn": functionArn("billing") },
    });
    expect(grantOf("${self:custom.secretIds.signing}").Condition).toEqual({
      ArnLikeIfExists: { "lambda:SourceFunctionArn": functionArn("*") },
      ArnNotEquals: { "lambda:SourceFunctionArn": functionArn("public-pages") },
    });
    expect(grantOf("${self:custom.secretIds.originVerify}").Condition).toEqual({
      ArnLikeIfExists: { "lambda:SourceFunctionArn": functionArn("*") },
      ArnNotEquals: { "lambda:SourceFunctionArn": functionArn("outbox") },
    });
    // The excluded and included names are real functions of this service.
    for (const name of ["outbox", "public-pages", "affiliate"])
      expect(config.functions[name], name).toBeDefined();
    expect(config.service).toBe("vula-health");
  });
});
