import { BatchWriteCommand, DeleteCommand, GetCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { beforeEach, describe, expect, it } from "vitest";
import { NotFoundError } from "../../core/errors";
import * as z from "../../core/schemas/z";
import type { FeaturedServiceItem } from "../data/items";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { apiEvent, invoke } from "../test/api-event";
import { handler } from "./handler";

const route = "/api/get/feature/services";

function featured(order: number, name: string): FeaturedServiceItem {
  return {
    ...keys.featuredService(order),
    entity: "featuredService",
    id: String(order),
    name,
    image: `/images/services/${order}.svg`,
  };
}

async function clearFeatured() {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: "PK = :pk",
      ExpressionAttributeValues: { ":pk": keys.featuredPartition },
    }),
  );
  for (const item of Items)
    await db().send(new DeleteCommand({ TableName: tableName(), Key: { PK: item.PK, SK: item.SK } }));
}

describe("GET /api/get/feature/services (DynamoDB Local)", () => {
  beforeEach(clearFeatured);

  it("lists featured services in display order with exactly id, name and image", async () => {
    const items = [
      featured(2, "Couples counselling"),
      featured(1, "Individual therapy"),
      featured(10, "ADHD assessment"),
    ];
    await db().send(
      new BatchWriteCommand({
        RequestItems: { [tableName()]: items.map((Item) => ({ PutRequest: { Item } })) },
      }),
    );

    const { status, body, headers } = await invoke(handler, apiEvent("GET", route));
    expect(status).toBe(200);
    expect(body).toEqual([
      { id: "1", name: "Individual therapy", image: "/images/services/1.svg" },
      { id: "2", name: "Couples counselling", image: "/images/services/2.svg" },
      { id: "10", name: "ADHD assessment", image: "/images/services/10.svg" },
    ]);
    expect(headers["Cache-Control"]).toBe("public, max-age=300");
  });

  it("answers an empty list when nothing is featured", async () => {
    const { status, body } = await invoke(handler, apiEvent("GET", route));
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it("answers a request without X-Requested-With: a public GET is a simple request", async () => {
    const { status } = await invoke(handler, apiEvent("GET", route, { headers: { "x-requested-with": "" } }));
    expect(status).toBe(200);
  });

  it("ignores query parameters it does not use", async () => {
    const { status } = await invoke(handler, apiEvent("GET", route, { query: { page: "x" } }));
    expect(status).toBe(200);
  });
});

describe("handler factory against DynamoDB Local", () => {
  const profile = httpHandler(
    { query: z.object({ id: z.string().check(z.regex(/^\d+$/)) }) },
    async ({ query }) => {
      const { Item } = await db().send(
        new GetCommand({ TableName: tableName(), Key: keys.practitioner(query.id) }),
      );
      if (!Item) throw new NotFoundError("We could not find that practitioner.");
      return { name: Item.name };
    },
  );

  it("turns a missing item into a 404 the widget can show", async () => {
    const { status, body } = await invoke(
      profile,
      apiEvent("GET", "/api/practitioner/users", { query: { id: "999999999" } }),
    );
    expect(status).toBe(404);
    expect(body).toEqual({ error: "We could not find that practitioner." });
  });

  it("answers 400 before touching the table when the input is bad", async () => {
    const { status, body } = await invoke(
      profile,
      apiEvent("GET", "/api/practitioner/users", { query: { id: "1 OR 1=1" } }),
    );
    expect(status).toBe(400);
    expect(body.fields).toEqual({ id: "has the wrong format" });
  });

  it("hides a real DynamoDB failure (a table that does not exist) behind the fixed 500", async () => {
    const broken = httpHandler({}, async () =>
      db().send(new GetCommand({ TableName: "no-such-table", Key: keys.practitioner("1") })),
    );
    const { status, body } = await invoke(broken, apiEvent("GET", "/api/x"));
    expect(status).toBe(500);
    expect(body).toEqual({ error: "Something went wrong on our side. Please try again in a moment." });
    expect(JSON.stringify(body)).not.toMatch(/no-such-table|ResourceNotFound/);
  });
});
