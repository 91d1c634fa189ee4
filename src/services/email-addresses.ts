import crypto from 'node:crypto';

/** Mailboxes that ignore dots in the local part, so `a.b@gmail.com` and `ab@gmail.com` are one person. */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox behind an address, as far as free credits go: lower case, without a `+tag` (every large provider
 * delivers `name+anything@` to `name@`), without dots where the provider ignores them. One mailbox, one grant.
 */
export function mailboxOf(email: string): string {
  const [local, domain] = email.trim().toLowerCase().split('@');
  const untagged = local.split('+')[0];
  const canonicalDomain = domain === 'googlemail.com' ? 'gmail.com' : domain;
  return `${DOTLESS_DOMAINS.has(canonicalDomain) ? untagged.replaceAll('.', '') : untagged}@${canonicalDomain}`;
}

/** What signup_credit_grants keeps of a mailbox: its SHA-256, so no address outlives a deleted account in clear. */
export function signupCreditKey(email: string): string {
  return crypto.createHash('sha256').update(mailboxOf(email)).digest('hex');
}

/** `ada@example.com` as `a***@example.com`, for notices that mention another address. */
export function maskedEmail(email: string): string {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
