import type { Context } from "aws-lambda";
import { createLogger } from "../lib/logger";

/** Stop a minute before Lambda's timeout: the place is stored, the next run continues. */
const MARGIN_MS = 60_000;

export const keepGoingUntilTimeout = (context: Context) => () =>
  context.getRemainingTimeInMillis() > MARGIN_MS;

export const log = createLogger({ component: "housekeeping" });
