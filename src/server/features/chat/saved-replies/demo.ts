import { count } from 'drizzle-orm';
import type { SavedReplyInput } from '../../../../contracts/saved-replies';
import type { SiteConfig } from '../../../../contracts/site';
import type { Database } from '../../../db/client';
import { savedReplies } from '../../../db/schema/index';

type Log = { info(obj: object, msg?: string): void };

/**
 * The demo's saved replies: a greeting, the cost, the steps to an installation and a sign-off, each saying only what
 * the public site says (src/content/site: the about page's team, the offer cards, the four steps); the business's
 * name and phone come from its details.
 */
export function demoSavedReplies(site: Pick<SiteConfig, 'name' | 'phone'>): SavedReplyInput[] {
  return [
    {
      shortcut: 'greeting',
      body: `Hi, thanks for waiting! You are chatting with the ${site.name} team: the family and the people who plan, install, stock and answer for every market we run. How can I help?`,
    },
    {
      shortcut: 'no-cost',
      body: 'There is no cost to your property: no equipment fees and no installation bill. We install, stock and maintain everything, and the market pays its own way. Custom cabinetry to match your space is optional, at your own cost.',
    },
    {
      shortcut: 'installation',
      body: 'From first call to grand opening there are four steps: a consultation, where we visit and learn how your people live and work; the design of the layout, product mix and finishes; the installation, where our team installs, connects and stocks everything with no work for your staff; and the launch, after which we restock, monitor and maintain for good.',
    },
    {
      shortcut: 'sign-off',
      body: `Thanks for chatting with us! If anything else comes up, write to us here or call ${site.phone}. We answer within 24 hours.`,
    },
  ];
}

/** Adds the demo's saved replies to an empty table (no one added them, so no activity row). */
export async function seedDemoSavedReplies(db: Database, site: Pick<SiteConfig, 'name' | 'phone'>, log: Log) {
  const [existing] = await db.select({ n: count() }).from(savedReplies);
  if (existing && existing.n > 0) return;
  const replies = demoSavedReplies(site);
  await db.insert(savedReplies).values(replies);
  log.info({ savedReplies: replies.length }, 'demo saved replies added');
}
