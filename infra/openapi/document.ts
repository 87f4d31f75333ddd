import { resolve } from "node:path";
import type { core } from "zod/mini";
import { contract, type RouteKey, type RouteSpec, splitKey } from "../../core/api/contract";
import { responses } from "../../core/api/responses";
import { toJSONSchema } from "../../core/schemas/z";
import { siteConfig } from "../../core/site-config";
import type { RouteTable } from "../../functions/routes";
import { readServerlessConfig } from "../serverless-config";

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

/** Who may call an operation, said in its description (the summary says what it does). */
function accessDescription(roles: readonly string[] | undefined, publicWrite: boolean): string {
  if (roles) return `Bearer token of role ${roles.join(" or ")}.`;
  return publicWrite
    ? "Public: no bearer token; X-CSRF-TOKEN carries a token from GET /api/csrf-token."
    : "Public: no token or custom header needed.";
}

function operation(key: RouteKey, spec: RouteSpec): Json {
  const [method] = splitKey(key);
  const roles = spec.access === "public" ? undefined : spec.access;
  const publicWrite = method !== "GET" && !roles;
  const op: Json = {
    operationId: key.replace(/[^A-Za-z0-9]+/g, "_").replace(/^_|_$/g, ""),
    summary: spec.summary,
    description: accessDescription(roles, publicWrite),
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
        content: { [spec.mediaType ?? "application/json"]: { schema: jsonSchema(spec.response, "output") } },
      },
      "4XX": { $ref: "#/components/responses/Refused" },
    },
  };
  if (spec.body)
    op.requestBody = {
      required: true,
      content: { "application/json": { schema: jsonSchema(spec.body, "input") } },
    };
  // An empty list says outright that a public operation needs no credentials.
  op.security = roles ? [{ bearer: [] }] : [];
  return op;
}

/**
 * One tag per route group (the Lambda function serving it), described as serverless.yml describes
 * that function, in the order the table first names each group.
 */
function groupTags(table: RouteTable): Json[] {
  const { functions } = readServerlessConfig(resolve(import.meta.dirname, "../../serverless.yml"));
  const groups = [...new Set(Object.values(table).map((spec) => spec.group))];
  return groups.map((name) => ({ name, description: functions[name]?.description }));
}

/**
 * The OpenAPI 3.1 document of every route in a route table (docs/openapi.json and /api/openapi.json
 * are the contract's).
 */
export function openApiDocument(table: RouteTable = contract): Json {
  const paths: Record<string, Json> = {};
  for (const [key, spec] of Object.entries(table)) {
    const [method, path] = splitKey(key as RouteKey);
    paths[path] = { ...paths[path], [method.toLowerCase()]: operation(key as RouteKey, spec) };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: `${siteConfig.brandName} API`,
      version: "1",
      description:
        "Find practitioners, read their open times and request appointments. Generated from core/api/contract.ts by `npm run openapi`.",
      contact: {
        name: siteConfig.brandName,
        email: siteConfig.contactEmail,
        url: `${siteConfig.siteUrl}/page/contact-us`,
      },
      // No open-source licence: use of the API falls under the site's terms and conditions.
      license: {
        name: `${siteConfig.brandName} Terms and Conditions`,
        url: `${siteConfig.siteUrl}/page/term-condition`,
      },
    },
    servers: [{ url: "https://www.vulahealth.co.za" }],
    tags: groupTags(table),
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
