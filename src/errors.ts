/**
 * Errors a caller can act on. Services throw them; the API turns them into `{"error": ...}`
 * bodies with their status; anything else becomes a 500 without details.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Extra fields merged into the error body (e.g. the balance on a 402). */
    readonly body: Record<string, unknown> = {},
    /** Response headers that go with it (e.g. Retry-After on a 503). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** A run's own end as its caller reads it (a failure it ended with): the answer a retry with its Idempotency-Key gets again. */
export class RunEndedError extends AppError {
  constructor(status: number, message: string) {
    super(status, message);
    this.name = 'RunEndedError';
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message: string) => new AppError(401, message);
export const notFound = (what: string) => new AppError(404, `${what} not found`);
export const conflict = (message: string) => new AppError(409, message);
export const payloadTooLarge = (message: string) => new AppError(413, message);
export const unsupportedMediaType = (message: string) => new AppError(415, message);

export class InsufficientCreditsError extends AppError {
  constructor(
    readonly credits: number,
    readonly required: number,
  ) {
    super(402, `Insufficient credits: this needs ${required} and the balance is ${credits}`, { credits, required });
    this.name = 'InsufficientCreditsError';
  }
}
