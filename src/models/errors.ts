/**
 * Every model failure is a ModelError. `retryable` tells workflows whether another attempt can help
 * (timeouts, 429, 5xx) or not (bad request, content policy, invalid output).
 */
export class ModelError extends Error {
  readonly retryable: boolean;
  readonly provider: string;
  readonly status?: number;

  constructor(message: string, options: { provider: string; retryable: boolean; status?: number; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = options.retryable ? 'RetryableModelError' : 'NonRetryableModelError';
    this.retryable = options.retryable;
    this.provider = options.provider;
    this.status = options.status;
  }
}

export class UnknownModelError extends Error {
  constructor(kind: string, name: string, valid: string[]) {
    super(`Unknown ${kind} model "${name}". Valid models: ${valid.join(', ')}`);
    this.name = 'UnknownModelError';
  }
}
