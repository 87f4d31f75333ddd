/** Ports for the stacks that tests start, apart from `npm start`'s so both can run at once. */
function port(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export const testPorts = {
  web: port("TEST_PORT", 3100),
  api: port("TEST_API_PORT", 3102),
  lambda: port("TEST_LAMBDA_PORT", 3103),
  dynamodb: port("TEST_DYNAMODB_PORT", 8100),
  ses: port("TEST_SES_PORT", 8105),
  s3: port("TEST_S3_PORT", 8106),
  sms: port("TEST_SMS_PORT", 8107),
  paystack: port("TEST_PAYSTACK_PORT", 3208),
  partner: port("TEST_PARTNER_PORT", 3101),
};

/** The environment `npm start` (infra/local/start.ts) reads, pointing it at the test ports. */
export function testStackPortEnv(): Record<string, string> {
  return {
    PORT: String(testPorts.web),
    API_PORT: String(testPorts.api),
    LAMBDA_PORT: String(testPorts.lambda),
    DYNAMODB_PORT: String(testPorts.dynamodb),
    SES_PORT: String(testPorts.ses),
    S3_PORT: String(testPorts.s3),
    SMS_PORT: String(testPorts.sms),
    PAYSTACK_PORT: String(testPorts.paystack),
    PARTNER_PORT: String(testPorts.partner),
  };
}
