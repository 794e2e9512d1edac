import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  suggestionCategories,
  suggestionSources,
  suggestionStatuses,
  trainingCategories,
} from '../../../contracts/enums';
import { checkIn, checkRange, createdAt, id, oneOf, stamp, updatedAt } from './columns';
import { customerFeedback } from './feedback';

export const chatbotTrainingData = pgTable(
  'chatbot_training_data',
  {
    id: id(),
    category: oneOf('category', 40, trainingCategories).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    priority: integer('priority').notNull().default(0),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    // The ways visitors ask for this answer: what the assistant's intent model learns the entry from.
    phrasings: text('phrasings').array().notNull().default(sql`'{}'::text[]`),
    lastUpdatedBy: varchar('last_updated_by', { length: 120 }).notNull().default('Admin'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    checkIn('training_category_check', t.category, trainingCategories),
    checkRange('training_priority_check', t.priority, 0, 100),
    index('training_active_category_idx').on(t.isActive, t.category),
    index('training_updated_idx').on(t.updatedAt.desc()),
  ],
);

export const trainingDataSuggestions = pgTable(
  'training_data_suggestions',
  {
    id: id(),
    feedbackId: integer('feedback_id').references(() => customerFeedback.id, { onDelete: 'set null' }),
    suggestedQuestion: text('suggested_question').notNull(),
    suggestedAnswer: text('suggested_answer'),
    suggestedCategory: oneOf('suggested_category', 40, suggestionCategories).notNull().default('general'),
    suggestedPriority: integer('suggested_priority').notNull().default(1),
    customerLocation: varchar('customer_location', { length: 200 }),
    feedbackContext: text('feedback_context'),
    status: oneOf('status', 20, suggestionStatuses).notNull().default('pending'),
    implementedTrainingDataId: integer('implemented_training_data_id').references(() => chatbotTrainingData.id, {
      onDelete: 'set null',
    }),
    reviewedBy: varchar('reviewed_by', { length: 120 }),
    reviewedAt: stamp('reviewed_at'),
    reviewNotes: text('review_notes'),
    createdAt: createdAt(),
    // Where it came from: an unanswered or unsure chat question, or a customer's feedback.
    source: oneOf('source', 20, suggestionSources).notNull().default('feedback'),
    // A chat question asked again raises this count on the one pending suggestion (matched by its normalised key).
    askedCount: integer('asked_count').notNull().default(1),
    questionKey: varchar('question_key', { length: 300 }),
    sessionId: varchar('session_id', { length: 64 }),
    // The entries and site sections the engine considered (id, title, score), and the words none of them covered.
    candidates: jsonb('candidates').$type<{ id: number | null; title: string; score: number }[]>(),
    uncovered: text('uncovered'),
    lastAskedAt: stamp('last_asked_at'),
  },
  (t) => [
    checkIn('suggestion_category_check', t.suggestedCategory, suggestionCategories),
    checkIn('suggestion_status_check', t.status, suggestionStatuses),
    checkRange('suggestion_priority_check', t.suggestedPriority, 1, 3),
    index('suggestion_status_created_idx').on(t.status, t.createdAt.desc()),
    checkIn('suggestion_source_check', t.source, suggestionSources),
    uniqueIndex('suggestion_pending_question_idx').on(t.questionKey).where(sql`status = 'pending'`),
  ],
);

/**
 * The assistant's settings: one row, written the first time an admin edits them; until then the built-in
 * defaults apply. `synonyms` maps a word or phrase visitors use to the words the training entries use.
 */
export const assistantSettings = pgTable(
  'assistant_settings',
  {
    id: integer('id').primaryKey().default(1),
    synonyms: jsonb('synonyms').$type<Record<string, string>>().notNull(),
    updatedBy: varchar('updated_by', { length: 120 }),
    updatedAt: updatedAt(),
  },
  (t) => [check('assistant_settings_one_row', sql`${t.id} = 1`)],
);

// Questions about something else entirely ("what is the capital of France") are counted per day, not turned into
// training suggestions: they say how often visitors stray, not what the knowledge lacks.
export const offTopicQuestions = pgTable('off_topic_questions', {
  day: date('day').primaryKey(),
  asked: integer('asked').notNull().default(0),
});

/**
 * Messages that are not ours to answer (general knowledge, other businesses, our words in another sense): the
 * assistant's intent model learns its "none" class from them. Shipped ones are seeded; staff add a real visitor's
 * message with "not our topic".
 */
export const assistantOutOfScope = pgTable(
  'assistant_out_of_scope',
  {
    id: id(),
    text: varchar('text', { length: 500 }).notNull(),
    addedBy: varchar('added_by', { length: 120 }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('assistant_out_of_scope_text_idx').on(t.text)],
);

const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The intent model of the last training (one row): what every instance answers with from its start until its own
 * training of the current knowledge is ready. `fingerprint` names the examples it was trained on.
 */
export const assistantModel = pgTable(
  'assistant_model',
  {
    id: integer('id').primaryKey().default(1),
    fingerprint: varchar('fingerprint', { length: 80 }).notNull(),
    data: bytes('data').notNull(),
    trainedAt: stamp('trained_at').notNull().defaultNow(),
  },
  (t) => [check('assistant_model_one_row', sql`${t.id} = 1`)],
);

/**
 * Sentence meanings the assistant's trainings read (decision 067): a staff member's phrasing or an edited answer is
 * read by the sentence encoder once, here kept by the text's hash, so that a later training (after a restart, or on
 * another instance) does not read it again. One byte a number and a scale, as `PackedMeanings`.
 */
export const assistantSentenceMeanings = pgTable('assistant_sentence_meanings', {
  textHash: varchar('text_hash', { length: 64 }).primaryKey(),
  scale: real('scale').notNull(),
  meaning: bytes('meaning').notNull(),
  readAt: stamp('read_at').notNull().defaultNow(),
});
