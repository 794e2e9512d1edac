import type { HandoffStatus } from '../../../../contracts/enums';
import type { LiveQueueItem } from '../../../../contracts/live-chat';

/**
 * What the staff member can do with an open chat: take it (waiting), answer it (theirs), only read it (another
 * person has it), or read what is left of it (no one has it any more: ended, missed, or the assistant's alone).
 */
export type ChatOwnership =
  | { kind: 'waiting' }
  | { kind: 'mine' }
  | { kind: 'theirs'; name: string }
  | { kind: 'closed' };

export function chatOwnership(
  chat: { status: HandoffStatus | null; agentId: number | null; agentName: string | null },
  myId: number | undefined,
): ChatOwnership {
  if (chat.status === 'waiting') return { kind: 'waiting' };
  if (chat.status !== 'live') return { kind: 'closed' };
  if (myId !== undefined && chat.agentId === myId) return { kind: 'mine' };
  return { kind: 'theirs', name: chat.agentName?.trim() || 'Someone on staff' };
}

/** How long a visitor has waited, to the second while it is short: "35 s", "1 min 20 s", "12 min", "2 h". */
export function waitedFor(since: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - new Date(since).getTime()) / 1000));
  if (Number.isNaN(seconds)) return '';
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 5) return seconds % 60 ? `${minutes} min ${seconds % 60} s` : `${minutes} min`;
  if (minutes < 120) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h`;
}

/**
 * A chat's row as the staff member who has just taken it sees it: theirs at once, while the queue (which says so a
 * moment later) still lists it as waiting. Any other row, or the same one once the queue has moved on, is as listed.
 */
export function asTaken(
  item: LiveQueueItem | undefined,
  claimedId: string | null,
  me: { id: number; firstName: string } | undefined,
): LiveQueueItem | undefined {
  if (!item || !me || item.sessionId !== claimedId || item.status !== 'waiting') return item;
  return { ...item, status: 'live', agentId: me.id, agentName: me.firstName };
}
