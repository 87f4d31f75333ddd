import { ports } from "../local/ports";
import { LOCAL_STAGE, quietTooling } from "../local/stack";

/**
 * Points the API's own modules (functions/lib/env.ts) at a stage's table before they are imported:
 * "local" is the local stack's DynamoDB (DYNAMODB_PORT); any other stage is `vula-health-STAGE` in
 * AWS (AWS_REGION, default af-south-1) with the normal credential chain, as serverless.yml names it.
 */
export function pointAtStage(stage: string): string {
  const table = `vula-health-${stage}`;
  Object.assign(process.env, quietTooling, { TABLE_NAME: table });
  if (stage === LOCAL_STAGE) {
    Object.assign(process.env, {
      DYNAMODB_ENDPOINT: `http://127.0.0.1:${ports.dynamodb}`,
      AWS_ACCESS_KEY_ID: "local",
      AWS_SECRET_ACCESS_KEY: "local",
    });
    return `${table} at the local stack (port ${ports.dynamodb})`;
  }
  delete process.env.DYNAMODB_ENDPOINT;
  return `${table} in AWS ${process.env.AWS_REGION || "af-south-1"}`;
}
