/**
 * Every model failure is a ModelError. `retryable` tells workflows whether another attempt can help
 * (timeouts, 429, 5xx) or not (bad request, content policy, invalid output).
 */
export class ModelError extends Error {
  readonly retryable: boolean;
  readonly provider: string;
  readonly status?: number;
  /** How long the provider asked us to wait before the next attempt (HTTP Retry-After), when it said. */
  readonly retryAfterMs?: number;
  /** The model declined this request (no image, no refusal): the same request again will not help, another seed may. */
  readonly declined: boolean;
  /** The provider refused the request under its content policy: it is about the request, so no attempt is made again. */
  readonly refused: boolean;

  constructor(
    message: string,
    options: { provider: string; retryable: boolean; status?: number; retryAfterMs?: number; declined?: boolean; refused?: boolean; cause?: unknown },
  ) {
    super(message, { cause: options.cause });
    this.name = options.retryable ? 'RetryableModelError' : 'NonRetryableModelError';
    this.retryable = options.retryable;
    this.provider = options.provider;
    this.status = options.status;
    this.retryAfterMs = options.retryAfterMs;
    this.declined = options.declined ?? false;
    this.refused = options.refused ?? false;
  }
}

export class UnknownModelError extends Error {
  constructor(kind: string, name: string, valid: string[]) {
    super(`Unknown ${kind} model "${name}". Valid models: ${valid.join(', ')}`);
    this.name = 'UnknownModelError';
  }
}

/** A photo that cannot give one person's pose (no person, several, only a face), with the reason in words. */
export class PhotoPoseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PhotoPoseError';
  }
}
