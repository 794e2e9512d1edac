import { type KeyboardEvent, type RefObject, useState } from 'react';
import type { SavedReplyItem } from '../../../../../contracts/saved-replies';
import { useSavedReplies } from './api';
import { offeredReplies, slashQuery, withReply } from './reply-picker';

/**
 * The saved replies offered while the staff member types "/" and a shortcut in a reply box: which ones, which is
 * chosen (arrows), and the keys that use them (Enter or Tab puts the chosen one in, Escape closes the list).
 */
export function useReplyPicker(
  listId: string,
  text: string,
  setText: (value: string) => void,
  field: RefObject<HTMLTextAreaElement | null>,
) {
  const replies = useSavedReplies().data ?? [];
  const [caret, setCaret] = useState(text.length);
  const [chosen, setChosen] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const slash = slashQuery(text, Math.min(caret, text.length));
  const offered = slash && slash.start !== dismissedAt ? offeredReplies(replies, slash.query) : [];
  const open = slash !== null && slash.start !== dismissedAt && replies.length > 0;
  const active = Math.min(chosen, Math.max(0, offered.length - 1));

  const use = (reply: SavedReplyItem) => {
    if (!slash) return;
    const next = withReply(text, slash, Math.min(caret, text.length), reply.body);
    setText(next.text);
    setCaret(next.caret);
    setChosen(0);
    requestAnimationFrame(() => {
      field.current?.focus();
      field.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  /** Whether the key was the list's (then the reply box does nothing more with it). */
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open) return false;
    if (event.key === 'Escape') {
      event.preventDefault();
      setDismissedAt(slash.start);
      return true;
    }
    if (offered.length === 0) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setChosen((active + step + offered.length) % offered.length);
      return true;
    }
    if ((event.key === 'Enter' && !event.shiftKey) || event.key === 'Tab') {
      const reply = offered[active];
      if (!reply) return false;
      event.preventDefault();
      use(reply);
      return true;
    }
    return false;
  };

  const follow = (element: HTMLTextAreaElement) => {
    setCaret(element.selectionStart ?? element.value.length);
    setChosen(0);
  };

  return {
    open,
    offered,
    active,
    query: slash?.query ?? '',
    use,
    onKeyDown,
    follow,
    /** What a screen reader is told about the reply box (a text box that offers a list) while the list is open. */
    fieldProps: {
      'aria-autocomplete': 'list' as const,
      'aria-controls': open && offered.length ? listId : undefined,
      'aria-activedescendant': open && offered[active] ? `${listId}-${offered[active].id}` : undefined,
    },
  };
}
