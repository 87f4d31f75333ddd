// Hands serverless.yml the CloudFront Function's code: the page lists of core/pages.ts before the
// logic of rewrite.js (infra/cloudfront/site-function.ts; the local stack runs the same code).
const { require: requireTs } = require("tsx/cjs/api");

module.exports = { code: requireTs("./site-function.ts", __filename).siteFunctionCode() };
