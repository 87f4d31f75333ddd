/**
 * The admins' medical schemes (issue 29 item 10): add, rename, retire and bring back. Retiring
 * only sets `active: false`: the scheme is then offered for no new choice (the profile editor's
 * list, the search page's filter; functions/data/medical-schemes.ts), while profiles, bookings and
 * saved search links that name it keep its name. Nothing is deleted.
 */
import { PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { ConflictError, NotFoundError } from "../../core/errors";
import type { MedicalSchemeItem } from "../data/items";
import { keys } from "../data/keys";
import { forgetMedicalSchemes } from "../data/medical-schemes";
import { db, tableName } from "../lib/db";
import { httpHandler, type RouteAnswer } from "../lib/http-handler";
import { respond } from "../lib/http-response";
import { queryAll } from "../lib/query-all";
import { newItem } from "../lib/transactions";
import { isConditionFailure } from "../lib/window-counter";
import { medicalSchemeItem, sameSchemeName, schemeIdOf } from "./scheme-item";

export const SCHEME_NAME_TAKEN = "A medical scheme with this name exists already.";
export const SCHEME_NOT_FOUND = "This medical scheme does not exist. Please reload the page.";

type Answer = RouteAnswer<"GET /api/admin/medical-schemes">;

/** Every scheme, read consistently (the admin sees their own change at once). */
function allSchemes(): Promise<MedicalSchemeItem[]> {
  return queryAll<MedicalSchemeItem>({
    TableName: tableName(),
    KeyConditionExpression: "PK = :pk",
    ExpressionAttributeValues: { ":pk": keys.medicalSchemePartition },
    ConsistentRead: true,
  });
}

async function answer(): Promise<Answer> {
  forgetMedicalSchemes();
  const rows = (await allSchemes()).map((item) => ({
    id: item.id,
    scheme_name: item.schemeName,
    active: item.active !== false,
  }));
  return { data: rows.sort((a, b) => a.scheme_name.localeCompare(b.scheme_name)) };
}

const taken = () => new ConflictError(SCHEME_NAME_TAKEN, { fields: { scheme_name: SCHEME_NAME_TAKEN } });

function refuseTakenName(name: string, schemes: MedicalSchemeItem[], exceptId?: string): void {
  if (schemes.some((s) => s.id !== exceptId && sameSchemeName(s.schemeName, name))) throw taken();
}

export const listMedicalSchemes = httpHandler({ route: "GET /api/admin/medical-schemes" }, answer);

export const addMedicalScheme = httpHandler(
  { route: "POST /api/admin/medical-schemes/add" },
  async ({ body, log }) => {
    refuseTakenName(body.scheme_name, await allSchemes());
    const item = medicalSchemeItem(schemeIdOf(body.scheme_name), body.scheme_name);
    try {
      await db().send(new PutCommand(newItem(item)));
    } catch (error) {
      // Another name with the same slug, or the same name added by someone else just now.
      if (isConditionFailure(error)) throw taken();
      throw error;
    }
    log.info("medical scheme added", { id: item.id });
    return respond(201, await answer());
  },
);

export const editMedicalScheme = httpHandler(
  { route: "POST /api/admin/medical-schemes/edit/{id}" },
  async ({ path, body, log }) => {
    const schemes = await allSchemes();
    if (!schemes.some((s) => s.id === path.id)) throw new NotFoundError(SCHEME_NOT_FOUND);
    refuseTakenName(body.scheme_name, schemes, path.id);
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.medicalScheme(path.id),
          UpdateExpression: "SET schemeName = :name, active = :active",
          ConditionExpression: "attribute_exists(PK)",
          ExpressionAttributeValues: { ":name": body.scheme_name, ":active": body.active },
        }),
      );
    } catch (error) {
      if (isConditionFailure(error)) throw new NotFoundError(SCHEME_NOT_FOUND);
      throw error;
    }
    log.info("medical scheme edited", { id: path.id, active: body.active });
    return answer();
  },
);
