import { S3Client } from "@aws-sdk/client-s3";
import { AWS_REQUEST_TIMEOUTS } from "./aws-timeouts";
import { env } from "./env";

let client: S3Client | undefined;

/** One S3 client per container; locally S3_ENDPOINT names the S3-compatible server (path style). */
export function s3(): S3Client {
  if (!client) {
    const { region, s3Endpoint } = env();
    client = new S3Client(
      s3Endpoint
        ? {
            region,
            endpoint: s3Endpoint,
            forcePathStyle: true,
            credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
            requestHandler: AWS_REQUEST_TIMEOUTS,
          }
        : { region, requestHandler: AWS_REQUEST_TIMEOUTS },
    );
  }
  return client;
}
