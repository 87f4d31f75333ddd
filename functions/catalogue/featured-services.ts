/**
 * The admins' featured services (issue 29 item 10). The home page reads one partition in key order
 * (functions/site/featured-services.ts, `SVC#001`, `SVC#002`, ...), so that read stays one Query:
 * a slot's key is its place. Adding, retiring, bringing back and reordering rewrite the slots that
 * change in one transaction, each write conditional on the slot holding what the admin's page was
 * built from, so two admins at once cannot lose a service (the second gets 409 and reloads).
 * Retired services wait in their own partition. Pictures go through the practitioners' photo path:
 * uploaded (POST /api/registration/photo-upload), checked, re-encoded and published.
 */
import { randomBytes } from "node:crypto";
import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { ConflictError, NotFoundError } from "../../core/errors";
import { MAX_FEATURED_SERVICES } from "../../core/schemas/catalogue";
import type { FeaturedServiceItem } from "../data/items";
import { keys } from "../data/keys";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import type { RouteAnswer } from "../lib/http-handler";
import { httpHandler } from "../lib/http-handler";
import { respond } from "../lib/http-response";
import { errorDetail, type Logger } from "../lib/logger";
import { queryAll } from "../lib/query-all";
import { failedAt, type TransactItem } from "../lib/transactions";
import { publishCheckedPhoto } from "../registration/photo-publish";
import { photoStore } from "../registration/photo-store";

type Answer = RouteAnswer<"GET /api/admin/featured-services">;

export const CHANGED =
  "The featured services changed while you were editing. Please reload the page and try again.";
export const SERVICE_NOT_FOUND = "This featured service does not exist. Please reload the page.";
export const SERVICE_NAME_TAKEN = "A featured service with this name exists already.";
export const HOME_PAGE_FULL = `The home page shows ${MAX_FEATURED_SERVICES} services at most. Please retire one first.`;

const partition = (pk: string) =>
  queryAll<FeaturedServiceItem>({
    TableName: tableName(),
    KeyConditionExpression: "PK = :pk",
    ExpressionAttributeValues: { ":pk": pk },
    ConsistentRead: true,
  });

/** The home page's services in their order, and the retired ones by name. */
async function catalogue(): Promise<{ live: FeaturedServiceItem[]; retired: FeaturedServiceItem[] }> {
  const [live, retired] = await Promise.all([
    partition(keys.featuredPartition),
    partition(keys.retiredFeaturedPartition),
  ]);
  return { live, retired: retired.sort((a, b) => a.name.localeCompare(b.name)) };
}

function answer({ live, retired }: Awaited<ReturnType<typeof catalogue>>): Answer {
  const row = (item: FeaturedServiceItem, order: number | null) => ({
    id: item.id,
    name: item.name,
    image: item.image,
    order,
    active: order !== null,
  });
  return { data: [...live.map((item, i) => row(item, i + 1)), ...retired.map((item) => row(item, null))] };
}

const stored = ({ id, name, image }: Pick<FeaturedServiceItem, "id" | "name" | "image">) => ({
  entity: "featuredService" as const,
  id,
  name,
  image,
});

/**
 * The writes that turn the home page's slots from `before` into `after`: a slot whose service
 * changes is written only if it still holds what `before` says, and slots past the end are emptied.
 */
function slotWrites(before: FeaturedServiceItem[], after: FeaturedServiceItem[]): TransactItem[] {
  const writes: TransactItem[] = [];
  after.forEach((item, i) => {
    const was = before[i];
    if (was && JSON.stringify(stored(was)) === JSON.stringify(stored(item))) return;
    writes.push({
      Put: {
        TableName: tableName(),
        Item: { ...keys.featuredService(i + 1), ...stored(item) },
        ...(was
          ? { ConditionExpression: "id = :was", ExpressionAttributeValues: { ":was": was.id } }
          : { ConditionExpression: "attribute_not_exists(PK)" }),
      },
    });
  });
  for (const [i, was] of before.entries()) {
    if (i < after.length) continue;
    writes.push({
      Delete: {
        TableName: tableName(),
        Key: keys.featuredService(i + 1),
        ConditionExpression: "id = :was",
        ExpressionAttributeValues: { ":was": was.id },
      },
    });
  }
  return writes;
}

/** Runs the writes; any failed condition means someone else changed the list first (409). */
async function commit(writes: TransactItem[]): Promise<void> {
  if (writes.length === 0) return;
  try {
    await db().send(new TransactWriteCommand({ TransactItems: writes }));
  } catch (error) {
    const failed = failedAt(error);
    if (writes.some((_, i) => failed(i))) throw new ConflictError(CHANGED);
    throw error;
  }
}

function refuseTakenName(name: string, items: FeaturedServiceItem[], exceptId?: string): void {
  const taken = items.some((item) => item.id !== exceptId && item.name.toLowerCase() === name.toLowerCase());
  if (taken) throw new ConflictError(SERVICE_NAME_TAKEN, { fields: { name: SERVICE_NAME_TAKEN } });
}

/** Commits, deleting the just-published picture when the write fails and the replaced one when it succeeds. */
async function commitWithPicture(
  writes: TransactItem[],
  picture: { published?: string; replaced?: string },
  log: Logger,
): Promise<void> {
  try {
    await commit(writes);
  } catch (error) {
    if (picture.published) await photoStore.unpublish(picture.published);
    throw error;
  }
  if (picture.published && picture.replaced)
    await photoStore.unpublish(picture.replaced).catch((error: unknown) => {
      log.error("old featured service picture not deleted", errorDetail(error));
    });
}

export const listFeaturedServices = httpHandler({ route: "GET /api/admin/featured-services" }, async () =>
  answer(await catalogue()),
);

export const addFeaturedService = httpHandler(
  { route: "POST /api/admin/featured-services/add" },
  async ({ body, log }) => {
    const before = await catalogue();
    refuseTakenName(body.name, [...before.live, ...before.retired]);
    if (before.live.length >= MAX_FEATURED_SERVICES) throw new ConflictError(HOME_PAGE_FULL);
    const id = randomBytes(6).toString("hex");
    const image = await publishCheckedPhoto(body.image_key, `service-${id}`);
    const item: FeaturedServiceItem = {
      ...keys.featuredService(before.live.length + 1),
      ...stored({ id, name: body.name, image }),
    };
    const live = [...before.live, item];
    await commitWithPicture(slotWrites(before.live, live), { published: image }, log);
    log.info("featured service added", { id });
    return respond(201, answer({ ...before, live }));
  },
);

export const editFeaturedService = httpHandler(
  { route: "POST /api/admin/featured-services/edit/{id}" },
  async ({ path, body, log }) => {
    const before = await catalogue();
    const onPage = before.live.find((item) => item.id === path.id);
    const current = onPage ?? before.retired.find((item) => item.id === path.id);
    if (!current) throw new NotFoundError(SERVICE_NOT_FOUND);
    refuseTakenName(body.name, [...before.live, ...before.retired], current.id);
    if (!onPage && body.active && before.live.length >= MAX_FEATURED_SERVICES)
      throw new ConflictError(HOME_PAGE_FULL);
    const image = body.image_key
      ? await publishCheckedPhoto(body.image_key, `service-${current.id}`)
      : current.image;
    const edited: FeaturedServiceItem = { ...current, name: body.name, image };
    const retiredKey = keys.retiredFeaturedService(current.id);
    const retiredItem = {
      ...retiredKey,
      ...stored(edited),
      retiredAt: current.retiredAt ?? new Date(now()).toISOString(),
    };
    let live = before.live;
    const writes: TransactItem[] = [];
    if (onPage && body.active) {
      live = before.live.map((item) => (item.id === current.id ? edited : item));
    } else if (onPage) {
      live = before.live.filter((item) => item.id !== current.id);
      writes.push({
        Put: { TableName: tableName(), Item: retiredItem, ConditionExpression: "attribute_not_exists(PK)" },
      });
    } else if (body.active) {
      live = [...before.live, edited];
      writes.push({
        Delete: { TableName: tableName(), Key: retiredKey, ConditionExpression: "attribute_exists(PK)" },
      });
    } else {
      writes.push({
        Put: { TableName: tableName(), Item: retiredItem, ConditionExpression: "attribute_exists(PK)" },
      });
    }
    await commitWithPicture(
      [...slotWrites(before.live, live), ...writes],
      image === current.image ? {} : { published: image, replaced: current.image },
      log,
    );
    log.info("featured service edited", { id: current.id, active: body.active });
    return answer(await catalogue());
  },
);

export const orderFeaturedServices = httpHandler(
  { route: "POST /api/admin/featured-services/order" },
  async ({ body, log }) => {
    const before = await catalogue();
    const byId = new Map(before.live.map((item) => [item.id, item]));
    const live = body.ids.flatMap((id) => byId.get(id) ?? []);
    // Every service on the page, each once: else the page was built from another list.
    if (
      new Set(body.ids).size !== body.ids.length ||
      live.length !== before.live.length ||
      live.length !== body.ids.length
    )
      throw new ConflictError(CHANGED);
    await commit(slotWrites(before.live, live));
    log.info("featured services reordered", { count: live.length });
    return answer({ ...before, live });
  },
);
