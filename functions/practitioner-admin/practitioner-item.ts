import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { NotFoundError } from "../../core/errors";
import type { PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";

export const PRACTITIONER_NOT_FOUND = "We could not find this practitioner.";

/** A listed practitioner (active or not), strongly consistent; 404 for an unknown or deleted one. */
export async function readPractitioner(id: string): Promise<PractitionerItem> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.practitioner(id), ConsistentRead: true }),
  );
  if (Item?.entity !== "practitioner") throw new NotFoundError(PRACTITIONER_NOT_FOUND);
  return Item as PractitionerItem;
}
