/**
 * A contract route's handler is typed by the route's response schema. The `@ts-expect-error` lines
 * are the proof, checked by `tsc --noEmit` (npm run typecheck): each handler there answers another
 * shape, and the line would become an unused-directive error if the factory accepted it. At run time
 * the same answers are shown to fail the schema the typed client checks them against.
 */

import { beforeAll, describe, expect, it } from "vitest";
import { safeParse } from "zod/mini";
import { contract } from "../../core/api/contract";
import { apiEvent, invoke } from "../test/api-event";
import { resetEnvForTests } from "./env";
import type { Handler } from "./http-handler";
import { respond } from "./http-response";

const ROUTE = "GET /api/csrf-token";
const fitsContract = (body: unknown) => safeParse(contract[ROUTE].response, body).success;

let right: Handler;
let rightCreated: Handler;
let missingField: Handler;
let wrongType: Handler;
let wrongInResponse: Handler;
let otherRoutesAnswer: Handler;

beforeAll(async () => {
  process.env.TABLE_NAME = "unit";
  process.env.SIGNING_SECRET = "unit-test-signing-secret-of-32-bytes";
  resetEnvForTests();
  const { httpHandler } = await import("./http-handler");
  right = httpHandler({ route: ROUTE }, async () => ({ token: "t" }));
  rightCreated = httpHandler({ route: ROUTE }, async () => respond(201, { token: "t" }));
  // @ts-expect-error the answer lacks `token`
  missingField = httpHandler({ route: ROUTE }, async () => ({ tokn: "t" }));
  // @ts-expect-error `token` is a string
  wrongType = httpHandler({ route: ROUTE }, async () => ({ token: 7 }));
  // @ts-expect-error another status keeps the schema: respond()'s body is checked too
  wrongInResponse = httpHandler({ route: ROUTE }, async () => respond(201, { success: "done" }));
  // @ts-expect-error a list route's answer is not an object route's
  otherRoutesAnswer = httpHandler({ route: ROUTE }, async () => [{ id: "1", name: "GP", image: "" }]);
});

describe("a contract route's handler answers its response schema", () => {
  it("accepts the schema's shape, as is or with another status", async () => {
    for (const [handler, status] of [
      [right, 200],
      [rightCreated, 201],
    ] as const) {
      const answer = await invoke(handler, apiEvent("GET", "/api/csrf-token"));
      expect(answer.status).toBe(status);
      expect(fitsContract(answer.body)).toBe(true);
    }
  });

  it("the shapes that fail typecheck also fail the schema", async () => {
    for (const handler of [missingField, wrongType, wrongInResponse, otherRoutesAnswer]) {
      const answer = await invoke(handler, apiEvent("GET", "/api/csrf-token"));
      expect(answer.status).toBeLessThan(300);
      expect(fitsContract(answer.body)).toBe(false);
    }
  });
});
