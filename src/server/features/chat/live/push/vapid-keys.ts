import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../../../../db/client';
import { serverKeys } from '../../../../db/schema/index';

export type VapidKeys = { publicKey: string; privateKey: string };
const NAME = 'vapid';

/**
 * The Web Push key pair of this deployment: made on first use and kept in the database, so every instance signs
 * with the same pair and browsers' subscriptions outlive restarts. Two instances starting at once keep one pair.
 */
export async function vapidKeys(db: Database): Promise<VapidKeys> {
  const [kept] = await db.select().from(serverKeys).where(eq(serverKeys.name, NAME));
  if (kept?.value.publicKey && kept.value.privateKey)
    return { publicKey: kept.value.publicKey, privateKey: kept.value.privateKey };
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(serverKeys)
    .values({ name: NAME, value: { publicKey: made.publicKey, privateKey: made.privateKey } })
    .onConflictDoNothing();
  const [winner] = await db.select().from(serverKeys).where(eq(serverKeys.name, NAME));
  const value = winner?.value ?? made;
  return { publicKey: value.publicKey ?? made.publicKey, privateKey: value.privateKey ?? made.privateKey };
}
