/**
 * Configuration, parsed once per Lambda container. Locally the stack runner sets these; in AWS,
 * serverless.yml does. Missing required values fail at cold start, not mid-request.
 */
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

/** True for an http(s) URL on a loopback host: DynamoDB Local in the local stack and in tests. */
export function isLoopbackUrl(url: string | undefined): boolean {
  if (!url) return false;
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return false;
  }
  return host === "localhost" || host === "[::1]" || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * SIGNING_SECRET signs CSRF tokens, manage-booking links and access tokens: anyone who knows or
 * guesses it can forge them. Outside the local stack (DynamoDB not on loopback) a short one is a
 * deployment mistake, so the function refuses to start rather than run with it.
 */
function signingSecret(dynamodbEndpoint: string | undefined): string {
  const secret = required("SIGNING_SECRET");
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
function originVerifySecret(dynamodbEndpoint: string | undefined): string | undefined {
  const secret = optional("ORIGIN_VERIFY_SECRET");
  const deployed = Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME) && !process.env.IS_OFFLINE;
  if (!secret && deployed && !isLoopbackUrl(dynamodbEndpoint))
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
    signingSecret: signingSecret(dynamodbEndpoint),
    corsOrigin: optional("CORS_ORIGIN") ?? "*",
    siteUrl: (optional("SITE_URL") ?? "https://www.vulahealth.co.za").replace(/\/+$/, ""),
    adminEmail,
    supportEmail: optional("SUPPORT_EMAIL") ?? adminEmail,
    uploadsBucket: optional("UPLOADS_BUCKET") ?? "vula-health-local-uploads",
    s3Endpoint: optional("S3_ENDPOINT"),
    originVerifySecret: originVerifySecret(dynamodbEndpoint),
    siteBucket: optional("SITE_BUCKET"),
    siteFilesOrigin: optional("SITE_FILES_ORIGIN")?.replace(/\/+$/, ""),
  };
  return cached;
}

/** Tests change the environment between suites. */
export function resetEnvForTests(): void {
  cached = undefined;
}
