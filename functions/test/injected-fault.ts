import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { vi } from "vitest";
import { db } from "../lib/db";

/**
 * Fails the `nth` DynamoDB call that `matches` (once), as a DynamoDB outage would. DynamoDB Local
 * cannot be made to fail one call, so this is injected (the tests' only mock). Restore it with
 * `mockRestore()`.
 */
export function failNth(matches: (command: unknown) => boolean, nth = 1) {
  const client = db();
  const send = client.send.bind(client) as (command: unknown) => Promise<unknown>;
  let seen = 0;
  return vi.spyOn(client, "send").mockImplementation((async (command: unknown) => {
    if (matches(command) && ++seen === nth)
      throw Object.assign(new Error("injected outage"), { name: "InternalServerError", $fault: "server" });
    return send(command);
  }) as never);
}

/** A booking's status change (changeStatus's transaction). */
export const changesBookingStatus = (command: unknown) =>
  command instanceof TransactWriteCommand &&
  (command.input.TransactItems ?? []).some((item) =>
    String(item.Update?.Key?.SK ?? "").startsWith("BOOKING#"),
  );
