import { and, eq, sql } from 'drizzle-orm';
import type { SiteConfig } from '../../../../contracts/site';
import type { Database } from '../../../db/client';
import { assistantOutOfScope, chatbotTrainingData } from '../../../db/schema/index';
import { fillPlaceholders } from './fill-placeholders';
import outOfScope from './out-of-scope.json' with { type: 'json' };
import shippedPhrasings from './phrasings.json' with { type: 'json' };
import { trainingEntries } from './training-entries';

type Log = { info(obj: object, msg?: string): void };

const phrasingsOf = (title: string, site: SiteConfig): string[] =>
  ((shippedPhrasings as Record<string, string[]>)[title] ?? []).map((text) => fillPlaceholders(text, site));

/**
 * The assistant's starting knowledge, with the configured business details: the entries with their visitor
 * phrasings on an empty training table, and the out-of-scope examples on an empty table of them. A database from
 * before phrasings existed (entries, but no out-of-scope examples yet) gets the shipped phrasings on its seeded
 * entries that have none, once, in the same transaction as the examples.
 */
export async function seedAssistantKnowledge(db: Database, site: SiteConfig, log?: Log) {
  await db.transaction(async (tx) => {
    const [entries] = await tx.select({ n: sql<number>`count(*)::int` }).from(chatbotTrainingData);
    const [examples] = await tx.select({ n: sql<number>`count(*)::int` }).from(assistantOutOfScope);
    if ((entries?.n ?? 0) === 0) {
      await tx.insert(chatbotTrainingData).values(
        trainingEntries.map((entry) => ({
          ...entry,
          title: fillPlaceholders(entry.title, site),
          content: fillPlaceholders(entry.content, site),
          phrasings: phrasingsOf(entry.title, site),
          lastUpdatedBy: 'Admin',
        })),
      );
      log?.info({ entries: trainingEntries.length }, 'assistant training entries added');
    } else if ((examples?.n ?? 0) === 0) {
      for (const entry of trainingEntries)
        await tx
          .update(chatbotTrainingData)
          .set({ phrasings: phrasingsOf(entry.title, site) })
          .where(
            and(
              eq(chatbotTrainingData.title, fillPlaceholders(entry.title, site)),
              sql`cardinality(${chatbotTrainingData.phrasings}) = 0`,
            ),
          );
    }
    if ((examples?.n ?? 0) === 0) {
      await tx
        .insert(assistantOutOfScope)
        .values((outOfScope as string[]).map((text) => ({ text })))
        .onConflictDoNothing();
      log?.info({ examples: outOfScope.length }, 'assistant out-of-scope examples added');
    }
  });
}
