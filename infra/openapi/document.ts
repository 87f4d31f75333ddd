import type { core } from "zod/mini";
import { contract, type RouteKey, type RouteSpec, rolesOf, splitKey } from "../../core/api/contract";
import { responses } from "../../core/api/responses";
import { toJSONSchema } from "../../core/schemas/z";
import { siteConfig } from "../../core/site-config";

type Json = Record<string, unknown>;

/** JSON Schema of a zod schema, as OpenAPI 3.1 takes it (refinements it cannot say are left out). */
function jsonSchema(schema: core.$ZodType, io: "input" | "output"): Json {
  const { $schema: _, ...rest } = toJSONSchema(schema, { io, unrepresentable: "any" }) as Json;
  return rest;
}

/** Query or path parameters from an object schema's properties. */
function parameters(schema: core.$ZodType | undefined, where: "query" | "path"): Json[] {
  if (!schema) return [];
  const object = jsonSchema(schema, "input") as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || (object.required ?? []).includes(name),
    schema: property,
  }));
}

const scriptHeader = {
  name: "X-Requested-With",
  in: "header",
  required: true,
  description:
    "Writes and protected reads must send XMLHttpRequest (other callers get 403); public GETs need no custom header (no CORS preflight).",
  schema: { const: "XMLHttpRequest" },
};
const csrfHeader = {
  name: "X-CSRF-TOKEN",
  in: "header",
  required: true,
  description: "A token from GET /api/csrf-token (valid 2 hours).",
  schema: { type: "string" },
};

function operation(key: RouteKey, spec: RouteSpec): Json {
  const [method] = splitKey(key);
  const roles = rolesOf(key);
  const publicWrite = method !== "GET" && !roles;
  const op: Json = {
    operationId: key.replace(/[^A-Za-z0-9]+/g, "_").replace(/^_|_$/g, ""),
    summary: spec.summary,
    tags: [spec.group],
    parameters: [
      ...(method === "GET" && !roles ? [] : [scriptHeader]),
      ...(publicWrite ? [csrfHeader] : []),
      ...parameters(spec.path, "path"),
      ...parameters(spec.query, "query"),
    ],
    responses: {
      [String(spec.status ?? 200)]: {
        description: "Success",
        content: { "application/json": { schema: jsonSchema(spec.response, "output") } },
      },
      "4XX": { $ref: "#/components/responses/Refused" },
    },
  };
  if (spec.body)
    op.requestBody = {
      required: true,
      content: { "application/json": { schema: jsonSchema(spec.body, "input") } },
    };
  if (roles) op.security = [{ bearer: [] }];
  if (roles) op.description = `Bearer token of role ${roles.join(" or ")}.`;
  return op;
}

/** The OpenAPI 3.1 document of every route in the contract (docs/openapi.json, /api/openapi.json). */
export function openApiDocument(): Json {
  const paths: Record<string, Json> = {};
  for (const key of Object.keys(contract) as RouteKey[]) {
    const [method, path] = splitKey(key);
    paths[path] = { ...paths[path], [method.toLowerCase()]: operation(key, contract[key] as RouteSpec) };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: `${siteConfig.brandName} API`,
      version: "1",
      description:
        "Find practitioners, read their open times and request appointments. Generated from core/api/contract.ts by `npm run openapi`.",
    },
    servers: [{ url: "https://www.vulahealth.co.za" }],
    paths,
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      responses: {
        Refused: {
          description:
            "Refused: a readable `error` (and per-field `fields` for bad input). 429 carries Retry-After.",
          content: { "application/json": { schema: jsonSchema(responses.error, "output") } },
        },
      },
    },
  };
}

/** The document as written to docs/openapi.json and the site (stable key order, final newline). */
export function openApiText(): string {
  return `${JSON.stringify(openApiDocument(), null, 2)}\n`;
}
