import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { openApiText } from "./document";

/** npm run openapi: writes docs/openapi.json from the route contract (a test fails when it is stale). */
const target = resolve(import.meta.dirname, "../../docs/openapi.json");
writeFileSync(target, openApiText());
console.log(`wrote ${target}`);
