// esbuild plugins of the Lambda bundles (serverless.yml custom.esbuild.plugins; the bundle bench
// loads the same file).
//
// Answer schemas stay out of Lambda code: the contract names each route's response schema
// (core/api/responses.ts) for typecheck, the OpenAPI document and the typed client's checks in dev
// and test builds, but no handler reads a schema at run time, and every function would otherwise
// carry all of them. In a bundle the contract's import of them gets an empty table instead.
const answerSchemasOutOfLambdas = {
  name: "answer-schemas-out-of-lambdas",
  setup(build) {
    build.onResolve({ filter: /^\.\/responses$/ }, (args) =>
      /[\\/]core[\\/]api[\\/]contract\.ts$/.test(args.importer)
        ? { path: "answer-schemas", namespace: "lambda-stub" }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: "lambda-stub" }, () => ({
      contents: "export const responses = {};",
      loader: "js",
    }));
  },
};

module.exports = [answerSchemasOutOfLambdas];
