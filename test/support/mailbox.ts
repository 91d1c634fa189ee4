import fs from 'node:fs';
import path from 'node:path';

/** An email as a person receives it. */
export interface CaughtMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * What the service sent, read where it went: from Mailpit's API when the stack sends through it (a real SMTP server),
 * else from the outbox folder where mail is caught without SMTP_URL (the .eml files, parsed just enough).
 */
export interface Mailbox {
  /** Where the mail was read from, for messages. */
  readonly source: 'smtp' | 'outbox';
  /** Every message to this address, oldest first. */
  messagesTo(address: string): Promise<CaughtMail[]>;
}

/** The newest message to `address` whose subject matches and that `seen` does not hold yet; waits for it. */
export async function waitForMail(mailbox: Mailbox, address: string, subject: RegExp, seen = new Set<string>(), timeoutMs = 20_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailbox.messagesTo(address)).filter((mail) => subject.test(mail.subject) && !seen.has(mail.id)).at(-1);
    if (found) {
      seen.add(found.id);
      return found;
    }
    if (Date.now() > deadline) throw new Error(`No email "${subject.source}" to ${address} arrived (${mailbox.source}) within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first link of the email to `pathname` (e.g. /verify-email), and its token. */
export function linkIn(mail: CaughtMail, pathname: string): { url: string; token: string } {
  const url = (mail.text.match(/https?:\/\/\S+/g) ?? []).find((candidate) => new URL(candidate).pathname === pathname);
  if (!url) throw new Error(`The email "${mail.subject}" holds no link to ${pathname}:\n${mail.text}`);
  return { url, token: new URL(url).searchParams.get('token') ?? '' };
}

interface MailpitSummary {
  ID: string;
  Subject: string;
  To: Array<{ Address: string }>;
  Created: string;
}

export function mailpitMailbox(endpoint: string): Mailbox {
  return {
    source: 'smtp',
    async messagesTo(address) {
      const query = new URLSearchParams({ query: `to:"${address}"`, limit: '200' });
      const found = (await (await fetch(`${endpoint}/api/v1/search?${query.toString()}`)).json()) as { messages: MailpitSummary[] };
      const exact = found.messages.filter((summary) => summary.To.some((to) => to.Address.toLowerCase() === address.toLowerCase()));
      const messages = await Promise.all(
        exact.map(async (summary) => {
          const message = (await (await fetch(`${endpoint}/api/v1/message/${summary.ID}`)).json()) as { Text: string; HTML: string };
          return { id: summary.ID, to: address, subject: summary.Subject, text: message.Text, html: message.HTML, created: summary.Created };
        }),
      );
      return messages.sort((a, b) => a.created.localeCompare(b.created)).map(({ created: _, ...mail }) => mail);
    },
  };
}

/** Bodies are read as latin1 (one character per byte); these turn them back into UTF-8 text. */
const utf8 = (bytes: string) => Buffer.from(bytes, 'latin1').toString('utf8');

function decodeQuotedPrintable(body: string): string {
  return utf8(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
}

/** One part of a multipart message: its body decoded by its Content-Transfer-Encoding. */
function partBody(part: string): { type: string; body: string } {
  const [head, ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const type = /content-type:\s*([^;\s]+)/i.exec(head)?.[1]?.toLowerCase() ?? 'text/plain';
  const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') return { type, body: decodeQuotedPrintable(body) };
  if (encoding === 'base64') return { type, body: Buffer.from(body, 'base64').toString('utf8') };
  return { type, body: utf8(body) };
}

/** The .eml files the outbox mailer writes (nodemailer's output: multipart/alternative with a text and an HTML part). */
function parseEml(id: string, raw: string): CaughtMail {
  const [head] = raw.split(/\r?\n\r?\n/);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`).slice(1, -1).map(partBody) : [partBody(raw)];
  return {
    id,
    to: header('To'),
    subject: header('Subject'),
    text: parts.find((part) => part.type === 'text/plain')?.body ?? '',
    html: parts.find((part) => part.type === 'text/html')?.body ?? '',
  };
}

export function outboxMailbox(outboxDir: string): Mailbox {
  return {
    source: 'outbox',
    async messagesTo(address) {
      if (!fs.existsSync(outboxDir)) return [];
      const files = fs.readdirSync(outboxDir).filter((file) => file.endsWith('.eml')).sort();
      return files.map((file) => parseEml(file, fs.readFileSync(path.join(outboxDir, file), 'latin1'))).filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()));
    },
  };
}
