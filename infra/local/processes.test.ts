import { afterEach, describe, expect, it } from "vitest";
import { javaMissingMessage } from "./processes";

describe("Java check before starting DynamoDB Local", () => {
  const path = process.env.PATH;
  afterEach(() => {
    process.env.PATH = path;
  });

  it("says in one line what is missing and how to fix it", () => {
    process.env.PATH = "/nonexistent";
    const message = javaMissingMessage();
    expect(message).toMatch(/^Java 17\+ is required .* apt-get install -y openjdk-17-jre-headless/);
    expect(message).not.toContain("\n");
  });

  it("stays quiet when java is on the PATH", () => {
    expect(javaMissingMessage()).toBeUndefined();
  });
});
