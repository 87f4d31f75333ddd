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
 * A function running in AWS Lambda itself: not under serverless-offline (IS_OFFLINE), not against
 * DynamoDB Local. Only there are secrets required to come from Parameter Store.
 */
export function runsDeployed(): boolean {
  return (
    Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME) &&
    !process.env.IS_OFFLINE &&
    !isLoopbackUrl(process.env.DYNAMODB_ENDPOINT)
  );
}
