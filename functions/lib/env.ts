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
  /** Private bucket for registration photos (UPLOADS_BUCKET); S3_ENDPOINT only locally (path style). */
  uploadsBucket: string;
  s3Endpoint: string | undefined;
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= {
    tableName: required("TABLE_NAME"),
    region: optional("AWS_REGION") ?? "af-south-1",
    dynamodbEndpoint: optional("DYNAMODB_ENDPOINT"),
    sesEndpoint: optional("SES_ENDPOINT"),
    sesFrom: optional("SES_FROM") ?? "bookings@vulahealth.co.za",
    signingSecret: required("SIGNING_SECRET"),
    corsOrigin: optional("CORS_ORIGIN") ?? "*",
    siteUrl: (optional("SITE_URL") ?? "https://www.vulahealth.co.za").replace(/\/+$/, ""),
    adminEmail: optional("ADMIN_EMAIL") ?? "admin@vulahealth.co.za",
    uploadsBucket: optional("UPLOADS_BUCKET") ?? "vula-health-local-uploads",
    s3Endpoint: optional("S3_ENDPOINT"),
  };
  return cached;
}

/** Tests change the environment between suites. */
export function resetEnvForTests(): void {
  cached = undefined;
}
