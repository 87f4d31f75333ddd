/** Structured JSON logs, one line each, carrying the request id so CloudWatch queries can join them. */
type Level = "debug" | "info" | "warn" | "error";

export interface Logger {
  info(message: string, detail?: Record<string, unknown>): void;
  warn(message: string, detail?: Record<string, unknown>): void;
  error(message: string, detail?: Record<string, unknown>): void;
}

const ORDER: Record<Level, number> = { debug: 0, info: 1, warn: 2, error: 3 };

function write(level: Level, message: string, context: Record<string, unknown>, detail = {}): void {
  // LOG_LEVEL=warn quiets the per-request lines (benchmarks); errors always go through.
  const threshold = ORDER[(process.env.LOG_LEVEL as Level | undefined) ?? "info"] ?? ORDER.info;
  if (ORDER[level] < threshold) return;
  const line = JSON.stringify({ level, message, time: new Date().toISOString(), ...context, ...detail });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

export function createLogger(context: Record<string, unknown>): Logger {
  return {
    info: (message, detail) => write("info", message, context, detail),
    warn: (message, detail) => write("warn", message, context, detail),
    error: (message, detail) => write("error", message, context, detail),
  };
}

/** Errors are logged with their stack; never sent to the client. */
export function errorDetail(error: unknown): Record<string, unknown> {
  return error instanceof Error
    ? { errorName: error.name, errorMessage: error.message, stack: error.stack }
    : { error: String(error) };
}
