import type { LiveQueueItem } from '../../../../contracts/live-chat';
import { playChime } from './chime';
import { soundOn } from './sound-preference';
import { notifyWaitingChat } from './waiting-notification';

/** What a new waiting chat sets off in an open back office: a chime if Sound is on, and a notification each. */
export function alertWaitingChats(items: LiveQueueItem[]) {
  if (items.length === 0) return;
  if (soundOn()) void playChime();
  for (const item of items) notifyWaitingChat(item);
}
