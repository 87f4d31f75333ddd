// Types for security-headers.cjs (CommonJS, so serverless.yml's ${file()} can require it).
declare const securityHeaders: {
  readonly mapTileOrigins: readonly string[];
  readonly videoOrigins: readonly string[];
  contentSecurityPolicy(options: { uploadsOrigin: string; dev?: boolean; frameAncestors?: string[] }): string;
  localHeaders(options: {
    uploadsOrigin: string;
    dev: boolean;
    partnerFramed?: boolean;
  }): Record<string, string>;
  isPartnerFramedPath(path: string): boolean;
  readonly cloudFront: {
    readonly contentSecurityPolicy: string;
    readonly partnerFramedPathPattern: string;
    readonly partnerFramedContentSecurityPolicy: string;
    readonly frameOption: string;
    readonly referrerPolicy: string;
    readonly strictTransportSecurityMaxAge: number;
  };
};
export = securityHeaders;
