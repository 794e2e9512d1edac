import { parse as parseCsv } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  TRAINING_HIGH_PRIORITY,
  type TrainingEntryInput,
  type TrainingEntryItem,
  type TrainingListQuery,
  type TrainingStats,
  trainingEntryRequest,
  trainingListQuery,
} from '../../../../contracts/assistant-admin';
import { trainingCategories } from '../../../../contracts/enums';
import type { Database } from '../../../db/client';
import { chatbotTrainingData } from '../../../db/schema/index';
import { DomainError, invalidField, notFound } from '../../../lib/domain-error';
import type { DomainEvents } from '../../../lib/domain-events';
import { containsPattern } from '../../../lib/list-queries';
import { pageOf } from '../../../lib/paged-list';
import { present } from '../../../lib/present';
import { type ActivityOf, type Actor, unitOfWork } from '../../activity';
import { phrasingListProblem } from './phrasing-key';

type Row = typeof chatbotTrainingData.$inferSelect;

export const toTrainingItem = ({ phrasings, ...row }: Row): TrainingEntryItem => ({
  ...row,
  phrasingCount: phrasings.length,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** An entry's phrasings as sent (the contract checked each one): none may read the same as another. */
function checkPhrasings(input: TrainingEntryInput) {
  const problem = input.phrasings && phrasingListProblem(input.phrasings);
  if (problem) throw invalidField('phrasings', problem);
}

const t = chatbotTrainingData;

/** /admin-chatbot-training: search in title, content and tags; category; active or inactive. */
export async function listTraining(db: Database, input: TrainingListQuery) {
  const query = trainingListQuery.parse(input);
  const where = and(
    query.search
      ? sql`(${t.title} || ' ' || ${t.content} || ' ' || array_to_string(${t.tags}, ' ')) ilike ${containsPattern(query.search)}`
      : undefined,
    query.category ? eq(t.category, query.category) : undefined,
    query.active ? eq(t.isActive, query.active === 'true') : undefined,
  );
  return pageOf(
    db.select().from(t).where(where).orderBy(desc(t.priority), desc(t.updatedAt), desc(t.id)),
    () => db.select({ n: count() }).from(t).where(where),
    query,
    toTrainingItem,
  );
}

export async function trainingStats(db: Database): Promise<TrainingStats> {
  const rows = await db
    .select({
      category: t.category,
      total: sql<number>`count(*)::int`,
      active: sql<number>`count(*) filter (where ${t.isActive})::int`,
      high: sql<number>`count(*) filter (where ${t.priority} > ${TRAINING_HIGH_PRIORITY})::int`,
    })
    .from(t)
    .groupBy(t.category);
  const byCategory = trainingCategories.map((category) => {
    const row = rows.find((r) => r.category === category);
    return { category, total: row?.total ?? 0, active: row?.active ?? 0 };
  });
  return {
    total: rows.reduce((sum, row) => sum + row.total, 0),
    active: rows.reduce((sum, row) => sum + row.active, 0),
    categories: rows.filter((row) => row.total > 0).length,
    highPriority: rows.reduce((sum, row) => sum + row.high, 0),
    byCategory,
  };
}

/** The answer to a change of a training entry that does not exist. */
export const NO_SUCH_ENTRY = 'Training entry not found';

export async function createTraining(db: Database, input: TrainingEntryInput, actor: Actor, events: DomainEvents) {
  checkPhrasings(input);
  return unitOfWork({ db, events }, actor, async ({ tx, record, emit }) => {
    const [stored] = await tx
      .insert(t)
      .values({ ...input, lastUpdatedBy: actor.name })
      .returning();
    const row = present(stored);
    record({ resource: 'chatbot_training', action: 'create', resourceId: row.id, details: { title: row.title } });
    emit({ type: 'training-entry-changed', id: row.id });
    return toTrainingItem(row);
  });
}

/**
 * A staff change of one training entry: `values` and who changed it and when are set (404 when the entry does not
 * exist), the change is logged with it, and after the commit the assistant hears of the entry as it now is. It
 * answers the entry as the list shows it.
 */
async function changeEntry(
  db: Database,
  id: number,
  values: PgUpdateSetSource<typeof t>,
  actor: Actor,
  events: DomainEvents,
  record: (row: Row) => ActivityOf,
) {
  return unitOfWork({ db, events }, actor, async ({ tx, record: write, emit }) => {
    const [row] = await tx
      .update(t)
      .set({ ...values, lastUpdatedBy: actor.name, updatedAt: new Date() })
      .where(eq(t.id, id))
      .returning();
    if (!row) throw notFound(NO_SUCH_ENTRY);
    write(record(row));
    emit({ type: 'training-entry-changed', id: row.id });
    return toTrainingItem(row);
  });
}

/** An edit stores the trimmed text, bumps the version and stamps who changed it; phrasings left out are kept. */
export async function updateTraining(
  db: Database,
  id: number,
  { phrasings, ...input }: TrainingEntryInput,
  actor: Actor,
  events: DomainEvents,
) {
  checkPhrasings({ ...input, phrasings });
  const values = { ...input, ...(phrasings ? { phrasings } : {}), version: sql`${t.version} + 1` };
  return changeEntry(db, id, values, actor, events, (row) => ({
    resource: 'chatbot_training',
    action: 'update',
    resourceId: row.id,
    details: { title: row.title, version: row.version },
  }));
}

export async function toggleTraining(db: Database, id: number, isActive: boolean, actor: Actor, events: DomainEvents) {
  return changeEntry(db, id, { isActive }, actor, events, (row) => ({
    resource: 'chatbot_training',
    action: row.isActive ? 'activate' : 'deactivate',
    resourceId: row.id,
  }));
}

export async function deleteTraining(db: Database, id: number, actor: Actor, events: DomainEvents) {
  return unitOfWork({ db, events }, actor, async ({ tx, record, emit }) => {
    const [row] = await tx.delete(t).where(eq(t.id, id)).returning({ id: t.id });
    if (!row) throw notFound(NO_SUCH_ENTRY);
    record({ resource: 'chatbot_training', action: 'delete', resourceId: row.id });
    emit({ type: 'training-entry-changed', id: row.id });
    return row;
  });
}

const exportColumns = ['category', 'title', 'content', 'isActive', 'priority', 'tags', 'phrasings'] as const;

/**
 * Every entry, as JSON (an array) or CSV, ready to import elsewhere. In CSV the tags are joined with commas and the
 * phrasings with line breaks, one entry a row (decision 052).
 */
export async function exportTraining(db: Database, format: 'json' | 'csv') {
  const rows = await db.select().from(t).orderBy(t.id);
  const records = rows.map((row) => ({
    category: row.category,
    title: row.title,
    content: row.content,
    isActive: row.isActive,
    priority: row.priority,
    tags: row.tags,
    phrasings: row.phrasings,
  }));
  if (format === 'json') return `${JSON.stringify(records, null, 2)}\n`;
  return stringify(
    records.map((record) => ({
      ...record,
      tags: record.tags.join(', '),
      phrasings: record.phrasings.join('\n'),
      isActive: String(record.isActive),
    })),
    { header: true, columns: [...exportColumns], escape_formulas: true },
  );
}

export type ImportOutcome = { imported: number };
type RefusedRow = { row: number; errors: string[] };

/**
 * A file nothing of which was imported: 400 in the shape of every refusal, each refused row a field ("row 3", or
 * "file" when the file itself could not be read) with its reasons.
 */
function importRefused(refused: RefusedRow[]): DomainError {
  const rows = refused.filter((row) => row.row > 0).length;
  const message = rows
    ? `Nothing was imported: ${rows} ${rows === 1 ? 'row was' : 'rows were'} refused.`
    : `Nothing was imported: ${refused[0]?.errors[0] ?? 'the file was refused'}.`;
  const fieldErrors = Object.fromEntries(refused.map((row) => [row.row > 0 ? `row ${row.row}` : 'file', row.errors]));
  return new DomainError('invalid', message, fieldErrors);
}

/** Reads an import file's rows: a JSON array of entries, or a CSV with the export's header. */
function readRows(format: 'json' | 'csv', data: string): unknown[] {
  if (format === 'json') {
    const parsed = JSON.parse(data) as unknown;
    if (!Array.isArray(parsed)) throw new Error('The JSON file must hold a list of training entries');
    return parsed;
  }
  const records = parseCsv(data, { columns: true, skip_empty_lines: true, trim: true, bom: true }) as Record<
    string,
    string
  >[];
  return records.map((record) => ({
    ...record,
    // A spreadsheet may have kept the export's formula guard: a leading apostrophe.
    title: record.title?.replace(/^'(?=[=+\-@\t\r])/, ''),
    content: record.content?.replace(/^'(?=[=+\-@\t\r])/, ''),
    phrasings: record.phrasings?.replace(/^'(?=[=+\-@\t\r])/, ''),
    isActive: record.isActive === undefined ? undefined : !/^(false|0|no|inactive)$/i.test(record.isActive),
  }));
}

/**
 * Checks every row of an import with the same rules as the form; stores all of them in one transaction, or,
 * when any row is refused, nothing, and refuses the file naming each refused row and why.
 */
export async function importTraining(
  db: Database,
  format: 'json' | 'csv',
  data: string,
  actor: Actor,
  events: DomainEvents,
): Promise<ImportOutcome> {
  let rows: unknown[];
  try {
    rows = readRows(format, data);
  } catch (error) {
    throw importRefused([{ row: 0, errors: [`The file could not be read: ${(error as Error).message}`] }]);
  }
  if (rows.length === 0) throw importRefused([{ row: 0, errors: ['The file has no entries'] }]);
  if (rows.length > 5000) throw importRefused([{ row: 0, errors: ['At most 5000 entries per import'] }]);
  const valid: TrainingEntryInput[] = [];
  const refused: RefusedRow[] = [];
  rows.forEach((row, index) => {
    const parsed = trainingEntryRequest.safeParse(row);
    const problem = parsed.success && parsed.data.phrasings && phrasingListProblem(parsed.data.phrasings);
    if (problem) refused.push({ row: index + 1, errors: [`phrasings: ${problem}`] });
    else if (parsed.success) valid.push(parsed.data);
    else
      refused.push({
        row: index + 1,
        errors: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'row'}: ${issue.message}`),
      });
  });
  if (refused.length) throw importRefused(refused);
  await unitOfWork({ db, events }, actor, async ({ tx, record, emit }) => {
    for (let i = 0; i < valid.length; i += 500) {
      await tx.insert(t).values(valid.slice(i, i + 500).map((entry) => ({ ...entry, lastUpdatedBy: actor.name })));
    }
    record({ action: 'import', resource: 'chatbot_training', details: { format, imported: valid.length } });
    emit({ type: 'training-data-changed' });
  });
  return { imported: valid.length };
}
