/**
 * Domain errors: thrown by domain code, mapped to HTTP statuses by the handler factory only.
 * `message` is written for the person using the product and is sent as `error`.
 */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** More of the answer, beside `error` and `fields` (e.g. the bookings an out-of-office period covers). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends DomainError {
  constructor(message: string, fields?: Record<string, string>) {
    super(400, message, fields);
  }
}
export class UnauthorizedError extends DomainError {
  constructor(message = "Please log in to continue.") {
    super(401, message);
  }
}
export class ForbiddenError extends DomainError {
  constructor(message = "You do not have access to this.") {
    super(403, message);
  }
}
export class NotFoundError extends DomainError {
  constructor(message = "Not found.") {
    super(404, message);
  }
}
export class MethodNotAllowedError extends DomainError {
  constructor(
    message: string,
    readonly allow: string[],
  ) {
    super(405, message);
  }
}
/** A link that worked once and no longer does (expired): 410. */
export class GoneError extends DomainError {
  constructor(message: string) {
    super(410, message);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, details?: Record<string, unknown>) {
    super(409, message, undefined, details);
  }
}
export class PayloadTooLargeError extends DomainError {
  constructor(message: string) {
    super(413, message);
  }
}
export class TooManyRequestsError extends DomainError {
  /** Sent as Retry-After: whole seconds until the caller may try again. */
  readonly retryAfterSeconds: number | undefined;
  constructor(message: string, retryAfterSeconds?: number) {
    super(429, message);
    this.retryAfterSeconds =
      retryAfterSeconds === undefined ? undefined : Math.max(1, Math.ceil(retryAfterSeconds));
  }
}
