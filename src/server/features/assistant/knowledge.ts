import { asc, count, eq, max, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client';
import { assistantModel, assistantOutOfScope, assistantSettings, chatbotTrainingData } from '../../db/schema/index';
import { docFromEntry, docFromPassage, entryKey, type KnowledgeEntry, type KnowledgePassage } from './engine/documents';
import { type EntryForTraining, fingerprintOf, trainingExamples } from './engine/intent-model/examples';
import { IntentModel, type IntentModelData, type LabelledMessage } from './engine/intent-model/model';
import { IntentReader } from './engine/intent-model/reader';
import { decodeModel } from './engine/intent-model/serialize';
import { trainInWorker } from './engine/intent-model/trainer';
import { encoderThread } from './engine/meaning/encoder-thread';
import { type Encode, knownMeanings, type PackedMeanings } from './engine/meaning/sentence-meanings';
import { warmUpInWorker } from './engine/meaning/warm-up';
import { MeaningIndex } from './engine/meaning-index';
import type { ReadMeanings } from './engine/reply';
import type { SynonymMap } from './engine/synonyms';
import { wordVectors } from './engine/vectors/word-vectors';
import { shippedUnansweredTopics } from './seed/ours-unanswered';
import { readStoredMeanings, storeMeanings } from './sentence-meanings-store';

type TrainingRow = typeof chatbotTrainingData.$inferSelect;
type Log = { warn(obj: object, msg: string): void; info?(obj: object, msg: string): void };

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
 * or delete, phrasings included), the out-of-scope examples, and the synonym list (its last save, or none).
 */
async function readStamps(db: Database): Promise<{ entries: string; synonyms: string }> {
  const [row] = await db
    .select({
      n: count(),
      latest: max(chatbotTrainingData.updatedAt),
      ids: sql<string>`coalesce(sum(${chatbotTrainingData.id}), 0)::text`,
      synonyms: sql<string | null>`(select ${assistantSettings.updatedAt}::text from ${assistantSettings} limit 1)`,
      outOfScope: sql<string>`(select count(*) || ':' || coalesce(sum(${assistantOutOfScope.id}), 0) from ${assistantOutOfScope})`,
    })
    .from(chatbotTrainingData)
    .where(eq(chatbotTrainingData.isActive, true));
  return {
    entries: `${row?.n ?? 0}:${row?.latest?.toISOString() ?? ''}:${row?.ids ?? 0}:${row?.outOfScope ?? ''}`,
    synonyms: row?.synonyms ?? 'default',
  };
}

/**
 * Visitors' texts whose sentence meanings are kept once read: the question before a follow-up is read with it,
 * and in a busy hour a few hundred conversations are under way (2 KB a text, 2 MB in all).
 */
const RECENT_MEANINGS = 1000;

/** How long after a failed training the next question starts another. */
export const TRAINING_RETRY_MS = 60_000;

/**
 * The engine's live knowledge: the active training entries and the site's published passages, indexed on first
 * use, and the intent model trained on the entries' phrasings and the out-of-scope examples. Before each answer
 * the stamp is read; when the entries, their phrasings or the examples changed (here or on another instance) the
 * index and the examples are rebuilt at once, and a new model is trained in a worker thread while the previous
 * one answers. A message that is word for word a phrasing is answered right from the examples meanwhile.
 */
export class Knowledge {
  private index: MeaningIndex | undefined;
  private stamps = { entries: '', synonyms: '' };
  private building: Promise<MeaningIndex> | undefined;
  private examples: LabelledMessage[] = [];
  private wanted = '';
  private model: { fingerprint: string; model: IntentModel } | undefined;
  private intentReader: IntentReader | undefined;
  private training: Promise<void> | undefined;
  /** The examples to train once the training under way is done (only the latest change's). */
  private queued: { examples: LabelledMessage[]; fingerprint: string } | undefined;
  /** The warm-up of the index last built (a large knowledge's only). */
  private warming: Promise<boolean> | undefined;
  /** When the last training failed (0: none since the last retry). */
  private failedAt = 0;
  private closed = false;
  /** The meanings of visitors' texts read lately (`meaningsOf`). */
  private readonly recentMeanings = new LRUCache<string, Float32Array>({ max: RECENT_MEANINGS });
  /** The texts the encoder is reading now, and their reading. */
  private readonly reading = new Map<string, Promise<ReadonlyMap<string, Float32Array>>>();

  constructor(
    private readonly db: Database,
    /** The built-in synonym list, in force until an admin saves one. */
    readonly defaultSynonyms: SynonymMap,
    private readonly passages: readonly KnowledgePassage[] = [],
    private readonly log?: Log,
    /** How a model is trained: in a worker thread (a test may give a training that fails). */
    private readonly trainModel: typeof trainInWorker = trainInWorker,
    /** How a visitor's texts are read: by the sentence encoder in its own thread. */
    private readonly encode: Encode = (texts) => encoderThread().encode(texts),
  ) {}

  async current(): Promise<MeaningIndex> {
    const stamps = await readStamps(this.db);
    if (this.index && stamps.entries === this.stamps.entries) {
      if (stamps.synonyms !== this.stamps.synonyms) await this.synonymsChanged();
      this.retryFailedTraining();
      return this.index;
    }
    this.building ??= this.rebuild().finally(() => {
      this.building = undefined;
    });
    return this.building;
  }

  /** The intent reader of the knowledge as last read by `current()`. */
  get reader(): IntentReader {
    this.intentReader ??= new IntentReader(undefined, [], []);
    return this.intentReader;
  }

  /**
   * The sentence meanings of a visitor's texts for the model (`textsToRead`): a sentence of the shipped knowledge is
   * looked up, another is read by the sentence encoder in its own thread (5-30 ms a sentence), so that this thread
   * serves other requests meanwhile. The last `RECENT_MEANINGS` texts read are kept: a follow-up's question before
   * it, read when it was asked, is looked up, not read again. Should the encoder fail, the texts are read without
   * their meaning, and the visitor still gets an answer.
   */
  async meaningsOf(texts: string[]): Promise<ReadMeanings> {
    const found = new Map<string, Float32Array>();
    const waits: Promise<void>[] = [];
    const rest: string[] = [];
    for (const text of new Set(texts)) {
      const recent = this.recentMeanings.get(text);
      const reading = this.reading.get(text);
      if (recent) found.set(text, recent);
      else if (reading)
        waits.push(
          reading.then((read) => {
            const meaning = read.get(text);
            if (meaning) found.set(text, meaning);
          }),
        );
      else rest.push(text);
    }
    if (rest.length > 0)
      waits.push(
        this.read(rest).then((read) => {
          for (const [text, meaning] of read) found.set(text, meaning);
        }),
      );
    await Promise.all(waits);
    return found;
  }

  /** The knowledge's index as last built, without checking it is still current (none before the first answer). */
  get latestIndex(): MeaningIndex | undefined {
    return this.index;
  }

  /**
   * Reads texts (a sentence of the shipped knowledge looked up, the others by the encoder), each once: a text asked
   * for while it is being read (a message read ahead of its turn) waits on the same reading.
   */
  private read(texts: string[]): Promise<ReadonlyMap<string, Float32Array>> {
    const known = knownMeanings().subset(texts);
    const reading = known.complete(texts, this.encode).then(
      () => known.byText(texts),
      (error: unknown) => {
        this.log?.warn({ err: error }, 'the sentence encoder did not read the message; read without its meaning');
        return known.byText(texts);
      },
    );
    for (const text of texts) this.reading.set(text, reading);
    return reading.then((read) => {
      for (const text of texts) if (this.reading.get(text) === reading) this.reading.delete(text);
      for (const [text, meaning] of read) this.recentMeanings.set(text, meaning);
      return read;
    });
  }

  /** The fingerprint of the model answering now, and of the examples it should be trained on. */
  get modelState() {
    return { answering: this.model?.fingerprint ?? null, wanted: this.wanted };
  }

  /**
   * Resolves when the model of the current examples is answering (tests, the evaluation, the first start). Whoever
   * waits for it does not wait out TRAINING_RETRY_MS after a failed training: it trains again at once, and fails
   * after ten rounds rather than return with another model answering.
   */
  async trained(): Promise<void> {
    for (let round = 0; round < 10; round++) {
      // A read under way may have begun before the latest change: each round reads the stamps again.
      await this.current();
      if (this.training) {
        await this.training;
        continue;
      }
      if ((await readStamps(this.db)).entries !== this.stamps.entries) continue;
      if (this.model?.fingerprint === this.wanted) return;
      this.failedAt = 0;
      await this.train(this.examples, this.wanted);
    }
    throw new Error('the assistant model of the current knowledge was not trained in ten rounds');
  }

  /** Resolves when the index last built is warmed up (or needs none): whether it was (the benches). */
  async warmedUp(): Promise<boolean> {
    await this.current();
    return (await this.warming) ?? false;
  }

  /** Stops adopting models (the app is closing); a training under way finishes in its worker and is dropped. */
  close() {
    this.closed = true;
  }

  /**
   * After a write to one entry in this instance (kept, deleted, switched on or off): update that document, and the
   * examples. The write is already kept, so this never fails the staff member's save: when anything cannot be read,
   * the stamp is forgotten and the next question rebuilds everything from the tables.
   */
  async changed(id: number) {
    if (!this.index) return;
    this.stamps.entries = '';
    try {
      const [row] = await this.db.select().from(chatbotTrainingData).where(eq(chatbotTrainingData.id, id));
      if (!row?.isActive) this.index.remove(entryKey(id));
      else this.index.upsert(docFromEntry(toEntry(row)));
      await this.current();
    } catch {
      // The next question reads the tables again (the stamp is forgotten).
    }
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
    // In a fixed order (the database returns rows in whatever order it keeps them): the same knowledge always
    // gives the same examples, so the same fingerprint, and the model saved for it is adopted, not trained again.
    const [rows, synonyms, outOfScope] = await Promise.all([
      this.db
        .select()
        .from(chatbotTrainingData)
        .where(eq(chatbotTrainingData.isActive, true))
        .orderBy(asc(chatbotTrainingData.id)),
      this.readSynonyms(),
      this.db.select({ text: assistantOutOfScope.text }).from(assistantOutOfScope).orderBy(asc(assistantOutOfScope.id)),
    ]);
    this.index = new MeaningIndex(
      [...rows.map((row) => docFromEntry(toEntry(row))), ...this.passages.map(docFromPassage)],
      wordVectors(),
      synonyms,
    );
    // A large knowledge works out its commonest words' neighbours in a worker; until then it compares as it goes.
    this.warming = this.index.warmUp(warmUpInWorker).catch((error: unknown) => {
      this.log?.warn({ err: error }, 'the word search was not warmed up; it compares each word when asked');
      return false;
    });
    const entries: EntryForTraining[] = rows.map((row) => ({ ...toEntry(row), phrasings: row.phrasings }));
    this.examples = trainingExamples(
      entries,
      outOfScope.map((row) => row.text),
      shippedUnansweredTopics,
    );
    this.wanted = fingerprintOf(this.examples);
    if (!this.model) await this.loadSavedModel();
    this.refreshReader();
    if (this.model?.fingerprint !== this.wanted) {
      const training = this.train(this.examples, this.wanted);
      // With no model at all (the very first start) the first answer waits for it; otherwise the old one answers.
      if (!this.model) await training;
    }
    this.stamps = stamps;
    return this.index;
  }

  private refreshReader() {
    this.intentReader = new IntentReader(
      this.model?.model,
      this.examples,
      this.passages.map((passage) => `${passage.pageTitle} ${passage.section} ${passage.text}`),
    );
  }

  /** The model saved by the last training on any instance: answering from the start, until a newer one is ready. */
  private async loadSavedModel() {
    try {
      const [row] = await this.db.select().from(assistantModel).where(eq(assistantModel.id, 1));
      if (row) this.adopt(row.fingerprint, decodeModel(row.data));
    } catch (error) {
      this.log?.warn({ err: error }, 'the saved assistant model could not be read; training a new one');
    }
  }

  private adopt(fingerprint: string, data: IntentModelData) {
    this.model = { fingerprint, model: new IntentModel(data) };
    this.refreshReader();
  }

  /**
   * Trains the model of these examples. One training runs at a time: a change made meanwhile waits for it, and only
   * the latest of several such changes is trained next (a staff member saving five entries in a row starts two
   * trainings, not five, each of which holds a processor core for seconds). Resolves when no training is left.
   */
  private train(examples: LabelledMessage[], fingerprint: string): Promise<void> {
    this.queued = { examples, fingerprint };
    if (!this.training) {
      const tracked: Promise<void> = this.trainQueued().finally(() => {
        if (this.training === tracked) this.training = undefined;
      });
      this.training = tracked;
    }
    return this.training;
  }

  private async trainQueued() {
    while (this.queued && !this.closed) {
      const { examples, fingerprint } = this.queued;
      this.queued = undefined;
      try {
        const known = await this.storedMeanings(examples);
        const { model, encoded, learned, encoderError } = await this.trainModel(examples, fingerprint, known);
        if (encoderError)
          this.log?.warn({ err: encoderError }, 'the sentence encoder did not read the new sentences; trained without');
        if (this.closed) return;
        this.adopt(fingerprint, model);
        await this.save(fingerprint, encoded);
        await this.keepMeanings(learned);
      } catch (error) {
        this.failedAt = Date.now();
        this.log?.warn({ err: error }, 'the assistant model was not trained; the previous one answers');
      }
    }
  }

  /**
   * A training that failed (a worker that could not start, a machine short of memory) is tried again at a later
   * question, at most once every TRAINING_RETRY_MS: without it, an instance whose first training failed would
   * answer nothing from its entries until the next change.
   */
  private retryFailedTraining() {
    if (this.closed || this.training || !this.failedAt || this.model?.fingerprint === this.wanted) return;
    if (Date.now() - this.failedAt < TRAINING_RETRY_MS) return;
    this.failedAt = 0;
    void this.train(this.examples, this.wanted);
  }

  /** The meanings of the examples' sentences kept by earlier trainings; none when they cannot be read (read again). */
  private async storedMeanings(examples: LabelledMessage[]): Promise<PackedMeanings | undefined> {
    try {
      return await readStoredMeanings(
        this.db,
        examples.map((example) => example.text),
      );
    } catch (error) {
      this.log?.warn({ err: error }, 'the kept sentence meanings could not be read; the training reads them again');
      return undefined;
    }
  }

  /** Keeps what a training read for the next ones; a failure costs a later training the time to read them again. */
  private async keepMeanings(learned: PackedMeanings) {
    try {
      await storeMeanings(this.db, learned);
    } catch (error) {
      this.log?.warn({ err: error }, 'the sentence meanings read by the training were not kept');
    }
  }

  private async save(fingerprint: string, data: Buffer) {
    const values = { id: 1, fingerprint, data, trainedAt: new Date() };
    await this.db
      .insert(assistantModel)
      .values(values)
      .onConflictDoUpdate({ target: assistantModel.id, set: values })
      .catch((error: unknown) => this.log?.warn({ err: error }, 'the assistant model was not saved'));
  }
}
