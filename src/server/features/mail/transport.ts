import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type OutgoingMail = {
  messageId: string;
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
  date: Date;
};

/** Where mail goes: an SMTP server, or (with no SMTP_URL) the local mailbox folder. */
export type MailTransport = {
  kind: 'smtp' | 'mailbox';
  /** How many messages it is worth having in flight at once. */
  concurrency: number;
  send(mail: OutgoingMail): Promise<void>;
  /** Nothing more to send for now: let go of open connections (the next send opens new ones). */
  idle(): void;
  /** Closes idle connections; `force` also cuts those delivering a message (their sends fail). */
  close(options?: { force?: boolean }): void;
};

/** The sender for the SMTP envelope: the address in MAIL_FROM. */
const envelopeOf = (mail: OutgoingMail) => ({ from: mail.from.match(/<([^>]+)>/)?.[1] ?? mail.from, to: [mail.to] });

/** The message as nodemailer's composer takes it: one recipient, named in the envelope by us. */
const toMessage = (mail: OutgoingMail) => ({
  messageId: mail.messageId,
  from: mail.from,
  to: mail.to,
  replyTo: mail.replyTo ?? undefined,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  date: mail.date,
  // One recipient, named by us: never let nodemailer read extra recipients from any header.
  envelope: envelopeOf(mail),
});

/** Connections kept open to the SMTP server; each carries one message at a time. */
export const SMTP_CONNECTIONS = 5;

/**
 * A pool of SMTP connections reused from message to message (a new connection per message costs a handshake,
 * and a greeting delay on many servers), opened on the first send and closed when the outbox is idle. Bounded
 * waits, so a stalled server cannot hold a shutdown.
 */
export function smtpTransport(url: string): MailTransport {
  type Pool = ReturnType<typeof nodemailer.createTransport>;
  let pool: Pool | undefined;
  const open = () =>
    nodemailer.createTransport({
      url,
      pool: true,
      maxConnections: SMTP_CONNECTIONS,
      maxMessages: 1000,
      // A message cut off mid-send fails back to the outbox, which retries it with its own backoff.
      maxRequeues: 0,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  const close = (options?: { force?: boolean }) => {
    (pool?.close as ((options?: { force?: boolean }) => void) | undefined)?.call(pool, options);
    pool = undefined;
  };
  return {
    kind: 'smtp',
    concurrency: SMTP_CONNECTIONS * 2,
    async send(mail) {
      pool ??= open();
      await pool.sendMail(toMessage(mail));
    },
    // Connections still delivering finish their message first (unless forced), then close.
    idle: () => close(),
    close,
  };
}

/**
 * One .eml file per message in DATA_DIR/mail, named after its Message-ID, so a retry never makes a copy; written
 * with non-blocking file calls, whole or not at all (a partial file is renamed into place when complete).
 */
export function mailboxTransport(folder: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let ready: Promise<unknown> | undefined;
  return {
    kind: 'mailbox',
    concurrency: 8,
    async send(mail) {
      ready ??= mkdir(folder, { recursive: true }).catch((error: unknown) => {
        ready = undefined;
        throw error;
      });
      await ready;
      const { message } = (await builder.sendMail(toMessage(mail))) as { message: Buffer };
      const name = `${mail.date.toISOString().replaceAll(':', '-')}-${mail.messageId.replace(/[<>]/g, '').replace(/[^A-Za-z0-9.@-]/g, '_')}.eml`;
      const file = path.join(folder, name);
      const partial = `${file}.part`;
      await writeFile(partial, message);
      await rename(partial, file);
    },
    idle: () => {},
    close: () => builder.close(),
  };
}

export function createMailTransport(options: { smtpUrl?: string; dataDir: string }): MailTransport {
  return options.smtpUrl ? smtpTransport(options.smtpUrl) : mailboxTransport(path.join(options.dataDir, 'mail'));
}
