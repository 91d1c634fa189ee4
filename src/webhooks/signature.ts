// Signing per the Standard Webhooks specification (standardwebhooks.com): the receiver checks
// `webhook-signature: v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` with the secret it was shown.
import crypto from 'node:crypto';

const SECRET_PREFIX = 'whsec_';
const SECRET_BYTES = 32;

/** A new signing secret: `whsec_` and 32 random bytes in base64 (the key is the decoded bytes). */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${crypto.randomBytes(SECRET_BYTES).toString('base64')}`;
}

function signature(secret: string, signedContent: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  return `v1,${crypto.createHmac('sha256', key).update(signedContent).digest('base64')}`;
}

export interface SignedMessage {
  id: string;
  /** Seconds since the epoch, when the attempt was sent. */
  timestamp: number;
  body: string;
}

/**
 * The Standard Webhooks headers of one attempt, signed with each secret (during a rotation's overlap the new and the
 * old one: space-separated signatures, so a receiver with either secret accepts it).
 */
export function signedHeaders(message: SignedMessage, secrets: string[]): Record<string, string> {
  const signedContent = `${message.id}.${message.timestamp}.${message.body}`;
  return {
    'webhook-id': message.id,
    'webhook-timestamp': String(message.timestamp),
    'webhook-signature': secrets.map((secret) => signature(secret, signedContent)).join(' '),
  };
}
