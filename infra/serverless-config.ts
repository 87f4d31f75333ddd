import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, resolve } from "node:path";
import { parse } from "yaml";

/** A CloudFormation resource as written in serverless.yml (properties unchecked). */
export interface CfnResource {
  Type: string;
  Properties: Record<string, unknown>;
}

/** The parts of serverless.yml that tests and benchmarks read. */
export interface ServerlessConfig {
  provider: {
    region: string;
    environment: Record<string, unknown>;
    httpApi: { disableDefaultEndpoint?: boolean; cors: { allowedHeaders: string[] } };
  };
  custom: {
    esbuild: {
      target: string;
      platform: "node";
      format: "esm";
      minify: boolean;
      treeShaking: boolean;
      mainFields: string[];
      banner: { js: string };
      loader: Record<string, "binary">;
      define: Record<string, string>;
    };
  };
  functions: Record<
    string,
    {
      handler: string;
      description?: string;
      reservedConcurrency?: number;
      /** A list, or a `${file(...)}` variable (the HTTP events generated from the contract). */
      events: { httpApi?: { method: string; path: string }; stream?: unknown; schedule?: unknown }[] | string;
    }
  >;
  resources: {
    Conditions?: Record<string, unknown>;
    extensions?: Record<string, Partial<CfnResource>>;
    Resources: Record<string, CfnResource>;
    Outputs?: Record<string, unknown>;
  };
}

// CloudFormation tags (!GetAtt, !Sub, ...) are kept as plain values: nothing here resolves them.
const customTags = ["GetAtt", "Join", "Sub", "Ref", "If", "Not", "Equals"].flatMap((tag) => [
  { tag: `!${tag}`, resolve: (value: unknown) => value },
  { tag: `!${tag}`, collection: "seq" as const, resolve: (value: unknown) => value },
]);

/** Parses a serverless.yml (YAML merge keys allowed) without resolving any variable or tag. */
export function readServerlessConfig<T = ServerlessConfig>(path = "serverless.yml"): T {
  return parse(readFileSync(path, "utf8"), { customTags, merge: true } as never) as T;
}

/**
 * The value of a `${file(./x.cjs):a.b}` variable as osls resolves it: the path is relative to the
 * service directory (`configPath`'s), the address a dotted path into the module's exports.
 */
export function resolveFileVariable(reference: string, configPath = "serverless.yml"): unknown {
  const match = /^\$\{file\(([^)]+)\):([\w.-]+)\}$/.exec(reference);
  if (!match?.[1] || !match[2]) throw new Error(`Not a single \${file(...):address} variable: ${reference}`);
  const serviceDir = dirname(resolve(configPath));
  const exported: unknown = createRequire(import.meta.url)(resolve(serviceDir, match[1]));
  return match[2]
    .split(".")
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], exported);
}
