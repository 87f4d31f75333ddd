// Hands serverless.yml each function group's HTTP events, generated from the route contract
// (infra/http-events.ts): `events: ${file(./infra/http-events.cjs):<group>}`. osls loads .cjs
// files with require(), so tsx's CommonJS loader compiles the TypeScript on the way.
const { require: tsxRequire } = require("tsx/cjs/api");

module.exports = tsxRequire("./http-events.ts", __filename).httpEvents;
