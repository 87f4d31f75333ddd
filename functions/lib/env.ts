/**
 * Configuration, parsed once per Lambda container. Locally the stack runner sets these; in AWS,
 * serverless.yml does. Missing required values fail at cold start, not mid-request. The secrets
 * (signingSecret, originVerifySecret) are getters over functions/lib/secrets.ts: in AWS they are
 * fetched from Parameter Store before the handler runs, not read from the environment.
 */
import { isLoopbackUrl, runsDeployed } from "./loopback";
import { parameterVariable, secretValue } from "./secrets";

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

function optional(name: string): string | undefined {
  const value = process.env[name];
  return value === undefined || value === "" ? undefined : value;
}

/** HMAC-SHA256 keys shorter than its 32-byte output weaken every signed token and link. */
export const MIN_SIGNING_SECRET_BYTES = 32;

// Where it always was for its importers; it lives in loopback.ts so secrets.ts can use it too.
export { isLoopbackUrl } from "./loopback";

/**
 * SIGNING_SECRET signs CSRF tokens, manage-booking links and access tokens: anyone who knows or
 * guesses it can forge them. Outside the local stack (DynamoDB not on loopback) a short one is a
 * deployment mistake, so the function refuses to start rather than run with it.
 */
function signingSecret(dynamodbEndpoint: string | undefined): string {
  const secret = secretValue("signingSecret");
  if (!secret)
    throw new Error(
      `Missing SIGNING_SECRET (locally) or ${parameterVariable("signingSecret")} (the SSM parameter holding it)`,
    );
  const bytes = Buffer.byteLength(secret, "utf8");
  if (bytes < MIN_SIGNING_SECRET_BYTES && !isLoopbackUrl(dynamodbEndpoint))
    throw new Error(
      `SIGNING_SECRET must be at least ${MIN_SIGNING_SECRET_BYTES} bytes outside the local stack (it has ${bytes})`,
    );
  return secret;
}

/**
 * A deployed function (in Lambda, not on the local stack) without the origin secret would answer
 * anyone who finds the API's origin domain, past the WAF: refuse to start instead.
 */
function originVerifySecret(): string | undefined {
  const secret = secretValue("originVerifySecret");
  if (!secret && runsDeployed())
    throw new Error(
      "ORIGIN_VERIFY_SECRET must be set in a deployed stack (CloudFront sends it as X-Origin-Verify)",
    );
  return secret;
}

export interface Env {
  tableName: string;
  region: string;
  /** Set only locally: DynamoDB Local / SES local endpoints. */
  dynamodbEndpoint: string | undefined;
  sesEndpoint: string | undefined;
  sesFrom: string;
  /** SES_CONFIGURATION_SET: every send names it, so bounces and complaints reach functions/mail-events (unset locally). */
  sesConfigurationSet: string | undefined;
  /** HMAC key for CSRF tokens (and later other signed links). */
  signingSecret: string;
  /** Origins allowed by CORS; "*" for public calls from partner sites. */
  corsOrigin: string;
  /** The public site's origin, for links in emails (no trailing slash). */
  siteUrl: string;
  /** Where new-registration notices go (ADMIN_EMAIL). */
  adminEmail: string;
  /** Where contact-form messages go (SUPPORT_EMAIL; ADMIN_EMAIL when unset). */
  supportEmail: string;
  /** Private bucket for registration photos (UPLOADS_BUCKET); S3_ENDPOINT only locally (path style). */
  uploadsBucket: string;
  s3Endpoint: string | undefined;
  /** The secret CloudFront adds as X-Origin-Verify (AWS only; unset locally: no check). */
  originVerifySecret: string | undefined;
  /**
   * Where server-rendered pages read their built templates: the site bucket (SITE_BUCKET) in AWS,
   * or locally the web server (SITE_FILES_ORIGIN), which serves Vite's page or the build.
   */
  siteBucket: string | undefined;
  siteFilesOrigin: string | undefined;
  /** Text messages (functions/sms): off (undefined) unless the provider's URL and token id are set. */
  sms: SmsConfig | undefined;
  /** Issue 29: the payment provider and what our tax invoices say about us. */
  billing: BillingConfig;
}

/**
 * Paystack (functions/billing): PAYSTACK_BASE_URL (https://api.paystack.co, or the local fake), the
 * plan codes of the two packages (PAYSTACK_PLAN_STARTER, PAYSTACK_PLAN_BUSINESS, made once in the
 * provider's dashboard), and our name, address and VAT number for tax invoices (INVOICE_*). The
 * secret key is a secret (PAYSTACK_SECRET_KEY, functions/lib/secrets.ts).
 */
export interface BillingConfig {
  paystackBaseUrl: string;
  planCodes: { starter_package: string; business_package: string };
  issuer: { name: string; address: string; vatNumber: string };
}

function billingConfig(): BillingConfig {
  return {
    paystackBaseUrl: (optional("PAYSTACK_BASE_URL") ?? "https://api.paystack.co").replace(/\/+$/, ""),
    planCodes: {
      starter_package: optional("PAYSTACK_PLAN_STARTER") ?? "PLN_starter_package",
      business_package: optional("PAYSTACK_PLAN_BUSINESS") ?? "PLN_business_package",
    },
    issuer: {
      name: optional("INVOICE_ISSUER_NAME") ?? "Vula Health (Pty) Ltd",
      address: optional("INVOICE_ISSUER_ADDRESS") ?? "Address not configured (INVOICE_ISSUER_ADDRESS)",
      vatNumber: optional("INVOICE_VAT_NUMBER") ?? "VAT number not configured (INVOICE_VAT_NUMBER)",
    },
  };
}

/**
 * The SMS provider (BulkSMS's JSON REST API): SMS_API_URL (https://api.bulksms.com/v1, or the local
 * fake), SMS_TOKEN_ID (the API token's id, its user name) and SMS_SENDER_ID (an approved alphanumeric
 * sender id; empty: the account's default). The token's secret is a secret (SMS_TOKEN_SECRET).
 */
export interface SmsConfig {
  apiUrl: string;
  tokenId: string;
  senderId: string | undefined;
}

function smsConfig(): SmsConfig | undefined {
  const apiUrl = optional("SMS_API_URL")?.replace(/\/+$/, "");
  const tokenId = optional("SMS_TOKEN_ID");
  if (!apiUrl || !tokenId) return undefined;
  return { apiUrl, tokenId, senderId: optional("SMS_SENDER_ID") };
}

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const dynamodbEndpoint = optional("DYNAMODB_ENDPOINT");
  const adminEmail = optional("ADMIN_EMAIL") ?? "admin@vulahealth.co.za";
  cached = {
    tableName: required("TABLE_NAME"),
    region: optional("AWS_REGION") ?? "af-south-1",
    dynamodbEndpoint,
    sesEndpoint: optional("SES_ENDPOINT"),
    sesFrom: optional("SES_FROM") ?? "bookings@vulahealth.co.za",
    sesConfigurationSet: optional("SES_CONFIGURATION_SET"),
    // Getters: read when used (after loadSecrets), not when env() is first called at module load.
    get signingSecret() {
      return signingSecret(dynamodbEndpoint);
    },
    corsOrigin: optional("CORS_ORIGIN") ?? "*",
    siteUrl: (optional("SITE_URL") ?? "https://www.vulahealth.co.za").replace(/\/+$/, ""),
    adminEmail,
    supportEmail: optional("SUPPORT_EMAIL") ?? adminEmail,
    uploadsBucket: optional("UPLOADS_BUCKET") ?? "vula-health-local-uploads",
    s3Endpoint: optional("S3_ENDPOINT"),
    get originVerifySecret() {
      return originVerifySecret();
    },
    siteBucket: optional("SITE_BUCKET"),
    siteFilesOrigin: optional("SITE_FILES_ORIGIN")?.replace(/\/+$/, ""),
    sms: smsConfig(),
    billing: billingConfig(),
  };
  return cached;
}

/** Tests change the environment between suites. */
export function resetEnvForTests(): void {
  cached = undefined;
}
