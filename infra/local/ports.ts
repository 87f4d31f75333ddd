/** Ports of the local stack, each overridable by an environment variable. */
function port(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new Error(`${name} must be a port number between 1 and 65535, got "${raw}"`);
  }
  return value;
}

export const ports = {
  web: port("PORT", 3000),
  api: port("API_PORT", 3002),
  lambda: port("LAMBDA_PORT", 3003),
  dynamodb: port("DYNAMODB_PORT", 8000),
  ses: port("SES_PORT", 8005),
  s3: port("S3_PORT", 8006),
  /** The local fake of the SMS provider (infra/local/sms-fake.ts). */
  sms: port("SMS_PORT", 8007),
  /** The local fake of the payment provider, Paystack (infra/local/paystack-fake.ts). */
  paystack: port("PAYSTACK_PORT", 3108),
  /** The demo partner site (another origin) embedding the booking widget. */
  partner: port("PARTNER_PORT", 3001),
};

/** The local S3-compatible server's bucket for registration and published photos. */
export const LOCAL_UPLOADS_BUCKET = "vula-health-local-uploads";
