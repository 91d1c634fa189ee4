import type { IncomingMessage } from 'node:http';
import { LIMITS } from '../config/pricing';
import { payloadTooLarge } from '../errors';

/**
 * The exact bytes of a request's body, for webhooks signed over them (Stripe, Replicate, fal): their routes read the
 * body themselves, and the JSON body parser skips them (RAW_BODY_PATHS in app.ts).
 */
export async function rawBodyOf(request: IncomingMessage, limitBytes = LIMITS.jsonBodyBytes): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limitBytes) throw payloadTooLarge(`Webhook bodies are limited to ${limitBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
