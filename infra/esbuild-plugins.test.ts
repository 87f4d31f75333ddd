import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import lambdaPlugins from "./esbuild-plugins.cjs";
import { readServerlessConfig } from "./serverless-config";

interface EsbuildOptions {
  plugins: string;
  define: Record<string, string>;
  platform: "node";
  format: "esm";
  target: string;
}

async function bundledInputs(entry: string, plugins: typeof lambdaPlugins): Promise<string[]> {
  const options = readServerlessConfig<{ custom: { esbuild: EsbuildOptions } }>().custom.esbuild;
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    platform: options.platform,
    format: options.format,
    target: options.target,
    define: options.define,
    plugins,
    logLevel: "error",
  });
  return Object.keys(result.metafile.inputs);
}

describe("Lambda bundle plugins", () => {
  it("are the ones serverless.yml gives serverless-esbuild", () => {
    const options = readServerlessConfig<{ custom: { esbuild: EsbuildOptions } }>().custom.esbuild;
    expect(options.plugins).toBe("./infra/esbuild-plugins.cjs");
  });

  it("leave the answer schemas out of a function but keep the contract it routes by", async () => {
    const withPlugins = await bundledInputs("functions/site/handler.ts", lambdaPlugins);
    expect(withPlugins).toContain("core/api/contract.ts");
    expect(withPlugins).not.toContain("core/api/responses.ts");
    // Without them the schemas come in through the contract: the plugin is what keeps them out.
    expect(await bundledInputs("functions/site/handler.ts", [])).toContain("core/api/responses.ts");
  }, 60_000);
});
