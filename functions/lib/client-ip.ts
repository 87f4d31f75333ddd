import type { APIGatewayProxyEventV2 } from "aws-lambda";

/**
 * The caller's address, for per-client limits. Behind CloudFront the API sees CloudFront's edge
 * address, so in AWS `CLIENT_IP_HEADER` names the header CloudFront sets (cloudfront-viewer-address,
 * "ip:port"). It is trusted only because the API's default endpoint is disabled: every request comes
 * through CloudFront, which writes that header itself. Locally the variable is unset and the socket
 * address is used, so a client cannot pick its own identity by sending a header.
 */
export function clientIp(event: APIGatewayProxyEventV2): string {
  const headerName = process.env.CLIENT_IP_HEADER?.toLowerCase();
  const fromHeader = headerName ? event.headers?.[headerName] : undefined;
  const raw = fromHeader
    ? stripPort(fromHeader.split(",")[0]?.trim() ?? "")
    : event.requestContext?.http?.sourceIp;
  return limitKey(raw ?? "unknown");
}

/** CloudFront always appends the port: "198.51.100.10:46532" -> "198.51.100.10", "2001:db8::1:443" -> "2001:db8::1". */
function stripPort(value: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed?.[1]) return bracketed[1];
  const last = value.lastIndexOf(":");
  return last > 0 && /^\d{1,5}$/.test(value.slice(last + 1)) ? value.slice(0, last) : value;
}

/**
 * The identity a limit counts: an IPv4 address as is, an IPv6 address by its /64 network (one
 * subscriber usually holds a whole /64, so counting single addresses would let them rotate freely).
 */
export function limitKey(ip: string): string {
  if (!ip.includes(":")) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::")
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
