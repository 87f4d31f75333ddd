import { S3Client } from "@aws-sdk/client-s3";
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
          }
        : { region },
    );
  }
  return client;
}
