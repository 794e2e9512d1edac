import { z } from 'zod';
import { trainingApiTags, trainingPhrasings } from './assistant-teaching';
import { staffChatMessage } from './chat';
import { countsOf, idParams, listOrPage, pageParams, search, storedRecord } from './common';
import { endpoint } from './endpoint';
import {
  handoffStatuses,
  suggestionCategories,
  suggestionSources,
  suggestionStatuses,
  trainingCategories,
} from './enums';
import { changeErrors, errorsOf, optionalText, requiredLine, requiredText, successResponse } from './fields';
import { prospectMadeResponse } from './prospects';
import { text } from './text';

// ── /admin-chat ──────────────────────────────────────────────────────────────────────────────────────────────
/** `chatSessionsApi.list`: search by e-mail, name or session id; newest activity first. */
export const chatSessionListQuery = z.object({ search, ...pageParams });
export type ChatSessionListQuery = z.input<typeof chatSessionListQuery>;

export const chatSessionItem = storedRecord({
  sessionId: z.string(),
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
  userPhone: z.string().nullable(),
  startedAt: z.string(),
  lastActiveAt: z.string(),
  emailSent: z.boolean(),
  messageCount: z.number().int(),
  prospectId: z.number().int().nullable(),
  /** Where a hand-off to a person stands (null: the assistant alone), and who has the chat. */
  handoff: z.enum(handoffStatuses).nullable().optional(),
  agentName: z.string().nullable().optional(),
});
export type ChatSessionItem = z.infer<typeof chatSessionItem>;

export const chatSessionDetail = chatSessionItem.extend({
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  messages: z.array(staffChatMessage),
});
export type ChatSessionDetail = z.infer<typeof chatSessionDetail>;
export const chatSessionParams = z.object({
  sessionId: text('Session id', { trim: true })
    .min(1, 'Session id is required')
    .max(64, 'Session id must be at most 64 characters'),
});

/** `chatSessionsApi.createProspect`: the conversation's contact becomes a CRM prospect. */
export const chatProspectRequest = z.object({
  locationName: requiredLine('Location name', 200),
  companyName: optionalText('Company', 200),
});

// Decision 007: chat sessions for every staff role; a prospect from a conversation for admins and managers.
const chatSessionTags = ['chat sessions'];
export const chatSessionsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/chat-sessions',
    summary: 'Chat sessions, latest activity first',
    tags: chatSessionTags,
    query: chatSessionListQuery,
    answer: listOrPage(chatSessionItem),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/admin/chat-sessions/:sessionId',
    summary: 'One session with its conversation',
    tags: chatSessionTags,
    params: chatSessionParams,
    answer: chatSessionDetail,
    errors: errorsOf(404),
  }),
  createProspect: endpoint({
    method: 'POST',
    path: '/api/admin/chat-sessions/:sessionId/prospect',
    summary: "Turn the conversation's contact into a CRM prospect",
    tags: chatSessionTags,
    params: chatSessionParams,
    body: chatProspectRequest,
    answer: prospectMadeResponse,
    status: 201,
    errors: changeErrors,
  }),
};

// ── /admin-chatbot-training ──────────────────────────────────────────────────────────────────────────────────
export const TRAINING_HIGH_PRIORITY = 50;

/** Tags from comma-separated text or a list: trimmed, blanks removed, no count limit (docs/product/training.md). */
export const trainingTags = z
  .union([text('Tags'), z.array(text('A tag'))])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')))
  .pipe(z.array(text('A tag', { trim: true }).max(60, 'A tag is at most 60 characters')))
  .transform((tags) => [...new Set(tags.filter(Boolean))]);

/** `trainingApi.create` and `trainingApi.update` (docs/product/training.md): title and content required; priority 0-100, non-numeric 0. */
export const trainingEntryRequest = z.object({
  category: z.enum(trainingCategories, { error: 'Choose a category' }),
  title: requiredLine('Title', 200),
  content: requiredText('Content', 10_000),
  isActive: z.boolean().default(true),
  priority: z.preprocess(
    (value) => {
      const n = typeof value === 'string' ? Number(value.trim()) : value;
      return typeof n === 'number' && Number.isFinite(n) ? Math.round(n) : 0;
    },
    z.number().int().min(0, 'Priority is 0 to 100').max(100, 'Priority is 0 to 100'),
  ),
  tags: trainingTags.default([]),
  /** The ways visitors ask for it; left out, an edit keeps the entry's phrasings as they are. */
  phrasings: trainingPhrasings.optional(),
  lastUpdatedBy: text('Last updated by').max(120).optional(),
});
export type TrainingEntryRequest = z.input<typeof trainingEntryRequest>;
export type TrainingEntryInput = z.output<typeof trainingEntryRequest>;

export const trainingEntryItem = storedRecord({
  category: z.enum(trainingCategories),
  title: z.string(),
  content: z.string(),
  isActive: z.boolean(),
  priority: z.number().int(),
  tags: z.array(z.string()),
  /** How many visitor phrasings it has (the Phrasings panel lists them). */
  phrasingCount: z.number().int(),
  lastUpdatedBy: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TrainingEntryItem = z.infer<typeof trainingEntryItem>;

export const trainingListQuery = z.object({
  search,
  category: z.enum(trainingCategories).optional(),
  active: z.enum(['true', 'false']).optional(),
  ...pageParams,
});
export type TrainingListQuery = z.input<typeof trainingListQuery>;

export const trainingToggleRequest = z.object({ isActive: z.boolean() });

export const trainingStats = z.object({
  ...countsOf(['total', 'active', 'categories', 'highPriority']),
  byCategory: z.array(
    z.object({ category: z.enum(trainingCategories), total: z.number().int(), active: z.number().int() }),
  ),
});
export type TrainingStats = z.infer<typeof trainingStats>;

export const trainingExportQuery = z.object({ format: z.enum(['json', 'csv']).default('json') });

/** `trainingApi.import`: a JSON list or a CSV file's text; all rows or nothing. */
export const trainingImportRequest = z.object({
  format: z.enum(['json', 'csv']),
  data: text('The file', { multiline: true })
    .min(1, 'The file is empty')
    .max(5_000_000, 'The file is larger than 5 MB'),
});
export const trainingImportResponse = z.object({
  success: z.boolean(),
  imported: z.number().int(),
  refused: z.array(z.object({ row: z.number().int(), errors: z.array(z.string()) })),
});
export type TrainingImportResponse = z.infer<typeof trainingImportResponse>;

// Decision 007: training data, its synonyms and its suggestions are for admins.
/** /admin-chatbot-training: the entries the assistant answers from. */
export const trainingApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/chatbot-training',
    summary: 'Training entries, highest priority first',
    tags: trainingApiTags,
    query: trainingListQuery,
    answer: listOrPage(trainingEntryItem),
  }),
  stats: endpoint({
    method: 'GET',
    path: '/api/admin/chatbot-training/stats',
    summary: 'Counts for the Categories and Settings tabs',
    tags: trainingApiTags,
    answer: trainingStats,
  }),
  /** The answer is the file itself, so it has no schema. */
  export: endpoint({
    method: 'GET',
    path: '/api/admin/chatbot-training/export',
    summary: 'Every entry as a JSON or CSV file',
    tags: trainingApiTags,
    query: trainingExportQuery,
  }),
  /** A file with a refused row is answered 400 with the same report. */
  import: endpoint({
    method: 'POST',
    path: '/api/admin/chatbot-training/import',
    summary: 'Import entries from a JSON or CSV file: every row is checked; a file with a bad row stores nothing',
    tags: trainingApiTags,
    body: trainingImportRequest,
    answer: trainingImportResponse,
    // A refused file: each refused row is a field ("row 3"; "file" when it could not be read) with its reasons.
    errors: errorsOf(400),
    // The file may be up to 5 MB (its contract), more than the server's usual body limit.
    bodyLimit: 6 * 1024 * 1024,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/chatbot-training',
    summary: 'Create a training entry',
    tags: trainingApiTags,
    body: trainingEntryRequest,
    answer: trainingEntryItem,
    status: 201,
    errors: errorsOf(400),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/chatbot-training/:id',
    summary: 'Edit a training entry',
    tags: trainingApiTags,
    params: idParams,
    body: trainingEntryRequest,
    answer: trainingEntryItem,
    errors: changeErrors,
  }),
  toggle: endpoint({
    method: 'PUT',
    path: '/api/admin/chatbot-training/:id/toggle',
    summary: 'Make a training entry active or inactive',
    tags: trainingApiTags,
    params: idParams,
    body: trainingToggleRequest,
    answer: trainingEntryItem,
    errors: changeErrors,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/chatbot-training/:id',
    summary: 'Delete a training entry',
    tags: trainingApiTags,
    params: idParams,
    answer: successResponse,
    errors: errorsOf(404),
  }),
};

// ── The assistant's synonym list (docs/product/training.md; the Settings tab) ─────────────────────────────────────────
export const SYNONYMS_MAX = 500;

/** One line of the list: a word or phrase visitors use, and the words the training entries use for it. */
export const synonymEntry = z.object({
  phrase: text('A word or phrase', { trim: true })
    .toLowerCase()
    .min(1, 'A word or phrase is required')
    .max(60, 'A word or phrase is at most 60 characters')
    .regex(/^[a-z0-9$% '-]+$/, 'Letters, digits and spaces only'),
  expansion: text('Its meaning', { trim: true })
    .toLowerCase()
    .min(1, 'Say which words it means')
    .max(200, 'At most 200 characters'),
});
export type SynonymEntry = z.infer<typeof synonymEntry>;

/** `synonymsApi.save`: the whole list, each word or phrase once. */
export const synonymsRequest = z.object({
  synonyms: z
    .array(synonymEntry)
    .max(SYNONYMS_MAX, `At most ${SYNONYMS_MAX} synonyms`)
    .superRefine((entries, context) => {
      const seen = new Set<string>();
      entries.forEach((entry, index) => {
        if (seen.has(entry.phrase))
          context.addIssue({ code: 'custom', path: [index, 'phrase'], message: `"${entry.phrase}" is listed twice` });
        seen.add(entry.phrase);
      });
    }),
});
export type SynonymsRequest = z.input<typeof synonymsRequest>;

export const synonymsResponse = z.object({
  synonyms: z.array(synonymEntry),
  /** True while no admin has edited the list: the built-in list applies. */
  isDefault: z.boolean(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type SynonymsResponse = z.infer<typeof synonymsResponse>;

/** The Settings tab's synonym list: read, replace, or go back to the built-in list; the assistant follows at once. */
export const synonymsApi = {
  read: endpoint({
    method: 'GET',
    path: '/api/admin/chatbot-training/synonyms',
    summary: "The assistant's synonym list",
    tags: trainingApiTags,
    answer: synonymsResponse,
  }),
  save: endpoint({
    method: 'PUT',
    path: '/api/admin/chatbot-training/synonyms',
    summary: "Replace the assistant's synonym list",
    tags: trainingApiTags,
    body: synonymsRequest,
    answer: synonymsResponse,
    errors: errorsOf(400),
  }),
  reset: endpoint({
    method: 'DELETE',
    path: '/api/admin/chatbot-training/synonyms',
    summary: 'Go back to the built-in synonym list',
    tags: trainingApiTags,
    answer: synonymsResponse,
  }),
};

// ── /admin-training-suggestions ──────────────────────────────────────────────────────────────────────────────
export const suggestionItem = storedRecord({
  feedbackId: z.number().int().nullable(),
  suggestedQuestion: z.string(),
  suggestedAnswer: z.string().nullable(),
  suggestedCategory: z.enum(suggestionCategories),
  suggestedPriority: z.number().int(),
  customerLocation: z.string().nullable(),
  feedbackContext: z.string().nullable(),
  status: z.enum(suggestionStatuses),
  implementedTrainingDataId: z.number().int().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewNotes: z.string().nullable(),
  createdAt: z.string(),
  source: z.enum(suggestionSources),
  askedCount: z.number().int(),
  lastAskedAt: z.string().nullable(),
  sessionId: z.string().nullable(),
  candidates: z.array(z.object({ id: z.number().int().nullable(), title: z.string(), score: z.number() })).nullable(),
  /** The words of the question that nothing in the knowledge covered. */
  uncovered: z.string().nullable(),
});
export type SuggestionItem = z.infer<typeof suggestionItem>;

export const suggestionListQuery = z.object({ status: z.enum(suggestionStatuses).optional(), search, ...pageParams });
export type SuggestionListQuery = z.input<typeof suggestionListQuery>;

/**
 * What a suggestion's status allows (docs/product/training.md): Review and Implement while pending, Implement
 * once approved, nothing once rejected or implemented. The server refuses what this does not offer.
 */
export function suggestionActions(status: SuggestionItem['status']) {
  return { review: status === 'pending', implement: status === 'pending' || status === 'approved' };
}

/** `suggestionsApi.review`: the Review dialog sets pending, approved or rejected (docs/product/training.md). */
export const reviewSuggestionRequest = z.object({
  status: z.enum(['pending', 'approved', 'rejected']),
  reviewNotes: optionalText('Review notes', 2000),
  reviewedBy: text('Reviewed by').max(120).optional(),
});

/** `suggestionsApi.implement`: creates the training entry, marks it implemented. */
export const implementSuggestionRequest = z.object({
  title: requiredLine('Title', 200),
  content: requiredText('Content', 10_000),
  category: z.enum(trainingCategories, { error: 'Choose a category' }),
  priority: trainingEntryRequest.shape.priority,
  tags: trainingTags.default([]),
});
export const implementSuggestionResponse = successResponse.extend({ trainingDataId: z.number().int() });

/** The suggestions in all and in each status. */
export const suggestionCounts = z.object({
  total: z.number().int(),
  ...countsOf(suggestionStatuses),
  /** Chat questions about something else entirely in the last 30 days: counted, not turned into suggestions. */
  offTopicLast30Days: z.number().int(),
});

const suggestionTags = ['training suggestions'];
/** /admin-training-suggestions: what the assistant could not answer, and customer feedback. */
export const suggestionsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/training-suggestions',
    summary: 'Suggestions, most asked first',
    tags: suggestionTags,
    query: suggestionListQuery,
    answer: listOrPage(suggestionItem),
  }),
  counts: endpoint({
    method: 'GET',
    path: '/api/admin/training-suggestions/counts',
    summary: 'Counts per status',
    tags: suggestionTags,
    answer: suggestionCounts,
  }),
  review: endpoint({
    method: 'PUT',
    path: '/api/admin/training-suggestions/:id',
    summary: 'Review a suggestion: pending, approved or rejected, with notes',
    tags: suggestionTags,
    params: idParams,
    body: reviewSuggestionRequest,
    answer: suggestionItem,
    errors: changeErrors,
  }),
  implement: endpoint({
    method: 'POST',
    path: '/api/admin/training-suggestions/:id/implement',
    summary: 'Create the training entry from a suggestion; the assistant uses it at once',
    tags: suggestionTags,
    params: idParams,
    body: implementSuggestionRequest,
    answer: implementSuggestionResponse,
    errors: changeErrors,
  }),
};
