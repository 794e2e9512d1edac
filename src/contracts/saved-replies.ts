import { z } from 'zod';
import { idParams, storedRecord } from './common';
import { endpoint } from './endpoint';
import { changeErrors } from './fields';
import { LIVE_MESSAGE_MAX } from './live-chat';
import { removeById } from './record-calls';
import { text } from './text';

// Saved replies (docs/product/live-chat.md, "Saved replies", decision 061): the team's ready answers, which staff
// put in a live chat's reply box by typing "/" and the reply's shortcut.

export const SHORTCUT_MIN = 2;
export const SHORTCUT_MAX = 40;

/** What is typed after "/": lowercase letters, digits and hyphens, 2 to 40 of them (capitals are lowered). */
export const savedReplyShortcut = text('Shortcut', { trim: true })
  .transform((value) => value.toLowerCase())
  .pipe(
    z
      .string()
      .min(SHORTCUT_MIN, `Shortcut must be at least ${SHORTCUT_MIN} characters`)
      .max(SHORTCUT_MAX, `Shortcut must be at most ${SHORTCUT_MAX} characters`)
      .regex(/^[a-z0-9-]+$/, 'Shortcut may hold only lowercase letters, digits and hyphens'),
  );

/** The reply's text, as a live message: several lines, 1 to 2,000 characters. */
export const savedReplyBody = text('Reply', { multiline: true, trim: true })
  .min(1, 'Reply is required')
  .max(LIVE_MESSAGE_MAX, `Reply must be at most ${LIVE_MESSAGE_MAX} characters`);

/** `savedRepliesApi.create` and `.update`. */
export const savedReplyRequest = z.object({ shortcut: savedReplyShortcut, body: savedReplyBody });
export type SavedReplyRequest = z.input<typeof savedReplyRequest>;
export type SavedReplyInput = z.output<typeof savedReplyRequest>;

export const savedReplyItem = storedRecord({
  shortcut: z.string(),
  body: z.string(),
  /** Who added it (null: the demo content, or an account since deleted) and their name. */
  createdBy: z.number().int().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedReplyItem = z.infer<typeof savedReplyItem>;

const tags = ['saved replies'] as const;

/** The team's saved replies, for every staff role (decision 061), as live chat is. */
export const savedRepliesApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/saved-replies',
    summary: 'Every saved reply, by shortcut',
    tags,
    answer: z.array(savedReplyItem),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/saved-replies',
    summary: 'Add a saved reply (409 when its shortcut is taken)',
    tags,
    body: savedReplyRequest,
    answer: savedReplyItem,
    status: 201,
    errors: changeErrors,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/saved-replies/:id',
    summary: "Edit a saved reply's shortcut and text (409 when the shortcut is another's)",
    tags,
    params: idParams,
    body: savedReplyRequest,
    answer: savedReplyItem,
    errors: changeErrors,
  }),
  remove: removeById('/api/admin/saved-replies/:id', 'Delete a saved reply', tags),
};
