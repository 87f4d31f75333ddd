// Hands serverless.yml the CloudFront Function's source text (the same file the local stack runs).
const { readFileSync } = require("node:fs");
const { join } = require("node:path");

module.exports = { code: readFileSync(join(__dirname, "rewrite.js"), "utf8") };
