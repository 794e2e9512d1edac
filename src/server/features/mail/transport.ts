import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
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
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

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
  envelope: { from: mail.from.match(/<([^>]+)>/)?.[1] ?? mail.from, to: [mail.to] },
});

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail(toMessage(mail));
    },
    close: () => transporter.close(),
  };
}

/** One .eml file per message in DATA_DIR/mail, named after its Message-ID, so a retry never makes a copy. */
export function mailboxTransport(folder: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'mailbox',
    async send(mail) {
      mkdirSync(folder, { recursive: true });
      const info = await builder.sendMail(toMessage(mail));
      const name = `${mail.date.toISOString().replaceAll(':', '-')}-${mail.messageId.replace(/[<>]/g, '').replace(/[^A-Za-z0-9.@-]/g, '_')}.eml`;
      const file = path.join(folder, name);
      const partial = `${file}.part`;
      writeFileSync(partial, info.message as Buffer);
      renameSync(partial, file);
    },
    close: () => builder.close(),
  };
}

export function createMailTransport(options: { smtpUrl?: string; dataDir: string }): MailTransport {
  return options.smtpUrl ? smtpTransport(options.smtpUrl) : mailboxTransport(path.join(options.dataDir, 'mail'));
}
