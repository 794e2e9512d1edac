import type { SiteConfig } from '../../../contracts/site';
import type { Database } from '../../db/client';
import { enqueueMail, type MailToQueue } from './outbox';

/** What a feature needs to send mail: queue it (in its own transaction), then wake the worker after commit. */
export type Mailer = {
  site: SiteConfig;
  /** Where business notifications go. */
  notifyAddress: string;
  queue(db: Database, mail: MailToQueue): Promise<void>;
  /** Ask the worker to send now (call after the transaction committed). */
  kick(): void;
};

export function createMailer(options: {
  site: SiteConfig;
  notifyAddress: string;
  messageDomain: string;
  kick: () => void;
  log: { error(obj: object, msg?: string): void };
}): Mailer {
  return {
    site: options.site,
    notifyAddress: options.notifyAddress,
    // A savepoint: if a message cannot be queued, the record it is about is still stored (and the fault logged).
    queue: async (db, mail) => {
      try {
        await db.transaction(async (savepoint) => {
          await enqueueMail(savepoint, mail, options.messageDomain);
        });
      } catch (error) {
        options.log.error(
          { err: error, kind: mail.kind, resource: mail.resource, resourceId: mail.resourceId },
          'mail not queued',
        );
      }
    },
    kick: options.kick,
  };
}
