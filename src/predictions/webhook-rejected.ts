/** A provider webhook that failed verification (401: forged, altered, replayed or stale) or that says nothing usable (400). */
export class WebhookRejected extends Error {
  constructor(
    message: string,
    readonly status: 400 | 401 = 401,
  ) {
    super(message);
    this.name = 'WebhookRejected';
  }
}
