import path from 'node:path';
import fp from 'fastify-plugin';
import { DeliveryJournal } from './delivery-journal';
import { createMailer, type Mailer } from './mailer';
import { mailLogRoutes } from './routes';
import { mailFrom, messageDomain, notifyAddress } from './service';
import { createMailTransport, type MailTransport } from './transport';
import { MailWorker } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    mail: { mailer: Mailer; worker: MailWorker; transport: MailTransport; journal: DeliveryJournal };
  }
}

/** Where the outbox records what the mail server accepted (see DeliveryJournal). */
export const deliveryJournalFile = (dataDir: string) => path.join(dataDir, 'mail-delivery-journal.jsonl');

/** The one mail service: an outbox worker on SMTP or the local mailbox. The server starts the worker; tests run it. */
export const mailPlugin = fp<{ startWorker: boolean; transport?: MailTransport }>(
  async (app, options) => {
    const config = app.config;
    const transport =
      options.transport ?? createMailTransport({ smtpUrl: config.mail.smtpUrl, dataDir: config.dataDir });
    const journal = new DeliveryJournal(deliveryJournalFile(config.dataDir));
    const worker = new MailWorker(app.db, transport, { from: mailFrom(config), log: app.log, journal });
    const mailer = createMailer({
      site: config.site,
      notifyAddress: notifyAddress(config),
      messageDomain: messageDomain(config),
      caps: config.mail.caps,
      log: app.log,
      kick: () => {
        if (options.startWorker) void worker.kick();
      },
    });
    app.decorate('mail', { mailer, worker, transport, journal });
    // The back office's E-mail Log.
    await app.register(mailLogRoutes);
    if (options.startWorker) {
      app.addHook('onReady', async () => worker.start());
    }
    app.addHook('onClose', async () => worker.stop());
    app.log.info({ transport: transport.kind }, 'mail service ready');
  },
  { name: 'mail', dependencies: ['database', 'staff-auth'] },
);
