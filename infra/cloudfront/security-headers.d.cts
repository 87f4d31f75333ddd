// Types for security-headers.cjs (CommonJS, so serverless.yml's ${file()} can require it).
declare const securityHeaders: {
  readonly mapTileOrigins: readonly string[];
  readonly videoOrigins: readonly string[];
  contentSecurityPolicy(options: { uploadsOrigin: string; dev?: boolean }): string;
  localHeaders(options: { uploadsOrigin: string; dev: boolean }): Record<string, string>;
  readonly cloudFront: {
    readonly contentSecurityPolicy: string;
    readonly frameOption: string;
    readonly referrerPolicy: string;
    readonly strictTransportSecurityMaxAge: number;
  };
};
export = securityHeaders;
