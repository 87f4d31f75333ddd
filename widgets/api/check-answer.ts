import { safeParse } from "zod/mini";
import { contract, type RouteKey } from "../../core/api/contract";

/**
 * Dev and test builds only (the client imports this behind import.meta.env.DEV): an answer that
 * does not match its route's response schema is a contract break, reported loudly at once instead of
 * as a blank widget later.
 */
export function checkAnswer(key: RouteKey, answer: unknown): void {
  const parsed = safeParse(contract[key].response, answer);
  if (!parsed.success)
    throw new Error(
      `${key} answered outside its contract: ${parsed.error.issues
        .map((issue) => `${issue.path.join(".") || "(answer)"} ${issue.message}`)
        .join("; ")}`,
    );
}
