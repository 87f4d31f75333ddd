import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient, PutCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { demoPasswords } from "../seed/demo-accounts";
import { createAdmin } from "./create-admin";

/** A document client for `endpoint` whose sends are recorded and answered without any network. */
function recordingClient(endpoint?: string) {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: "af-south-1",
      credentials: { accessKeyId: "test", secretAccessKey: "test" },
      ...(endpoint ? { endpoint } : {}),
    }),
  );
  const sent: unknown[] = [];
  client.send = (async (command: unknown) => {
    sent.push(command);
    return {};
  }) as typeof client.send;
  return { client, sent };
}

const demoPassword = [...demoPasswords].find((password) => password.length >= 12) ?? "";

describe("createAdmin and demo passwords", () => {
  it("refuses a demo account's published password for a table outside the local stack", async () => {
    expect(demoPassword).not.toBe("");
    for (const endpoint of [undefined, "https://dynamodb.af-south-1.amazonaws.com"]) {
      const { client, sent } = recordingClient(endpoint);
      await expect(
        createAdmin(client, "vula-health-prod", {
          email: "ops@vulahealth.co.za",
          name: "Ops",
          password: demoPassword,
        }),
      ).rejects.toThrow(
        /^An admin with a demo password only writes to a local DynamoDB .*: that password is published in the README\.$/,
      );
      expect(sent).toEqual([]);
    }
  });

  it("still creates real admins in AWS (a generated or chosen password), and demo ones locally", async () => {
    const aws = recordingClient();
    await createAdmin(aws.client, "vula-health-prod", { email: "ops@vulahealth.co.za", name: "Ops" });
    await createAdmin(aws.client, "vula-health-prod", {
      email: "admin@vulahealth.co.za",
      name: "Admin",
      password: "a-long-private-passphrase",
    });
    expect(aws.sent).toHaveLength(2);
    expect(aws.sent.every((command) => command instanceof PutCommand)).toBe(true);

    const local = recordingClient("http://127.0.0.1:8000");
    await createAdmin(local.client, "vula-health-local", {
      email: "x@y.co",
      name: "X",
      password: demoPassword,
    });
    expect(local.sent).toHaveLength(1);
  });
});
