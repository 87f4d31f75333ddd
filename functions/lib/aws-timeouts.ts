/**
 * Request timeouts for every AWS client (DynamoDB, SES, S3). The SDK waits for an answer for ever by
 * default: one request lost on the way (a dropped socket, a stalled local stand-in under load) would
 * hang the whole invocation until the Lambda timeout, or for ever under serverless-offline. With
 * these the attempt fails and the SDK's standard retry (which counts a timeout as transient) tries
 * again, well before the API's 29 s limit. Not tighter: on a loaded test machine DynamoDB Local
 * has taken over a second to accept a connection. Without throwOnRequestTimeout this SDK version only logs
 * a warning and goes on waiting.
 */
export const AWS_REQUEST_TIMEOUTS = {
  connectionTimeout: 3_000,
  requestTimeout: 6_000,
  throwOnRequestTimeout: true,
} as const;
