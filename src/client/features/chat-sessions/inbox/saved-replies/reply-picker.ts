import type { SavedReplyItem } from '../../../../../contracts/saved-replies';

/** At most this many saved replies are offered at once. */
export const OFFERED_MAX = 6;

/** "/" and what follows it, typed at the start of the message, a line or after a space, up to the caret. */
export type SlashQuery = { start: number; query: string };

export function slashQuery(text: string, caret: number): SlashQuery | null {
  const match = /(^|\s)\/([a-z0-9-]*)$/i.exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[2] ?? '';
  return { start: caret - query.length - 1, query: query.toLowerCase() };
}

/** The replies a query offers: shortcuts that start with it first, then shortcuts and texts that hold it. */
export function offeredReplies(replies: readonly SavedReplyItem[], query: string): SavedReplyItem[] {
  const starts = replies.filter((reply) => reply.shortcut.startsWith(query));
  const holds = replies.filter(
    (reply) =>
      !reply.shortcut.startsWith(query) && (reply.shortcut.includes(query) || reply.body.toLowerCase().includes(query)),
  );
  return [...starts, ...holds].slice(0, OFFERED_MAX);
}

/** The message with "/query" replaced by the reply's text, and where the caret goes: right after it. */
export function withReply(text: string, slash: SlashQuery, caret: number, body: string) {
  const before = text.slice(0, slash.start);
  return { text: `${before}${body}${text.slice(caret)}`, caret: before.length + body.length };
}
