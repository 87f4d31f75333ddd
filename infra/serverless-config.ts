import { readFileSync } from "node:fs";
import { parse } from "yaml";

/** The parts of serverless.yml that tests and benchmarks read. */
export interface ServerlessConfig {
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
    };
  };
  functions: Record<
    string,
    {
      handler: string;
      events: { httpApi?: { method: string; path: string }; stream?: unknown; schedule?: unknown }[];
    }
  >;
}

// CloudFormation tags (!GetAtt, !Sub, ...) are kept as plain values: nothing here resolves them.
const customTags = ["GetAtt", "Join", "Sub", "Ref"].flatMap((tag) => [
  { tag: `!${tag}`, resolve: (value: unknown) => value },
  { tag: `!${tag}`, collection: "seq" as const, resolve: (value: unknown) => value },
]);

export function readServerlessConfig(path = "serverless.yml"): ServerlessConfig {
  return parse(readFileSync(path, "utf8"), { customTags } as never) as ServerlessConfig;
}
