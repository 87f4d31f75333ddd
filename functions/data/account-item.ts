import type { UserItem } from "./items";
import { keys } from "./keys";

type AccountFields = Omit<UserItem, "PK" | "SK" | "entity" | "passwordHash"> & { passwordHash?: string };

/**
 * An account's item. Without `passwordHash` it has none yet ("") until the person sets one from
 * their emailed link: such an account cannot log in.
 */
export function accountItem(fields: AccountFields): UserItem {
  return { PK: keys.user(fields.email).PK, SK: "ACCOUNT", entity: "user", passwordHash: "", ...fields };
}
