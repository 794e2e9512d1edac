import type { SiteConfig } from '../../../contracts/site';
import type { Database } from '../../db/client';
import { enqueueMail, type MailToQueue } from './outbox';

/** What a feature needs to send mail: queue it (in its own transaction), then wake the worker after commit. */
export type Mailer = {
  site: SiteConfig;
  /** Where business notifications go. */
  notifyAddress: string;
  /** Answers the outbox id, or undefined when the message could not be queued (the fault is logged). */
  queue(db: Database, mail: MailToQueue): Promise<number | undefined>;
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
      // (Drizzle's nested transactions do not hand back the callback's value: keep it here.)
      let id: number | undefined;
      try {
        await db.transaction(async (savepoint) => {
          id = (await enqueueMail(savepoint, mail, options.messageDomain))?.id;
        });
      } catch (error) {
        options.log.error(
          { err: error, kind: mail.kind, resource: mail.resource, resourceId: mail.resourceId },
          'mail not queued',
        );
        return undefined;
      }
      return id;
    },
    kick: options.kick,
  };
}
