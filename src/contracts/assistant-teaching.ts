import { z } from 'zod';
import { idParams, listOrPage, pageParams, search, storedRecord } from './common';
import { endpoint } from './endpoint';
import { changeErrors, requiredLine } from './fields';
import { recordId } from './numbers';
import { removeById } from './record-calls';
import { text } from './text';

// What staff teach the assistant (docs/product/chat-assistant.md, "Staff teach it"): the visitor phrasings of a
// training entry, and the examples of messages that are not ours to answer.

/** The most phrasings one entry keeps: room for what staff teach over months, and a cell a spreadsheet can hold. */
export const PHRASINGS_MAX = 100;
/** The longest phrasing or out-of-scope example: a visitor's question, not a conversation. */
export const TAUGHT_TEXT_MAX = 300;
/** The most out-of-scope examples, shipped and taught together. */
export const OUT_OF_SCOPE_MAX = 5000;

/** Letters or digits the assistant reads (accents off): "???" or an emoji alone teaches it nothing. */
const hasWord = (value: string) => /[a-z0-9]/i.test(value.normalize('NFKD'));

/** One phrasing or example: one line, trimmed, 1 to 300 characters, with a word in it. */
export const taughtText = (label: string) =>
  requiredLine(label, TAUGHT_TEXT_MAX).refine(hasWord, `${label} needs at least one word (letters or digits)`);

/**
 * An entry's phrasings in a request or an import: a list, or text with one phrasing a line (a CSV cell); blank
 * lines dropped, each one a phrasing, at most 100. The server also refuses two that read the same.
 */
export const trainingPhrasings = z
  .union([text('Phrasings', { multiline: true }), z.array(text('A phrasing'))])
  .transform((value) => (Array.isArray(value) ? value : value.split(/\r\n|\n|\r/)))
  .pipe(z.array(text('A phrasing', { trim: true })))
  .transform((phrasings) => phrasings.filter(Boolean))
  .pipe(z.array(taughtText('A phrasing')).max(PHRASINGS_MAX, `At most ${PHRASINGS_MAX} phrasings per entry`));

/**
 * What is taught: typed text, a visitor's message of a stored chat (/admin-chat, /test-chatbot), or a training
 * suggestion's question; exactly one of them.
 */
const teachRequest = (label: string) =>
  z
    .object({
      text: taughtText(label).optional(),
      messageId: recordId('Message id').optional(),
      suggestionId: recordId('Suggestion id').optional(),
    })
    .superRefine((body, context) => {
      const given = [body.text, body.messageId, body.suggestionId].filter((value) => value !== undefined).length;
      if (given === 1) return;
      context.addIssue({
        code: 'custom',
        path: ['text'],
        message: given
          ? 'Give one of text, messageId or suggestionId, not several'
          : `${label} is required (or the message or suggestion it comes from)`,
      });
    });

/** `teachingApi.addPhrasing`: one more way visitors ask for this entry. */
export const addPhrasingRequest = teachRequest('Phrasing');
export type AddPhrasingRequest = z.input<typeof addPhrasingRequest>;

/** `teachingApi.removePhrasing`: the phrasing to take off the entry. */
export const removePhrasingRequest = z.object({ text: requiredLine('Phrasing', TAUGHT_TEXT_MAX) });

/** An entry's phrasings, as the Phrasings panel shows them. */
export const entryPhrasings = storedRecord({
  title: z.string(),
  isActive: z.boolean(),
  phrasings: z.array(z.string()),
});
export type EntryPhrasings = z.infer<typeof entryPhrasings>;

/**
 * A phrasing added: the entry as it now is, the text, and where the same words were before (a phrasing of other
 * entries, an out-of-scope example): a message belongs to one answer, the last one taught.
 */
export const phrasingAdded = z.object({
  entry: entryPhrasings,
  text: z.string(),
  movedFrom: z.array(z.string()),
  wasOutOfScope: z.boolean(),
});
export type PhrasingAdded = z.infer<typeof phrasingAdded>;

// ── Out of scope ─────────────────────────────────────────────────────────────────────────────────────────────────
export const outOfScopeListQuery = z.object({ search, ...pageParams });
export type OutOfScopeListQuery = z.input<typeof outOfScopeListQuery>;

export const outOfScopeItem = storedRecord({
  text: z.string(),
  /** Who taught it; null for the examples that ship with the product. */
  addedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type OutOfScopeItem = z.infer<typeof outOfScopeItem>;

/** `teachingApi.addOutOfScope`: a message that is not ours to answer. */
export const addOutOfScopeRequest = teachRequest('Example');
export type AddOutOfScopeRequest = z.input<typeof addOutOfScopeRequest>;

/** The example added, and the entries that had it as a phrasing (it is taken off them). */
export const outOfScopeAdded = z.object({ example: outOfScopeItem, removedFrom: z.array(z.string()) });
export type OutOfScopeAdded = z.infer<typeof outOfScopeAdded>;

/** The tag of the calls on training data, what the assistant is taught among it (decision 007: for admins). */
export const trainingApiTags = ['chatbot training'];

/**
 * Teaching the assistant (docs/product/chat-assistant.md, "Staff teach it"): an entry's phrasings, and the examples
 * of messages it does not answer; either from typed text, a visitor's message or a training suggestion.
 */
export const teachingApi = {
  phrasings: endpoint({
    method: 'GET',
    path: '/api/admin/chatbot-training/:id/phrasings',
    summary: "A training entry's visitor phrasings",
    tags: trainingApiTags,
    params: idParams,
    answer: entryPhrasings,
    errors: changeErrors,
  }),
  addPhrasing: endpoint({
    method: 'POST',
    path: '/api/admin/chatbot-training/:id/phrasings',
    summary:
      'Add a phrasing to an entry ("this should have been answered by…"): typed, or a visitor\'s message, or a suggestion\'s question',
    tags: trainingApiTags,
    params: idParams,
    body: addPhrasingRequest,
    answer: phrasingAdded,
    status: 201,
    errors: changeErrors,
  }),
  removePhrasing: endpoint({
    method: 'DELETE',
    path: '/api/admin/chatbot-training/:id/phrasings',
    summary: 'Take a phrasing off an entry',
    tags: trainingApiTags,
    params: idParams,
    body: removePhrasingRequest,
    answer: entryPhrasings,
    errors: changeErrors,
  }),
  outOfScope: endpoint({
    method: 'GET',
    path: '/api/admin/chatbot-training/out-of-scope',
    summary: 'Examples of messages the assistant does not answer, latest first',
    tags: trainingApiTags,
    query: outOfScopeListQuery,
    answer: listOrPage(outOfScopeItem),
  }),
  addOutOfScope: endpoint({
    method: 'POST',
    path: '/api/admin/chatbot-training/out-of-scope',
    summary:
      '"Not our topic": a typed message, a visitor\'s message or a suggestion\'s question becomes an out-of-scope example',
    tags: trainingApiTags,
    body: addOutOfScopeRequest,
    answer: outOfScopeAdded,
    status: 201,
    errors: changeErrors,
  }),
  removeOutOfScope: removeById(
    '/api/admin/chatbot-training/out-of-scope/:id',
    'Remove an out-of-scope example',
    trainingApiTags,
  ),
};
