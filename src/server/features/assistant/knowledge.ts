import { count, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatbotTrainingData } from '../../db/schema/index';
import { type KnowledgeEntry, KnowledgeIndex } from './engine/knowledge-index';
import type { SynonymMap } from './engine/synonyms';

type TrainingRow = typeof chatbotTrainingData.$inferSelect;

const toEntry = (row: TrainingRow): KnowledgeEntry => ({
  id: row.id,
  category: row.category,
  title: row.title,
  content: row.content,
  priority: row.priority,
  tags: row.tags,
});

/** A cheap fingerprint of the active entries: it moves with any create, edit, toggle or delete. */
async function readStamp(db: Database): Promise<string> {
  const [row] = await db
    .select({
      n: count(),
      latest: max(chatbotTrainingData.updatedAt),
      ids: sql<string>`coalesce(sum(${chatbotTrainingData.id}), 0)::text`,
    })
    .from(chatbotTrainingData)
    .where(eq(chatbotTrainingData.isActive, true));
  return `${row?.n ?? 0}:${row?.latest?.toISOString() ?? ''}:${row?.ids ?? 0}`;
}

/**
 * The engine's live knowledge (design/assistant.md): built from the active training entries on first use; an
 * edit made through this instance updates one document; before each answer the stamp is read, and when another
 * instance changed the entries the index is rebuilt.
 */
export class Knowledge {
  private index: KnowledgeIndex | undefined;
  private stamp = '';
  private building: Promise<KnowledgeIndex> | undefined;

  constructor(
    private readonly db: Database,
    private readonly synonyms: SynonymMap,
  ) {}

  async current(): Promise<KnowledgeIndex> {
    const stamp = await readStamp(this.db);
    if (this.index && stamp === this.stamp) return this.index;
    this.building ??= this.rebuild().finally(() => {
      this.building = undefined;
    });
    return this.building;
  }

  /** After a write to one entry in this instance: update that document only. */
  async changed(row: TrainingRow | { id: number; removed: true }) {
    if (!this.index) return;
    if ('removed' in row || !row.isActive) this.index.remove(row.id);
    else this.index.upsert(toEntry(row));
    this.stamp = await readStamp(this.db);
  }

  private async rebuild() {
    const stamp = await readStamp(this.db);
    const rows = await this.db.select().from(chatbotTrainingData).where(eq(chatbotTrainingData.isActive, true));
    this.index = new KnowledgeIndex(rows.map(toEntry), this.synonyms);
    this.stamp = stamp;
    return this.index;
  }
}
