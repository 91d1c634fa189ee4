import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../config/env';
import type { RenderedMail } from './templates';

export interface OutgoingMail extends RenderedMail {
  to: string;
  /** Names the message in the outbox folder and the log: `verify-email`. */
  kind: string;
}

/** Where mail goes: an SMTP server, or (without SMTP_URL) the outbox folder and the log. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  /** One line for the start banner. */
  readonly description: string;
}

/** An SMTP answer in the 5xx range: the server refused for good (no such mailbox, policy), so retrying cannot help. */
export function isPermanentMailFailure(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function smtpMailer(config: MailConfig & { smtpUrl: string }): Mailer {
  const transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
  const host = new URL(config.smtpUrl).host;
  return {
    description: `sent through SMTP at ${host} as ${config.from}`,
    async send(mail) {
      const info = await transport.sendMail({ from: config.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      return { messageId: info.messageId };
    },
  };
}

/**
 * Mail caught on this machine (npm run dev, and tests without an SMTP server): each message is written whole as an
 * .eml file any mail client opens, and logged with its links, so a developer can follow them. Nothing leaves.
 */
function outboxMailer(config: MailConfig, log: (line: string) => void): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `caught, not sent (no SMTP_URL): written to ${config.outboxDir} and printed to this log`,
    async send(mail) {
      const info = await transport.sendMail({ from: config.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      await fs.mkdir(config.outboxDir, { recursive: true });
      const file = path.join(config.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.kind}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      log(`Mail caught for ${mail.to}: "${mail.subject}" (${file})${links.map((link) => `\n  ${link}`).join('')}`);
      return { messageId: info.messageId };
    },
  };
}

export function createMailer(config: MailConfig, log: (line: string) => void = console.log): Mailer {
  return config.smtpUrl ? smtpMailer({ ...config, smtpUrl: config.smtpUrl }) : outboxMailer(config, log);
}
