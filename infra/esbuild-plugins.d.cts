import type { Plugin } from "esbuild";

/** The esbuild plugins of the Lambda bundles (serverless.yml custom.esbuild.plugins). */
declare const plugins: Plugin[];
export = plugins;
