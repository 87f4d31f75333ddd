// biome-ignore-all lint/suspicious/noTemplateCurlyInString: serverless.yml variables and CloudFormation placeholders, not JS
import { describe, expect, it } from "vitest";
import { mapConfig } from "../../core/map-config";
import { videoView } from "../../core/profile-view";
import { siteConfig } from "../../core/site-config";
import { type CfnResource, readServerlessConfig, resolveFileVariable } from "../serverless-config";
import { localSecurityHeaders, localUploadsOrigin } from "../vite/security-headers-plugin";
import securityHeaders from "./security-headers.cjs";

/** What serverless.yml promises about the edge: read from the file, as osls would package it. */
const config = readServerlessConfig();
const resources = config.resources.Resources;

function resource(name: string): CfnResource {
  const found = resources[name];
  if (!found) throw new Error(`serverless.yml has no resource ${name}`);
  return found;
}

/** A nested property by path, e.g. at(policy, "SecurityHeadersConfig.FrameOptions.FrameOption"). */
function at(value: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);
}

/** A property of the site's response headers policy, `${file(...)}` variables resolved. */
function siteHeader(path: string): unknown {
  const value = at(resource("SiteResponseHeadersPolicy").Properties.ResponseHeadersPolicyConfig, path);
  return typeof value === "string" && value.startsWith("${file(") ? resolveFileVariable(value) : value;
}

describe("the API is reachable through CloudFront only", () => {
  it("has no execute-api endpoint", () => {
    expect(config.provider.httpApi.disableDefaultEndpoint).toBe(true);
  });

  it("is CloudFront's /api/* origin through its custom domain", () => {
    expect(resource("ApiOriginDomain").Type).toBe("AWS::ApiGatewayV2::DomainName");
    expect(resource("ApiOriginMapping").Properties).toMatchObject({
      ApiId: "HttpApi",
      Stage: "HttpApiStage",
    });
    const origins = at(resource("SiteDistribution").Properties, "DistributionConfig.Origins") as {
      Id: string;
      DomainName: unknown;
    }[];
    expect(origins.find((origin) => origin.Id === "api")?.DomainName).toBe("${self:custom.apiOriginDomain}");
    expect(resource("ApiOriginDomain").Properties.DomainName).toBe("${self:custom.apiOriginDomain}");
  });

  it("throttles the whole stage", () => {
    const settings = at(config.resources.extensions?.HttpApiStage, "Properties.DefaultRouteSettings") as {
      ThrottlingRateLimit?: number;
      ThrottlingBurstLimit?: number;
    };
    expect(settings.ThrottlingRateLimit).toBeGreaterThan(0);
    expect(settings.ThrottlingBurstLimit).toBeGreaterThanOrEqual(settings.ThrottlingRateLimit ?? 0);
  });

  it("caps the auth function's concurrency (argon2 per login)", () => {
    expect(Number.isInteger(config.functions.auth?.reservedConcurrency)).toBe(true);
    expect(config.functions.auth?.reservedConcurrency).toBeGreaterThan(0);
  });

  it("forwards every header the API reads, and the viewer's address as CLIENT_IP_HEADER names it", () => {
    const forwarded = [
      ...(at(
        resource("ApiOriginRequestPolicy").Properties,
        "OriginRequestPolicyConfig.HeadersConfig.Headers",
      ) as string[]),
      ...(at(
        resource("ApiCachePolicy").Properties,
        "CachePolicyConfig.ParametersInCacheKeyAndForwardedToOrigin.HeadersConfig.Headers",
      ) as string[]),
    ].map((header) => header.toLowerCase());
    for (const header of config.provider.httpApi.cors.allowedHeaders)
      expect(forwarded).toContain(header.toLowerCase());
    expect(forwarded).not.toContain("host");
    expect(config.provider.environment.CLIENT_IP_HEADER).toBe(
      "${env:CLIENT_IP_HEADER, 'cloudfront-viewer-address'}",
    );
    expect(forwarded).toContain("cloudfront-viewer-address");
  });

  it("puts the WAF stack's WebACL on the distribution when WEB_ACL_ARN is given", () => {
    expect(at(resource("SiteDistribution").Properties, "DistributionConfig.WebACLId")).toEqual([
      "HasWebAcl",
      "${self:custom.webAclArn}",
      "AWS::NoValue",
    ]);
  });
});

describe("the WAF stack", () => {
  interface RateRule {
    Name: string;
    Statement: {
      RateBasedStatement: { Limit: number; AggregateKeyType: string; ScopeDownStatement: unknown };
    };
  }
  const waf = readServerlessConfig<{
    provider: { region: string };
    resources: { Resources: Record<string, CfnResource> };
  }>("infra/waf/serverless.yml");
  const acl = waf.resources.Resources.WebAcl?.Properties as {
    Scope: string;
    Rules: RateRule[];
    CustomResponseBodies: Record<string, { Content: string }>;
  };
  const limit = (name: string) =>
    acl.Rules.find((rule) => rule.Name === name)?.Statement.RateBasedStatement.Limit ?? Number.NaN;

  it("is a CloudFront WebACL in us-east-1", () => {
    expect(acl.Scope).toBe("CLOUDFRONT");
    expect(waf.provider.region).toBe("${opt:region, 'us-east-1'}");
  });

  it("limits each address on /api/*, stricter for POSTs and stricter still for /api/auth/*", () => {
    expect(acl.Rules.every((rule) => rule.Statement.RateBasedStatement.AggregateKeyType === "IP")).toBe(true);
    expect(limit("api-auth-per-ip")).toBeLessThan(limit("api-post-per-ip"));
    expect(limit("api-post-per-ip")).toBeLessThan(limit("api-per-ip"));
  });

  it("limits each address on the pages a function renders: the paths CloudFront sends to it", () => {
    const rule = acl.Rules.find((candidate) => candidate.Name === "rendered-pages-per-ip");
    const statements = at(
      rule?.Statement.RateBasedStatement.ScopeDownStatement,
      "OrStatement.Statements",
    ) as {
      ByteMatchStatement: { PositionalConstraint: string; SearchString: string };
    }[];
    expect(
      statements.every(({ ByteMatchStatement }) => ByteMatchStatement.PositionalConstraint === "STARTS_WITH"),
    ).toBe(true);
    const behaviours = (
      at(resource("SiteDistribution").Properties, "DistributionConfig.CacheBehaviors") as {
        PathPattern: string;
        TargetOriginId: string;
      }[]
    )
      .filter(({ TargetOriginId, PathPattern }) => TargetOriginId === "api" && PathPattern !== "/api/*")
      .map(({ PathPattern }) => PathPattern.replace(/\?\*$/, ""));
    expect(statements.map(({ ByteMatchStatement }) => ByteMatchStatement.SearchString)).toEqual(behaviours);
    // Its page names a helpline the site lists (a person blocked may be one in crisis).
    const page = acl.CustomResponseBodies["too-many-requests-page"]?.Content ?? "";
    expect(siteConfig.helplines.some((line) => page.includes(line.number))).toBe(true);
  });
});

describe("Content-Security-Policy", () => {
  const cloudFrontPolicy = siteHeader("SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy");
  const uploadsPlaceholder = "https://${UploadsBucket.RegionalDomainName}";

  it("CloudFront sends what the local preview server sends, but for the uploads bucket", () => {
    expect(typeof cloudFrontPolicy).toBe("string");
    const policy = String(cloudFrontPolicy);
    // Fn::Sub's only placeholder is the bucket's regional endpoint.
    expect(new Set(policy.match(/https?:\/\/\$\{[^}]*\}/g))).toEqual(new Set([uploadsPlaceholder]));
    const port = 8106;
    expect(policy.replaceAll(uploadsPlaceholder, localUploadsOrigin(port))).toBe(
      localSecurityHeaders("preview", port)["Content-Security-Policy"],
    );
    // CloudFront's limit for the header value.
    expect(policy.length).toBeLessThanOrEqual(1783);
  });

  it("keeps production strict: scripts and styles from our origin only, no plugins, no base, no framing", () => {
    const directives = new Map(
      String(cloudFrontPolicy)
        .split("; ")
        .map((directive) => {
          const [name = "", ...sources] = directive.split(" ");
          return [name, sources] as const;
        }),
    );
    expect(directives.get("script-src")).toEqual(["'self'"]);
    expect(directives.get("style-src")).toEqual(["'self'"]);
    expect(directives.get("object-src")).toEqual(["'none'"]);
    expect(directives.get("base-uri")).toEqual(["'none'"]);
    expect(directives.get("frame-ancestors")).toEqual(["'self'"]);
    expect(directives.get("form-action")).toEqual(["'self'"]);
    expect(localSecurityHeaders("dev", 8106)["Content-Security-Policy"]).toContain(
      "style-src 'self' 'unsafe-inline'",
    );
  });

  it("lets partners' https sites frame the embed's booking form page, and no other page", () => {
    const policy = resource("EmbedFormResponseHeadersPolicy").Properties.ResponseHeadersPolicyConfig;
    const framedPolicy = String(
      resolveFileVariable(
        String(at(policy, "SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy")),
      ),
    );
    // The site's policy but for frame-ancestors; no X-Frame-Options (it cannot name many origins).
    expect(framedPolicy).toBe(
      String(cloudFrontPolicy).replace("frame-ancestors 'self'", "frame-ancestors https:"),
    );
    expect(at(policy, "SecurityHeadersConfig.FrameOptions")).toBeUndefined();
    expect(at(policy, "CorsConfig")).toEqual(
      at(resource("SiteResponseHeadersPolicy").Properties.ResponseHeadersPolicyConfig, "CorsConfig"),
    );
    const behaviours = at(resource("SiteDistribution").Properties, "DistributionConfig.CacheBehaviors") as {
      PathPattern: string;
      ResponseHeadersPolicyId: unknown;
      FunctionAssociations?: unknown;
      TargetOriginId: string;
    }[];
    const framed = behaviours.filter(
      (behaviour) =>
        behaviour.ResponseHeadersPolicyId !== undefined &&
        JSON.stringify(behaviour.ResponseHeadersPolicyId).includes("EmbedFormResponseHeadersPolicy"),
    );
    expect(framed).toHaveLength(1);
    expect(resolveFileVariable(framed[0]?.PathPattern ?? "")).toBe("/embed/booking-form*");
    expect(framed[0]?.TargetOriginId).toBe("site");
    // The site's rewrites as on the default behaviour: /embed/booking-form is a page of pages-static/.
    expect(framed[0]?.FunctionAssociations).toEqual(
      at(
        resource("SiteDistribution").Properties,
        "DistributionConfig.DefaultCacheBehavior.FunctionAssociations",
      ),
    );
    // Locally the same prefix gets the same policy, with loopback partners (the demo site) added.
    expect(securityHeaders.isPartnerFramedPath("/embed/booking-form")).toBe(true);
    expect(securityHeaders.isPartnerFramedPath("/embed/booking-form/index.html")).toBe(true);
    expect(securityHeaders.isPartnerFramedPath("/embed.js")).toBe(false);
    expect(securityHeaders.isPartnerFramedPath("/page/contact-us")).toBe(false);
    const local = localSecurityHeaders("preview", 8106, "partner-framed");
    expect(local["X-Frame-Options"]).toBeUndefined();
    expect(local["Content-Security-Policy"]).toContain(
      "frame-ancestors https: http://localhost:* http://127.0.0.1:*",
    );
  });

  it("sends the other headers the local servers send", () => {
    const local = localSecurityHeaders("preview", 8106);
    expect(siteHeader("SecurityHeadersConfig.FrameOptions.FrameOption")).toBe(local["X-Frame-Options"]);
    expect(siteHeader("SecurityHeadersConfig.ReferrerPolicy.ReferrerPolicy")).toBe(local["Referrer-Policy"]);
    expect(local["X-Content-Type-Options"]).toBe("nosniff");
    expect(siteHeader("SecurityHeadersConfig.ContentTypeOptions.Override")).toBe(true);
    expect(
      siteHeader("SecurityHeadersConfig.StrictTransportSecurity.AccessControlMaxAgeSec"),
    ).toBeGreaterThan(0);
    expect(siteHeader("CorsConfig.AccessControlAllowOrigins.Items")).toEqual(["*"]);
  });

  it("allows exactly the map's tile servers and the video players the pages embed", () => {
    const tiles = [...mapConfig.tileSubdomains].map(
      (subdomain) => new URL(mapConfig.tileUrl.replace("{s}", subdomain)).origin,
    );
    expect(securityHeaders.mapTileOrigins).toEqual(tiles);
    const embeds = [
      siteConfig.aboutVideoUrl,
      siteConfig.howItWorksVideoUrl,
      videoView("https://www.youtube.com/watch?v=inpok4MKVLM"),
      videoView("https://vimeo.com/76979871"),
    ].map(
      (video) => new URL(typeof video === "string" ? video : video?.kind === "embed" ? video.src : "").origin,
    );
    expect(new Set(securityHeaders.videoOrigins)).toEqual(new Set(embeds));
  });
});
