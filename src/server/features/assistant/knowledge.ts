import { count, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assistantSettings, chatbotTrainingData } from '../../db/schema/index';
import { docFromEntry, docFromPassage, entryKey, type KnowledgeEntry, type KnowledgePassage } from './engine/documents';
import { MeaningIndex } from './engine/meaning-index';
import type { SynonymMap } from './engine/synonyms';
import { wordVectors } from './engine/vectors/word-vectors';

type TrainingRow = typeof chatbotTrainingData.$inferSelect;

const toEntry = (row: TrainingRow): KnowledgeEntry => ({
  id: row.id,
  category: row.category,
  title: row.title,
  content: row.content,
  priority: row.priority,
  tags: row.tags,
});

/**
 * Cheap fingerprints of what the engine answers from: the active entries (it moves with any create, edit, toggle
 * or delete) and the synonym list (its last save, or none).
 */
async function readStamps(db: Database): Promise<{ entries: string; synonyms: string }> {
  const [row] = await db
    .select({
      n: count(),
      latest: max(chatbotTrainingData.updatedAt),
      ids: sql<string>`coalesce(sum(${chatbotTrainingData.id}), 0)::text`,
      synonyms: sql<string | null>`(select ${assistantSettings.updatedAt}::text from ${assistantSettings} limit 1)`,
    })
    .from(chatbotTrainingData)
    .where(eq(chatbotTrainingData.isActive, true));
  return {
    entries: `${row?.n ?? 0}:${row?.latest?.toISOString() ?? ''}:${row?.ids ?? 0}`,
    synonyms: row?.synonyms ?? 'default',
  };
}

/**
 * The engine's live knowledge: the active training entries and the site's published passages, indexed on first
 * use; an edit made through this instance updates one document; before each answer the stamp is read, and when
 * another instance changed the entries the index is rebuilt.
 */
export class Knowledge {
  private index: MeaningIndex | undefined;
  private stamps = { entries: '', synonyms: '' };
  private building: Promise<MeaningIndex> | undefined;

  constructor(
    private readonly db: Database,
    /** The built-in synonym list, in force until an admin saves one. */
    readonly defaultSynonyms: SynonymMap,
    private readonly passages: readonly KnowledgePassage[] = [],
  ) {}

  async current(): Promise<MeaningIndex> {
    const stamps = await readStamps(this.db);
    if (this.index && stamps.entries === this.stamps.entries) {
      if (stamps.synonyms !== this.stamps.synonyms) await this.synonymsChanged();
      return this.index;
    }
    this.building ??= this.rebuild().finally(() => {
      this.building = undefined;
    });
    return this.building;
  }

  /**
   * After a write to one entry in this instance: update that document only. The write is already kept, so this
   * never fails the staff member's save: when the stamp cannot be read, the stamp is forgotten and the next
   * question rebuilds the index from the table.
   */
  async changed(row: TrainingRow | { id: number; removed: true }) {
    if (!this.index) return;
    if ('removed' in row || !row.isActive) this.index.remove(entryKey(row.id));
    else this.index.upsert(docFromEntry(toEntry(row)));
    this.stamps.entries = await readStamps(this.db).then(
      (stamps) => stamps.entries,
      () => '',
    );
  }

  /**
   * After the synonym list was saved or reset (here or by another instance): the questions read it at once. As with
   * an entry, a failed read leaves the stamp empty and the next question reads the list again.
   */
  async synonymsChanged() {
    try {
      const [stamps, synonyms] = await Promise.all([readStamps(this.db), this.readSynonyms()]);
      this.index?.setSynonyms(synonyms);
      this.stamps.synonyms = stamps.synonyms;
    } catch {
      this.stamps.synonyms = '';
    }
  }

  private async readSynonyms(): Promise<SynonymMap> {
    const [row] = await this.db.select().from(assistantSettings).where(eq(assistantSettings.id, 1));
    return row?.synonyms ?? this.defaultSynonyms;
  }

  private async rebuild() {
    const stamps = await readStamps(this.db);
    const [rows, synonyms] = await Promise.all([
      this.db.select().from(chatbotTrainingData).where(eq(chatbotTrainingData.isActive, true)),
      this.readSynonyms(),
    ]);
    this.index = new MeaningIndex(
      [...rows.map((row) => docFromEntry(toEntry(row))), ...this.passages.map(docFromPassage)],
      wordVectors(),
      synonyms,
    );
    this.stamps = stamps;
    return this.index;
  }
}
