// Hands serverless.yml the operators' dashboard body (infra/monitoring/dashboard.ts):
// `DashboardBody: ${file(./infra/monitoring/dashboard.cjs):body}`. osls calls `body` with its
// variable resolver; tsx's CommonJS loader compiles the TypeScript on the way.
const { require: tsxRequire } = require("tsx/cjs/api");

const { dashboardBody } = tsxRequire("./dashboard.ts", __filename);

module.exports.body = async ({ resolveVariable }) =>
  dashboardBody({
    namespace: await resolveVariable("self:custom.metricsNamespace"),
    webAclName: await resolveVariable("self:custom.webAclName"),
  });
