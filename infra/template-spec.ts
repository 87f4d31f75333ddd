/**
 * Checks a CloudFormation template against the CloudFormation resource specification as
 * `@aws-cdk/aws-service-spec` ships it (the registry's schemas, which the CDK is generated from):
 * every resource type exists, and every property name, nested ones too, is one the type or its
 * property type defines. A misspelt alarm property fails in a unit test, not at deploy. Values are
 * not checked beyond their shape (an intrinsic function stands for any value).
 */
import { loadAwsServiceSpec } from "@aws-cdk/aws-service-spec";

type SpecDatabase = Awaited<ReturnType<typeof loadAwsServiceSpec>>;
type Properties = Record<string, { type: PropertyType }>;
type PropertyType =
  | { type: "ref"; reference: { $ref: string } }
  | { type: "array" | "map"; element: PropertyType }
  | { type: "union"; types: PropertyType[] }
  | { type: string };

/** What a template's resource may hold besides Type and Properties (CloudFormation's resource attributes). */
const RESOURCE_ATTRIBUTES = new Set([
  "Type",
  "Properties",
  "DependsOn",
  "Condition",
  "DeletionPolicy",
  "UpdateReplacePolicy",
  "UpdatePolicy",
  "CreationPolicy",
  "Metadata",
]);

export interface SpecReport {
  resources: number;
  properties: number;
  problems: string[];
}

export interface Template {
  Resources: Record<string, { Type: string; Properties?: Record<string, unknown> } & Record<string, unknown>>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `{ Ref }`, `{ "Fn::...": ... }`: any value at deploy. */
function intrinsic(value: unknown): value is Record<string, unknown> {
  if (!isObject(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 1 && (keys[0] === "Ref" || String(keys[0]).startsWith("Fn::"));
}

export class SpecChecker {
  private constructor(private readonly db: SpecDatabase) {}

  static async load(): Promise<SpecChecker> {
    return new SpecChecker(await loadAwsServiceSpec());
  }

  check(template: Template): SpecReport {
    const report: SpecReport = { resources: 0, properties: 0, problems: [] };
    for (const [id, resource] of Object.entries(template.Resources)) {
      report.resources += 1;
      for (const key of Object.keys(resource))
        if (!RESOURCE_ATTRIBUTES.has(key)) report.problems.push(`${id}: unknown resource attribute ${key}`);
      const [spec] = this.db.lookup("resource", "cloudFormationType", "equals", resource.Type);
      if (!spec) {
        report.problems.push(`${id}: unknown resource type ${resource.Type}`);
        continue;
      }
      this.properties(resource.Properties ?? {}, spec.properties as Properties, id, report);
    }
    return report;
  }

  private properties(value: unknown, spec: Properties, path: string, report: SpecReport): void {
    if (intrinsic(value)) {
      this.intrinsic(value, { type: "json" }, path, report, spec);
      return;
    }
    if (!isObject(value)) {
      report.problems.push(`${path}: expected an object`);
      return;
    }
    for (const [name, inner] of Object.entries(value)) {
      report.properties += 1;
      const property = spec[name];
      if (!property) report.problems.push(`${path}.${name}: unknown property`);
      else this.value(inner, property.type, `${path}.${name}`, report);
    }
  }

  /** `Fn::If`'s branches are values of the same type; other functions stand for any value. */
  private intrinsic(
    value: Record<string, unknown>,
    type: PropertyType,
    path: string,
    report: SpecReport,
    objectSpec?: Properties,
  ): void {
    const branches = value["Fn::If"];
    if (!Array.isArray(branches)) return;
    for (const branch of branches.slice(1)) {
      if (objectSpec) this.properties(branch, objectSpec, path, report);
      else this.value(branch, type, path, report);
    }
  }

  private value(value: unknown, type: PropertyType, path: string, report: SpecReport): void {
    if (intrinsic(value)) {
      this.intrinsic(value, type, path, report);
      return;
    }
    if ("reference" in type) {
      const definition = this.db.get("typeDefinition", type.reference.$ref);
      this.properties(value, definition.properties as Properties, path, report);
    } else if ("element" in type && type.type === "array") {
      if (Array.isArray(value))
        for (const [i, item] of value.entries()) this.value(item, type.element, `${path}[${i}]`, report);
    } else if ("element" in type && type.type === "map") {
      if (isObject(value))
        for (const [key, item] of Object.entries(value))
          this.value(item, type.element, `${path}.${key}`, report);
    } else if ("types" in type) {
      this.union(value, type.types, path, report);
    }
  }

  /** A union (a string or an object of some shape): the value must fit one of its members. */
  private union(value: unknown, types: PropertyType[], path: string, report: SpecReport): void {
    const tries = types.map((type) => {
      const trial: SpecReport = { resources: 0, properties: 0, problems: [] };
      if (isObject(value) && !("reference" in type) && type.type !== "json" && type.type !== "map")
        trial.problems.push(`${path}: not a ${type.type}`);
      else this.value(value, type, path, trial);
      return trial;
    });
    const fits = tries.find((trial) => trial.problems.length === 0) ?? tries[0];
    if (!fits) return;
    report.properties += fits.properties;
    report.problems.push(...fits.problems);
  }
}
